import Synchronization

/// An ordered collection of uniquely identified elements with O(1) lookup by id.
///
/// Order is insertion order and is domain data: only ``move(fromOffsets:toOffset:)``, ``sort(by:)``
/// and explicit inserts change it. Ids are unique; operations that would duplicate one are no-ops
/// (``append(_:)``) or traps with a message naming the id (construction).
///
/// Elements live in storage slots that never move while the list is reordered, and a
/// ``SlotTable`` maps ids to slots. While every element stands at the offset of its slot (after
/// building, appending, changing elements in place, removing the last one, and after any
/// operation that rebuilds the storage: sorting, permuting, moving several, filtering,
/// removing several), the order is that identity and nothing else is kept for it. An
/// operation that breaks it (inserting before the end, moving one element, removing any but
/// the last) keeps the order as runs of consecutive slots, 16 bytes a run, while they are
/// fewer than n / 128; past that, as a ``ChunkedArray`` of slots and each slot's 4-byte place
/// in it, 8 bytes an element (``SlotOrder``). So:
/// - mutating one element in place (`array.modify(id:)`) is O(1) and copies nothing else;
/// - `index(id:)` and `self[offset]` are O(1) in identity order, O(log runs) with runs, and
///   O(1) and O(log(n / 1024)) with chunks;
/// - removing, inserting or moving one element is O(runs) with runs, and
///   O(1,024 + n / 1,024) with chunks (about 2,000 small steps at a million elements) instead
///   of shifting half the list; plus O(n) once when the runs go to chunks.
///
/// Its elements' ids are read by `Identifiable` (``IdentifiedArrayOf``) or by a key path given
/// at construction, as in swift-identified-collections' `IdentifiedArray<ID, Element>`.
public struct IdentifiedArray<ID: Hashable & Sendable, Element: Sendable>: Sendable {
    /// Reads an element's id: `\.id` of an `Identifiable` element, or the key path the array
    /// was made with. O(1) for a stored or cheap computed id.
    @usableFromInline let _id: @Sendable (Element) -> ID
    /// Elements by slot (dense; a removal fills its hole with the last slot's element). The
    /// table finds a slot by comparing its element's own id: no second array of ids is kept.
    @usableFromInline var _elements: [Element] = []
    /// Id to slot.
    @usableFromInline var _table = SlotTable(minimumCapacity: 0)
    /// Slots in list order: nothing while the order is the identity, then runs, then chunks
    /// (see ``SlotOrder``).
    @usableFromInline var _order = SlotOrder()
    /// Changes whenever an element may have been removed; see ``membershipEpoch``.
    @usableFromInline var _epoch: Int

    /// Creates an empty array reading ids with `id`. O(1).
    @usableFromInline
    init(readingIDsWith id: @escaping @Sendable (Element) -> ID) {
        _id = id
        _epoch = IdentifiedArrayEpoch.next()
    }

    /// Creates an empty array whose elements' ids are at `id`. O(1).
    public init(id: KeyPath<Element, ID> & Sendable) {
        self.init(readingIDsWith: { $0[keyPath: id] })
    }

    /// Creates an array from elements whose ids (at `id`) are unique. O(n).
    /// - Precondition: no two elements share an id; a duplicate traps naming it.
    public init<S: Sequence>(uniqueElements elements: S, id: KeyPath<Element, ID> & Sendable) where S.Element == Element {
        self.init(id: id)
        appendUnique(elements)
    }

    /// Appends `elements`, trapping at the first id already present. O(m) amortized.
    @inlinable
    mutating func appendUnique<S: Sequence>(_ elements: S, minimumCapacity: Int = 0) where S.Element == Element {
        reserveCapacity(Swift.max(minimumCapacity, elements.underestimatedCount))
        for element in elements {
            let inserted = append(element).inserted
            precondition(inserted, "IdentifiedArray: duplicate id \(_id(element)) at construction")
        }
    }

    /// Makes room for `capacity` elements without regrowing. O(capacity).
    @inlinable
    public mutating func reserveCapacity(_ capacity: Int) {
        _elements.reserveCapacity(capacity)
        _order.reserveCapacity(capacity)
        if capacity * 4 > _table.buckets.count * 3 {
            _table.rebuild(elements: _elements, id: _id, capacityFor: capacity)
        }
    }

    /// An identifier that changes whenever an element may have left this array (removal,
    /// filtering, replacement by another array), and stays the same across appends, inserts,
    /// in-place updates, moves and sorts. Reducers compare it before and after a change to learn
    /// cheaply whether anything was removed. O(1).
    public var membershipEpoch: Int { _epoch }

    @usableFromInline
    mutating func markRemoval() { _epoch = IdentifiedArrayEpoch.next() }

    /// Whether an order is kept (as runs or as slots), because some operation put an element
    /// somewhere other than at its slot's offset. False in identity order, where nothing is
    /// kept for the order; an empty array is always in identity order. O(1).
    @inlinable
    var isOrderMaterialized: Bool { !_order.isIdentity }

    /// Whether the order is kept slot by slot (past ``SlotOrder/runLimit(forCount:)`` runs). O(1).
    var isOrderChunked: Bool { _order.isChunked }

    /// How many runs the order is kept as, or nil in identity order or slot by slot. O(1).
    var orderRunCount: Int? { _order.runs.isEmpty ? nil : _order.runs.runCount }

    /// The bytes the order's storage can hold (its runs, or its chunks, their bookkeeping and
    /// the slots' locations, by capacity): 0 in identity order. O(n / 1,024). For tests and
    /// measurements.
    var orderStorageBytes: Int { _order.allocatedBytes }

    /// The ids in order, as swift-identified-collections' `OrderedSet<ID>`: a view over this
    /// array's storage and slot table, made in O(1) without copying an id. `contains` and
    /// `firstIndex(of:)` are the array's O(1) lookup by id, `ids[offset]` its offset subscript,
    /// and iterating reads the ids in order by batches, O(1) each (see ``OrderedSet``).
    @inlinable
    public var ids: OrderedSet<ID> { OrderedSet(viewing: IdentifiedArrayIDs(array: self)) }

    /// The elements in order, as a plain array. O(n), or O(1) in identity order (the storage
    /// itself, shared): prefer iterating the array itself, or ``forEachInPlace(_:)`` to read
    /// every element without copying it.
    public var elements: [Element] {
        guard isOrderMaterialized else { return _elements }
        var elements: [Element] = []
        elements.reserveCapacity(count)
        forEachInPlace { elements.append(copy $0) }
        return elements
    }

    /// Calls `body` with every element in order, without copying the elements. O(n).
    @inlinable
    public func forEachInPlace(_ body: (borrowing Element) throws -> Void) rethrows {
        try _elements.withUnsafeBufferPointer { buffer in
            try _order.forEachSlot(in: 0..<buffer.count) { slot in try body(buffer[slot]) }
        }
    }

    /// Calls `body` with the elements at `offsets`, in order, without copying them.
    /// O(log(n / 1,024) + offsets.count), O(offsets.count) in identity order.
    @inlinable
    public func forEachInPlace(in offsets: Range<Int>, _ body: (borrowing Element) throws -> Void) rethrows {
        precondition(offsets.lowerBound >= 0 && offsets.upperBound <= count,
                     "IdentifiedArray.forEachInPlace(in:): \(offsets) out of 0..<\(count)")
        try _elements.withUnsafeBufferPointer { buffer in
            try _order.forEachSlot(in: offsets) { slot in try body(buffer[slot]) }
        }
    }

    /// Calls `body` with the elements' storage, in no particular order (not list order). O(1).
    /// For whole-list questions where order does not matter (which tags are used, buffer checks).
    @inlinable
    public func withUnsafeStorage<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try _elements.withUnsafeBufferPointer(body)
    }

    /// The slot of `id`, or nil. O(1) expected.
    @inlinable
    func slot(id: ID) -> Int? {
        slot(id: id, reading: _id)
    }

    /// The slot of `id`, reading elements' ids with `read` (the stored reader, or `\.id` written
    /// out where the compiler can inline it: see IdentifiedArray+Identifiable.swift). O(1) expected.
    @inlinable
    func slot(id: ID, reading read: (Element) -> ID) -> Int? {
        _table.slot(of: id, in: _elements, id: read)
    }

    /// The offset in list order of the element in `slot`. O(1).
    @inlinable
    func offset(ofSlot slot: Int) -> Int {
        _order.offset(ofSlot: slot)
    }

    /// The offset of the element with `id`, or nil. O(1) expected.
    @inlinable
    public func index(id: ID) -> Int? {
        slot(id: id).map(offset(ofSlot:))
    }

    /// Whether an element with `id` is present. O(1) expected.
    @inlinable
    public func contains(id: ID) -> Bool {
        slot(id: id) != nil
    }

    /// The element with `id`, or nil. Setting nil removes it (O(1,024 + n / 1,024)); setting a
    /// value for a present id replaces it in place (O(1)); setting one for an absent id appends
    /// it (O(1) amortized). For hot paths prefer ``modify(id:_:)``, which mutates in place
    /// without a temporary copy.
    /// - Precondition: a new value keeps the id it is stored under; changing it traps naming
    ///   both ids.
    @inlinable
    public subscript(id id: ID) -> Element? {
        get { element(id: id, reading: _id) }
        set { setElement(newValue, id: id, reading: _id) }
    }

    /// The element with `id`, ids read with `read`. O(1) expected.
    @inlinable
    func element(id: ID, reading read: (Element) -> ID) -> Element? {
        guard let slot = slot(id: id, reading: read) else { return nil }
        return _elements[slot]
    }

    /// `self[id: id] = newValue`, ids read with `read`.
    @inlinable
    mutating func setElement(_ newValue: Element?, id: ID, reading read: (Element) -> ID) {
        if let slot = slot(id: id, reading: read) {
            if let newValue {
                precondition(read(newValue) == id, Self.identityChangeMessage(from: id, to: read(newValue)))
                _elements[slot] = newValue
            } else {
                _ = remove(at: offset(ofSlot: slot))
            }
        } else if let newValue {
            precondition(read(newValue) == id, Self.identityChangeMessage(from: id, to: read(newValue)))
            append(newValue)
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

/// An identified array of `Identifiable` elements, ids read by `\.id`; the same type, with the
/// same complexities.
public typealias IdentifiedArrayOf<Element: Identifiable & Sendable> = IdentifiedArray<Element.ID, Element>
where Element.ID: Sendable

extension IdentifiedArray where Element: Identifiable, Element.ID == ID {
    /// Creates an empty array. O(1).
    @inlinable
    public init() {
        self.init(readingIDsWith: { $0.id })
    }

    /// Creates an array from elements whose ids are unique, with room for at least
    /// `minimumCapacity` elements. O(n + minimumCapacity).
    /// - Precondition: no two elements share an id; a duplicate traps naming it.
    @inlinable
    public init<S: Sequence>(uniqueElements elements: S, minimumCapacity: Int = 0) where S.Element == Element {
        self.init()
        appendUnique(elements, minimumCapacity: minimumCapacity)
    }
}

extension IdentifiedArray {
    /// The trap message for an identity change, exposed so tests can pin its wording.
    /// O(length of the ids' descriptions).
    public static func identityChangeMessageForTesting(from old: ID, to new: ID) -> String {
        identityChangeMessage(from: old, to: new)
    }
}
