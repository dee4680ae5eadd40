// The lookups of an array of `Identifiable` elements read `.id` directly. The same members on
// any identified array call the stored id reader, a closure the compiler cannot see into: for a
// `String` id that cost a lookup about 20 ns (a copy of the id and a call), a third of it.
// Overload resolution picks these wherever the elements are known to be `Identifiable`.

extension IdentifiedArray where Element: Identifiable, Element.ID == ID {
    /// The offset of the element with `id`, or nil. O(1) expected.
    @inlinable
    public func index(id: ID) -> Int? {
        slot(id: id, reading: { $0.id }).map(offset(ofSlot:))
    }

    /// Whether an element with `id` is present. O(1) expected.
    @inlinable
    public func contains(id: ID) -> Bool {
        slot(id: id, reading: { $0.id }) != nil
    }

    /// The element with `id`, or nil; setting as the general `subscript(id:)`. Complexity as it.
    @inlinable
    public subscript(id id: ID) -> Element? {
        get { element(id: id, reading: { $0.id }) }
        set { setElement(newValue, id: id, reading: { $0.id }) }
    }

    /// Mutates the element with `id` in place, as the general `modify(id:_:)`. O(1) expected.
    @inlinable
    @discardableResult
    public mutating func modify<Result>(id: ID, _ body: (inout Element) throws -> Result) rethrows -> Result? {
        try modify(id: id, reading: { $0.id }, body)
    }

    /// Replaces in place or appends, as the general `updateOrAppend(_:)`. O(1) amortized.
    @inlinable
    @discardableResult
    public mutating func updateOrAppend(_ element: Element) -> Element? {
        updateOrAppend(element, reading: { $0.id })
    }
}
