extension IdentifiedArray {
    /// Mutates the element with `id` in place and returns `body`'s result, or nil when no element
    /// has that id. O(1) expected, no copy of the element or the array (when uniquely referenced).
    /// - Precondition: `body` keeps the element's id; changing it traps naming both ids.
    @inlinable
    @discardableResult
    public mutating func modify<Result>(id: ID, _ body: (inout Element) throws -> Result) rethrows -> Result? {
        try modify(id: id, reading: _id, body)
    }

    /// ``modify(id:_:)``, ids read with `read`.
    @inlinable
    mutating func modify<Result>(
        id: ID, reading read: (Element) -> ID, _ body: (inout Element) throws -> Result
    ) rethrows -> Result? {
        guard let slot = slot(id: id, reading: read) else { return nil }
        let result = try body(&_elements[slot])
        let newID = read(_elements[slot])
        precondition(newID == id, Self.identityChangeMessage(from: id, to: newID))
        return result
    }

    /// Appends `element` unless its id is present, in which case nothing changes.
    /// - Returns: whether it was inserted, and the offset of the element with that id.
    /// - Complexity: O(1) amortized.
    @inlinable
    @discardableResult
    public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
        guard let slot = addSlot(element) else { return (false, index(id: _id(element))!) }
        _order.append(slot)
        _order.settle()
        return (true, slot)
    }

    /// Appends each element whose id is not present yet. O(m) amortized for m elements.
    public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }

    /// Inserts `element` at `offset` unless its id is present, in which case nothing moves.
    /// - Returns: whether it was inserted, and the offset of the element with that id.
    /// - Complexity: at the end, as ``append(_:)``; before it, O(runs) or O(1,024 + n / 1,024)
    ///   as the order is kept (``SlotOrder``).
    @discardableResult
    public mutating func insert(_ element: Element, at offset: Int) -> (inserted: Bool, index: Int) {
        precondition(offset >= 0 && offset <= count, "IdentifiedArray.insert: offset \(offset) out of 0...\(count)")
        guard offset < count else { return append(element) }
        guard !contains(id: _id(element)) else { return (false, index(id: _id(element))!) }
        let slot = addSlot(element)!
        _order.insert(slot, at: offset)
        _order.settle()
        return (true, offset)
    }

    /// Replaces the element with the same id in place (keeping its position), or appends it.
    /// - Returns: the replaced element, or nil when it was appended.
    /// - Complexity: O(1) amortized.
    @inlinable
    @discardableResult
    public mutating func updateOrAppend(_ element: Element) -> Element? {
        updateOrAppend(element, reading: _id)
    }

    /// ``updateOrAppend(_:)``, ids read with `read`.
    @inlinable
    mutating func updateOrAppend(_ element: Element, reading read: (Element) -> ID) -> Element? {
        if let slot = slot(id: read(element), reading: read) {
            let old = _elements[slot]
            _elements[slot] = element
            return old
        }
        append(element)
        return nil
    }

    /// Removes and returns the element with `id`, or nil when absent. As ``remove(at:)``.
    @discardableResult
    public mutating func remove(id: ID) -> Element? {
        guard let offset = index(id: id) else { return nil }
        return remove(at: offset)
    }

    /// Removes and returns the element at `offset`: the last one in identity order, O(1); any
    /// other, O(runs) or O(1,024 + n / 1,024) as the order is kept (``SlotOrder``). The last
    /// slot's element fills the hole, so slots no longer follow the order.
    @discardableResult
    public mutating func remove(at offset: Int) -> Element {
        precondition(offset >= 0 && offset < count, "IdentifiedArray.remove(at:): offset \(offset) out of 0..<\(count)")
        markRemoval()
        let slot = _order.remove(at: offset, count: count)
        let removed = removeSlot(slot)
        if _elements.isEmpty { _order.forget() } else { _order.settle() }
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
        for (offset, element) in enumerated() where !doomed.contains(offset) {
            keptElements.append(element)
        }
        replaceStorage(with: keptElements)
    }

    /// Removes every element for which `shouldRemove` is true, keeping the others' order. O(n).
    public mutating func removeAll(where shouldRemove: (Element) throws -> Bool) rethrows {
        var keptElements: [Element] = []
        keptElements.reserveCapacity(count)
        for element in self where try !shouldRemove(element) {
            keptElements.append(element)
        }
        guard keptElements.count != count else { return }
        replaceStorage(with: keptElements)
    }

    /// Removes every element. O(n).
    public mutating func removeAll() {
        self = IdentifiedArray(readingIDsWith: _id)
    }

    /// The elements that satisfy `isIncluded`, in order, as an identified array. O(n).
    public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> IdentifiedArray {
        var result = self
        try result.removeAll { try !isIncluded($0) }
        return result
    }

    /// Stores `element` in a new slot unless its id is present (then nil, nothing changes);
    /// the caller places the slot in the order. One hash of the id. O(1) amortized.
    @inlinable
    mutating func addSlot(_ element: Element) -> Int? {
        let slot = _elements.count
        precondition(slot < Int(Int32.max), "IdentifiedArray: more than \(Int32.max) elements")
        guard _table.insertIfAbsent(_id(element), elements: _elements, id: _id) == nil else { return nil }
        _elements.append(element)
        return slot
    }

    /// Forgets the element in `slot` (already out of the order, or the last slot in identity
    /// order), moving the last slot's element into the hole so storage stays dense; the order
    /// learns of the move. O(1) expected, O(runs) while the order is kept as runs.
    @usableFromInline
    mutating func removeSlot(_ slot: Int) -> Element {
        _table.remove(_id(_elements[slot]), slot: slot, elements: _elements, id: _id)
        let last = _elements.count - 1
        if slot != last {
            _table.relocate(_id(_elements[last]), from: last, to: slot)
            _elements.swapAt(slot, last)
        }
        _order.storageRemoved(slot, lastSlot: last)
        return _elements.removeLast()
    }

    /// Swaps in new storage (same ids, possibly fewer, any order) in list order, and rebuilds
    /// the table; the order is then the identity. O(n).
    @usableFromInline
    mutating func replaceStorage(with elements: [Element]) {
        let shrank = elements.count < _elements.count
        _elements = elements
        _table.rebuild(elements: _elements, id: _id)
        _order.forget()
        if shrank { markRemoval() }
    }
}
