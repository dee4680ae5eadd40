// The initializers swift-identified-collections has beside `init(uniqueElements:)`, with its
// names and meanings.

extension IdentifiedArray {
    /// Creates an array from elements the caller knows to have unique ids, without checking
    /// them one by one: the storage is taken whole and the id table built in one pass. O(n).
    /// - Precondition: no two elements share an id (checked only by a debug build's assertion;
    ///   a release build with duplicates finds only the first of them by id).
    public init<S: Sequence>(uncheckedUniqueElements elements: S) where S.Element == Element {
        self.init()
        let all = Array(elements)
        guard !all.isEmpty else { return }
        replaceStorage(with: all)
        assert(Set(all.lazy.map(\.id)).count == all.count,
               "IdentifiedArray(uncheckedUniqueElements:): the elements' ids are not unique")
    }

    /// Creates an array from `elements`, combining those that share an id: the first keeps its
    /// place and becomes `combine(first, later)` for each later one.
    /// O(n) expected, plus `combine`'s calls.
    public init<S: Sequence>(
        _ elements: S, uniquingIDsWith combine: (Element, Element) throws -> Element
    ) rethrows where S.Element == Element {
        self.init()
        reserveCapacity(elements.underestimatedCount)
        for element in elements {
            if let slot = slot(id: element.id) {
                let combined = try combine(_elements[slot], element)
                precondition(combined.id == element.id, Self.identityChangeMessage(from: element.id, to: combined.id))
                _elements[slot] = combined
            } else {
                append(element)
            }
        }
    }

    /// A copy of `elements` (an identified array is a value: this shares its storage until one
    /// of them changes). O(1).
    public init(_ elements: Self) {
        self = elements
    }

    /// An array of a slice's elements, in order; their ids are unique already. O(slice count).
    public init(_ elements: SubSequence) {
        self.init(uncheckedUniqueElements: elements)
    }
}
