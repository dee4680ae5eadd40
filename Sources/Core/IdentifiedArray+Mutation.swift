extension IdentifiedArray {
    /// Mutates the element with `id` in place and returns `body`'s result, or nil when no element
    /// has that id. O(1) expected, no copy of the element or the array (when uniquely referenced).
    /// - Precondition: `body` keeps the element's id; changing it traps naming both ids.
    @inlinable
    @discardableResult
    public mutating func modify<Result>(id: ID, _ body: (inout Element) throws -> Result) rethrows -> Result? {
        guard let offset = index(id: id) else { return nil }
        let result = try body(&_elements[offset])
        let newID = _elements[offset].id
        precondition(newID == id, Self.identityChangeMessage(from: id, to: newID))
        return result
    }

    /// Appends `element` unless its id is present, in which case nothing changes.
    /// - Returns: whether it was inserted, and the offset of the element with that id.
    /// - Complexity: O(1) amortized.
    @inlinable
    @discardableResult
    public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
        if let existing = index(id: element.id) { return (false, existing) }
        let offset = _ids.count
        _ids.append(element.id)
        _elements.append(element)
        _table.insert(element.id, offset: offset, count: offset, ids: _ids)
        return (true, offset)
    }

    /// Appends each element whose id is not present yet. O(m) amortized for m elements.
    public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }

    /// Inserts `element` at `offset` unless its id is present, in which case nothing moves.
    /// - Returns: whether it was inserted, and the offset of the element with that id.
    /// - Complexity: O(n) (later offsets shift).
    @discardableResult
    public mutating func insert(_ element: Element, at offset: Int) -> (inserted: Bool, index: Int) {
        precondition(offset >= 0 && offset <= count, "IdentifiedArray.insert: offset \(offset) out of 0...\(count)")
        if let existing = index(id: element.id) { return (false, existing) }
        _table.renumber { $0 >= offset ? $0 + 1 : $0 }
        _ids.insert(element.id, at: offset)
        _elements.insert(element, at: offset)
        _table.insert(element.id, offset: offset, count: _ids.count - 1, ids: _ids)
        return (true, offset)
    }

    /// Replaces the element with the same id in place (keeping its position), or appends it.
    /// - Returns: the replaced element, or nil when it was appended.
    /// - Complexity: O(1) amortized.
    @inlinable
    @discardableResult
    public mutating func updateOrAppend(_ element: Element) -> Element? {
        if let offset = index(id: element.id) {
            let old = _elements[offset]
            _elements[offset] = element
            return old
        }
        append(element)
        return nil
    }

    /// Removes and returns the element with `id`, or nil when absent. O(n) (later offsets shift).
    @discardableResult
    public mutating func remove(id: ID) -> Element? {
        guard let offset = index(id: id) else { return nil }
        return remove(at: offset)
    }

    /// Removes and returns the element at `offset`. O(n).
    @discardableResult
    public mutating func remove(at offset: Int) -> Element {
        precondition(offset >= 0 && offset < count, "IdentifiedArray.remove(at:): offset \(offset) out of 0..<\(count)")
        _table.remove(_ids[offset], offset: offset, ids: _ids)
        _ids.remove(at: offset)
        let removed = _elements.remove(at: offset)
        _table.renumber { $0 > offset ? $0 - 1 : $0 }
        markRemoval()
        return removed
    }

    /// Removes the elements at `offsets` (any order, duplicates ignored). O(n).
    public mutating func remove<S: Sequence>(atOffsets offsets: S) where S.Element == Int {
        let doomed = Set(offsets)
        guard !doomed.isEmpty else { return }
        for offset in doomed {
            precondition(offset >= 0 && offset < count, "IdentifiedArray.remove(atOffsets:): offset \(offset) out of 0..<\(count)")
        }
        var keptElements: [Element] = []
        keptElements.reserveCapacity(count)
        for (offset, element) in _elements.enumerated() where !doomed.contains(offset) {
            keptElements.append(element)
        }
        replaceStorage(with: keptElements)
    }

    /// Removes every element for which `shouldRemove` is true, keeping the others' order. O(n).
    public mutating func removeAll(where shouldRemove: (Element) throws -> Bool) rethrows {
        var keptElements: [Element] = []
        keptElements.reserveCapacity(count)
        for element in _elements where try !shouldRemove(element) {
            keptElements.append(element)
        }
        guard keptElements.count != count else { return }
        replaceStorage(with: keptElements)
    }

    /// Removes every element. O(n).
    public mutating func removeAll() {
        self = IdentifiedArray()
    }

    /// The elements that satisfy `isIncluded`, in order, as an identified array. O(n).
    public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> IdentifiedArray {
        var result = self
        try result.removeAll { try !isIncluded($0) }
        return result
    }

    /// Swaps in new storage (same ids, possibly fewer, any order) and rebuilds the table. O(n).
    @usableFromInline
    mutating func replaceStorage(with elements: [Element]) {
        let shrank = elements.count < _elements.count
        _elements = elements
        _ids = elements.map(\.id)
        _table.rebuild(ids: _ids)
        if shrank { markRemoval() }
    }
}
