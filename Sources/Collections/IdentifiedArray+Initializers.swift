// The initializers swift-identified-collections has beside `init(uniqueElements:)`, with its
// names and meanings: by key path (any element) and by `Identifiable`.

extension IdentifiedArray {
    /// Creates an array from elements whose ids (at `id`) the caller knows to be unique,
    /// without checking them one by one: the storage is taken whole and the id table built in
    /// one pass. O(n).
    /// - Precondition: no two elements share an id (checked only by a debug build's assertion;
    ///   a release build with duplicates finds only one of them by id).
    public init<S: Sequence>(uncheckedUniqueElements elements: S, id: KeyPath<Element, ID> & Sendable)
    where S.Element == Element {
        self.init(id: id)
        takeUncheckedUnique(elements)
    }

    /// Creates an array from `elements` whose ids are at `id`, combining those that share an
    /// id: the first keeps its place and becomes `combine(first, later)` for each later one.
    /// O(n) expected, plus `combine`'s calls.
    public init<S: Sequence>(
        _ elements: S, id: KeyPath<Element, ID> & Sendable,
        uniquingIDsWith combine: (Element, Element) throws -> Element
    ) rethrows where S.Element == Element {
        self.init(id: id)
        try appendCombining(elements, combine)
    }

    /// A copy of `elements` (an identified array is a value: this shares its storage until one
    /// of them changes). O(1).
    public init(_ elements: Self) {
        self = elements
    }

    /// An array of a slice's elements, in order; their ids are unique already. O(slice count).
    public init(_ elements: Slice<IdentifiedArray>) {
        self.init(readingIDsWith: elements.base._id)
        takeUncheckedUnique(elements)
    }

    /// Takes `elements` as the whole storage, in order. O(n).
    mutating func takeUncheckedUnique<S: Sequence>(_ elements: S) where S.Element == Element {
        let all = Array(elements)
        guard !all.isEmpty else { return }
        replaceStorage(with: all)
        assert(Set(all.lazy.map(_id)).count == all.count, "IdentifiedArray(uncheckedUniqueElements:): the ids are not unique")
    }

    /// Appends each element, or combines it into the one with its id. O(m) expected.
    mutating func appendCombining<S: Sequence>(
        _ elements: S, _ combine: (Element, Element) throws -> Element
    ) rethrows where S.Element == Element {
        reserveCapacity(elements.underestimatedCount)
        for element in elements {
            if let slot = slot(id: _id(element)) {
                let combined = try combine(_elements[slot], element)
                precondition(_id(combined) == _id(element), Self.identityChangeMessage(from: _id(element), to: _id(combined)))
                _elements[slot] = combined
            } else {
                append(element)
            }
        }
    }
}

extension IdentifiedArray where Element: Identifiable, Element.ID == ID {
    /// Creates an array from elements the caller knows to have unique ids, without checking
    /// them one by one. O(n).
    /// - Precondition: as ``init(uncheckedUniqueElements:id:)``.
    public init<S: Sequence>(uncheckedUniqueElements elements: S) where S.Element == Element {
        self.init()
        takeUncheckedUnique(elements)
    }

    /// Creates an array from `elements`, combining those that share an id: the first keeps its
    /// place and becomes `combine(first, later)` for each later one.
    /// O(n) expected, plus `combine`'s calls.
    public init<S: Sequence>(
        _ elements: S, uniquingIDsWith combine: (Element, Element) throws -> Element
    ) rethrows where S.Element == Element {
        self.init()
        try appendCombining(elements, combine)
    }
}
