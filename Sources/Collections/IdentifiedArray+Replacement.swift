// Replacing and removing elements by position or by value, with swift-identified-collections'
// names and meanings.

extension IdentifiedArray {
    /// Replaces the element at `offset` by `element`, which must have the same id.
    /// - Returns: the element replaced.
    /// - Complexity: O(log(n / 1,024)), O(1) in identity order.
    /// - Precondition: `element` has the id of the element it replaces; otherwise a trap names both.
    @discardableResult
    public mutating func update(_ element: Element, at offset: Int) -> Element {
        precondition(offset >= 0 && offset < count, "IdentifiedArray.update(_:at:): offset \(offset) out of 0..<\(count)")
        let slot = _order.slot(at: offset)
        let old = _elements[slot]
        precondition(_id(old) == _id(element), Self.identityChangeMessage(from: _id(old), to: _id(element)))
        _elements[slot] = element
        return old
    }

    /// Replaces the element with `element`'s id in place (keeping its position), or inserts
    /// `element` at `offset` when its id is absent.
    /// - Returns: the element replaced (nil when inserted), and the offset of `element`.
    /// - Complexity: replacing, O(1) expected; inserting, as ``insert(_:at:)``.
    @discardableResult
    public mutating func updateOrInsert(_ element: Element, at offset: Int) -> (originalMember: Element?, index: Int) {
        if let slot = slot(id: _id(element)) {
            let old = _elements[slot]
            _elements[slot] = element
            return (old, self.offset(ofSlot: slot))
        }
        return (nil, insert(element, at: offset).index)
    }

    /// Removes the element with `element`'s id, whatever its other fields.
    /// - Returns: the element removed, or nil when no element has that id.
    /// - Complexity: as ``remove(id:)``.
    @discardableResult
    public mutating func remove(_ element: Element) -> Element? {
        remove(id: _id(element))
    }

    /// Removes and returns the first element. O(runs) or O(1,024 + n / 1,024) as the order is
    /// kept, like ``remove(at:)``.
    /// - Precondition: the array is not empty.
    @discardableResult
    public mutating func removeFirst() -> Element {
        precondition(!isEmpty, "IdentifiedArray.removeFirst: the array is empty")
        return remove(at: 0)
    }

    /// Removes and returns the last element. O(1) in identity order, else as ``remove(at:)``.
    /// - Precondition: the array is not empty.
    @discardableResult
    public mutating func removeLast() -> Element {
        precondition(!isEmpty, "IdentifiedArray.removeLast: the array is empty")
        return remove(at: count - 1)
    }

    /// Removes the first `k` elements. O(n).
    /// - Precondition: `0 <= k <= count`.
    public mutating func removeFirst(_ k: Int) {
        precondition(k >= 0 && k <= count, "IdentifiedArray.removeFirst: \(k) of \(count) elements")
        remove(atOffsets: 0..<k)
    }

    /// Removes the last `k` elements. O(k) in identity order, else O(n).
    /// - Precondition: `0 <= k <= count`.
    public mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "IdentifiedArray.removeLast: \(k) of \(count) elements")
        if isOrderMaterialized {
            remove(atOffsets: (count - k)..<count)
        } else {
            for _ in 0..<k { removeLast() }
        }
    }
}

extension IdentifiedArray: MutableCollection {
    /// The element at `position`. Setting an element whose id stands elsewhere puts that
    /// element (with the new value) at `position` and the one that stood there where it was;
    /// setting one with a new id replaces the element at `position`. Ids stay unique either way.
    /// Reading: O(log(n / 1,024)), O(1) in identity order. Setting: O(1) expected for the same
    /// id at the same place; else as ``swapAt(_:_:)``, or ``remove(at:)`` and ``insert(_:at:)``.
    @inlinable
    public subscript(position: Int) -> Element {
        get { _elements[_order.slot(at: position)] }
        set { setElement(newValue, at: position) }
    }

    @usableFromInline
    mutating func setElement(_ element: Element, at position: Int) {
        precondition(position >= 0 && position < count, "IdentifiedArray: offset \(position) out of 0..<\(count)")
        if let slot = slot(id: _id(element)) {
            _elements[slot] = element
            let current = offset(ofSlot: slot)
            if current != position { swapAt(current, position) }
        } else {
            remove(at: position)
            insert(element, at: position)
        }
    }

    /// Exchanges the elements at `i` and `j`: two moves of one element, so O(runs) or
    /// O(1,024 + n / 1,024) as the order is kept (``SlotOrder``); no id is hashed.
    public mutating func swapAt(_ i: Int, _ j: Int) {
        precondition(i >= 0 && i < count && j >= 0 && j < count, "IdentifiedArray.swapAt: offsets \(i), \(j) out of 0..<\(count)")
        guard i != j else { return }
        let (low, high) = (Swift.min(i, j), Swift.max(i, j))
        move(from: high, to: low)
        move(from: low + 1, to: high)
    }
}
