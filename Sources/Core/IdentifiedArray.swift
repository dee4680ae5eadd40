import Synchronization

/// An ordered collection of uniquely identified elements with O(1) lookup by id.
///
/// Order is insertion order and is domain data: only ``move(fromOffsets:toOffset:)``, ``sort(by:)``
/// and explicit inserts change it. Ids are unique; operations that would duplicate one are no-ops
/// (``append(_:)``) or traps with a message naming the id (construction).
///
/// Storage is an element array, a parallel id array and an ``OffsetTable`` from id to offset, so
/// mutating one element in place (`array[id: x]?.text = "…"`) is O(1) and copies nothing else.
public struct IdentifiedArray<Element: Identifiable>: Sendable
where Element: Sendable, Element.ID: Sendable {
    public typealias ID = Element.ID

    @usableFromInline var _elements: [Element]
    @usableFromInline var _ids: [ID]
    @usableFromInline var _table: OffsetTable
    /// Changes whenever an element may have been removed; see ``membershipEpoch``.
    @usableFromInline var _epoch: Int

    /// Creates an empty array.
    public init() {
        _elements = []
        _ids = []
        _table = OffsetTable(minimumCapacity: 0)
        _epoch = IdentifiedArrayEpoch.next()
    }

    /// Creates an array from elements whose ids are unique. O(n).
    /// - Precondition: no two elements share an id; a duplicate traps naming it.
    public init<S: Sequence>(uniqueElements elements: S) where S.Element == Element {
        self.init()
        reserveCapacity(elements.underestimatedCount)
        for element in elements {
            let inserted = append(element).inserted
            precondition(inserted, "IdentifiedArray: duplicate id \(element.id) at construction")
        }
    }

    /// Makes room for `capacity` elements without regrowing. O(capacity).
    public mutating func reserveCapacity(_ capacity: Int) {
        _elements.reserveCapacity(capacity)
        _ids.reserveCapacity(capacity)
        if capacity * 4 > _table.buckets.count * 3 {
            _table.rebuild(ids: _ids, capacityFor: capacity)
        }
    }

    /// An identifier that changes whenever an element may have left this array (removal,
    /// filtering, replacement by another array), and stays the same across appends, inserts,
    /// in-place updates, moves and sorts. Reducers compare it before and after a change to learn
    /// cheaply whether anything was removed. O(1).
    public var membershipEpoch: Int { _epoch }

    @usableFromInline
    mutating func markRemoval() { _epoch = IdentifiedArrayEpoch.next() }

    /// The ids in order. O(1) (shares storage).
    public var ids: [ID] { _ids }

    /// The elements in order, as a plain array. O(1) (shares storage).
    public var elements: [Element] { _elements }

    /// The offset of the element with `id`, or nil. O(1) expected.
    @inlinable
    public func index(id: ID) -> Int? {
        _table.offset(of: id, in: _ids)
    }

    /// Whether an element with `id` is present. O(1) expected.
    @inlinable
    public func contains(id: ID) -> Bool {
        index(id: id) != nil
    }

    /// The element with `id`, or nil. Setting nil removes it (O(n)); setting a value for a present
    /// id replaces it in place (O(1)); setting one for an absent id appends it (O(1) amortized).
    /// For hot paths prefer ``modify(id:_:)``, which mutates in place without a temporary copy.
    /// - Precondition: a new value keeps the id it is stored under; changing it traps naming
    ///   both ids.
    @inlinable
    public subscript(id id: ID) -> Element? {
        get {
            guard let offset = index(id: id) else { return nil }
            return _elements[offset]
        }
        set {
            if let offset = index(id: id) {
                if let newValue {
                    precondition(newValue.id == id, Self.identityChangeMessage(from: id, to: newValue.id))
                    _elements[offset] = newValue
                } else {
                    _ = remove(at: offset)
                }
            } else if let newValue {
                precondition(newValue.id == id, Self.identityChangeMessage(from: id, to: newValue.id))
                append(newValue)
            }
        }
    }

    @usableFromInline
    static func identityChangeMessage(from old: ID, to new: ID) -> String {
        "IdentifiedArray: an element stored under id \(old) was given id \(new) through subscript(id:); ids are identity and cannot change"
    }
}

/// Issues the epochs that tell reducers an array's membership may have shrunk.
@usableFromInline
enum IdentifiedArrayEpoch {
    static let counter = Atomic<Int>(0)

    @usableFromInline
    static func next() -> Int {
        counter.add(1, ordering: .relaxed).newValue
    }
}

/// The common spelling for an identified array of `Element`.
public typealias IdentifiedArrayOf<Element: Identifiable & Sendable> = IdentifiedArray<Element>
where Element.ID: Sendable

extension IdentifiedArray {
    /// The trap message for an identity change, exposed so tests can pin its wording.
    public static func identityChangeMessageForTesting(from old: ID, to new: ID) -> String {
        identityChangeMessage(from: old, to: new)
    }
}
