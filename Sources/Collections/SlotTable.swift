/// An open-addressing hash table from an id to its slot in an ``IdentifiedArray``'s storage.
///
/// It stores only slots (never ids), probing linearly and comparing against the ids of the
/// elements the caller passes in (each element knows its id, so no array of ids is kept: 16
/// bytes an element for string ids). Slots do not change when the list is reordered, so moves never touch it.
@usableFromInline
struct SlotTable: Sendable {
    /// Bucket contents: `slot + 1`, or 0 for an empty bucket. 32 bits: a table is sized at
    /// least 4/3 of the elements, so 8-byte buckets cost 2 MB per 100k elements; 4 bytes halve it.
    @usableFromInline var buckets: [UInt32]
    @usableFromInline var mask: Int

    @inlinable
    init(minimumCapacity: Int) {
        var size = 8
        while size < minimumCapacity * 4 / 3 + 1 { size <<= 1 }
        buckets = Array(repeating: 0, count: size)
        mask = size - 1
    }

    @inlinable
    static func bucket<ID: Hashable>(for id: ID, mask: Int) -> Int {
        id.hashValue & mask
    }

    /// The slot of `id`, or nil. O(1) expected.
    @inlinable
    func slot<Element: Identifiable>(of id: Element.ID, in elements: [Element]) -> Int? {
        var index = Self.bucket(for: id, mask: mask)
        while true {
            let stored = buckets[index]
            if stored == 0 { return nil }
            if elements[Int(stored) - 1].id == id { return Int(stored) - 1 }
            index = (index + 1) & mask
        }
    }

    /// Records `id` at slot `elements.count` (the slot the caller is about to fill) unless it is
    /// present, with one hash of the id; returns the slot it already had, or nil when it was
    /// recorded. Grows when 3/4 full. O(1) amortized.
    @inlinable
    mutating func insertIfAbsent<Element: Identifiable>(_ id: Element.ID, elements: [Element]) -> Int? {
        let slot = elements.count
        if (slot + 1) * 4 > buckets.count * 3 {
            rebuild(elements: elements, capacityFor: (slot + 1) * 2)
        }
        var index = Self.bucket(for: id, mask: mask)
        while buckets[index] != 0 {
            if elements[Int(buckets[index]) - 1].id == id { return Int(buckets[index]) - 1 }
            index = (index + 1) & mask
        }
        buckets[index] = UInt32(slot + 1)
        return nil
    }

    /// Forgets `id` (which must be present at slot `offset`), keeping probe chains intact by shifting
    /// later entries back. O(1) expected.
    @inlinable
    mutating func remove<Element: Identifiable>(_ id: Element.ID, slot offset: Int, elements: [Element]) {
        var index = Self.bucket(for: id, mask: mask)
        while buckets[index] != UInt32(offset + 1) { index = (index + 1) & mask }
        var hole = index
        var next = (hole + 1) & mask
        while buckets[next] != 0 {
            let home = Self.bucket(for: elements[Int(buckets[next]) - 1].id, mask: mask)
            // The entry at `next` may move into the hole only if its home is not in (hole, next].
            let distanceToNext = (next - home) & mask
            let distanceToHole = (hole - home) & mask
            if distanceToHole < distanceToNext {
                buckets[hole] = buckets[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        buckets[hole] = 0
    }

    /// Records that `id`, stored at slot `old`, now lives at slot `new`. O(1) expected.
    @inlinable
    mutating func relocate<ID: Hashable>(_ id: ID, from old: Int, to new: Int) {
        var index = Self.bucket(for: id, mask: mask)
        while buckets[index] != UInt32(old + 1) { index = (index + 1) & mask }
        buckets[index] = UInt32(new + 1)
    }

    /// Rebuilds the table from scratch for `elements`. O(n).
    @inlinable
    mutating func rebuild<Element: Identifiable>(elements: [Element], capacityFor minimum: Int? = nil) {
        self = SlotTable(minimumCapacity: Swift.max(minimum ?? elements.count, elements.count))
        for (offset, element) in elements.enumerated() {
            var index = Self.bucket(for: element.id, mask: mask)
            while buckets[index] != 0 { index = (index + 1) & mask }
            buckets[index] = UInt32(offset + 1)
        }
    }
}
