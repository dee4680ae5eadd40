extension IdentifiedArray {
    /// Moves the elements at `source` to before the element that was at `destination`, with
    /// SwiftUI `onMove` semantics: `[1,2,3]` moving offsets `{0,2}` to `2` gives `[2,1,3]`.
    /// No element is created or destroyed. One element moves through ``move(from:to:)``;
    /// several cost O(n).
    public mutating func move<S: Sequence>(fromOffsets source: S, toOffset destination: Int) where S.Element == Int {
        let moving = Set(source)
        guard !moving.isEmpty else { return }
        precondition(destination >= 0 && destination <= count, "IdentifiedArray.move: destination \(destination) out of 0...\(count)")
        if moving.count == 1, let single = moving.first {
            precondition(single >= 0 && single < count, "IdentifiedArray.move: offset \(single) out of 0..<\(count)")
            let target = destination > single ? destination - 1 : destination
            if target != single { move(from: single, to: target) }
            return
        }
        for offset in moving {
            precondition(offset >= 0 && offset < count, "IdentifiedArray.move: offset \(offset) out of 0..<\(count)")
        }
        var before: [Int] = []
        var moved: [Int] = []
        var after: [Int] = []
        for offset in 0..<count {
            if moving.contains(offset) { moved.append(offset) }
            else if offset < destination { before.append(offset) }
            else { after.append(offset) }
        }
        permute(by: before + moved + after)
    }

    /// Moves one element from `source` to `destination` (its final offset).
    /// O(runs) while a few edits keep the order as runs (``SlotOrder``), else
    /// O(1,024 + n / 1,024): no other element moves in storage and no id is hashed.
    public mutating func move(from source: Int, to destination: Int) {
        precondition(source >= 0 && source < count && destination >= 0 && destination < count,
                     "IdentifiedArray.move(from:to:): offsets \(source), \(destination) out of 0..<\(count)")
        guard source != destination else { return }
        _order.move(from: source, to: destination, count: count)
        _order.settle()
    }

    /// Sorts in place (stable: equal elements keep their relative order); the order is then
    /// the identity. O(n log n).
    public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        var slots = _order.slotsInOrder(count: count)
        // The standard library's sort is documented stable.
        try slots.sort { try areInIncreasingOrder(_elements[Int($0)], _elements[Int($1)]) }
        replaceStorage(with: slots.map { _elements[Int($0)] })
    }

    /// Reorders so that the element at offset `newOrder[k]` ends at offset k; the order is
    /// then the identity. O(n), no hashing of elements beyond rebuilding the id table.
    /// - Precondition: `newOrder` is a permutation of `0..<count`.
    public mutating func permute(by newOrder: [Int]) {
        precondition(newOrder.count == count, "IdentifiedArray.permute: \(newOrder.count) offsets for \(count) elements")
        guard isOrderMaterialized else { return replaceStorage(with: newOrder.map { _elements[$0] }) }
        let slots = _order.slotsInOrder(count: count)
        replaceStorage(with: newOrder.map { _elements[Int(slots[$0])] })
    }
}
