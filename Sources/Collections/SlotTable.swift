/// An open-addressing hash table from an id to its slot in an ``IdentifiedArray``'s storage.
///
/// It stores only slots (never ids), probing linearly and comparing against the ids of the
/// elements the caller passes in (each element knows its id, so no array of ids is kept: 16
/// bytes an element for string ids). Slots do not change when the list is reordered, so moves never touch it.
///
/// A bucket is 32 bits: `slot + 1` in its low bits (as many as the table has buckets, since
/// there are fewer slots than buckets), and the id's hash's high bits in the rest. A probe
/// reads an element's id only when those bits match, so a collision rarely costs a visit to
/// the element and its id's bytes (two cache misses at a million rows).
@usableFromInline
struct SlotTable: Sendable {
    /// Bucket contents: 0 for an empty bucket, else `slot + 1` under `slotMask` and a hash tag above it.
    @usableFromInline var buckets: [UInt32]
    @usableFromInline var mask: Int
    /// How many low bits of a bucket hold `slot + 1`: log2 of the bucket count.
    @usableFromInline var slotBits: UInt32

    @inlinable
    init(minimumCapacity: Int) {
        var size = 8
        var bits: UInt32 = 3
        while size < minimumCapacity * 4 / 3 + 1 {
            size <<= 1
            bits += 1
        }
        precondition(bits <= 32, "SlotTable: more than 2^32 buckets")
        buckets = Array(repeating: 0, count: size)
        mask = size - 1
        slotBits = bits
    }

    @inlinable
    var slotMask: UInt32 { UInt32(truncatingIfNeeded: mask) }

    @inlinable
    static func hash<ID: Hashable>(_ id: ID) -> Int { id.hashValue }

    /// The tag of a hash, in a bucket's high bits (the bits above `slotBits`; none for a table
    /// of 2^32 buckets).
    @inlinable
    func tag(_ hash: Int) -> UInt32 {
        guard slotBits < 32 else { return 0 }
        return UInt32(truncatingIfNeeded: UInt64(bitPattern: Int64(hash)) >> 40) << slotBits
    }

    /// The bucket for `slot` with `tag`.
    @inlinable
    func entry(slot: Int, tag: UInt32) -> UInt32 {
        UInt32(truncatingIfNeeded: slot + 1) | tag
    }

    /// The slot a full bucket holds.
    @inlinable
    func slot(in entry: UInt32) -> Int {
        Int(entry & slotMask) - 1
    }

    /// The slot of `id`, or nil. O(1) expected.
    @inlinable
    func slot<Element: Identifiable>(of id: Element.ID, in elements: [Element]) -> Int? {
        let hash = Self.hash(id)
        let tag = tag(hash)
        var index = hash & mask
        while true {
            let stored = buckets[index]
            if stored == 0 { return nil }
            if stored & ~slotMask == tag, elements[slot(in: stored)].id == id { return slot(in: stored) }
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
        let hash = Self.hash(id)
        let tag = tag(hash)
        var index = hash & mask
        while buckets[index] != 0 {
            let stored = buckets[index]
            if stored & ~slotMask == tag, elements[self.slot(in: stored)].id == id { return self.slot(in: stored) }
            index = (index + 1) & mask
        }
        buckets[index] = entry(slot: slot, tag: tag)
        return nil
    }

    /// The bucket holding `slot`, whose element's id hashes to `hash`. O(1) expected.
    @inlinable
    func bucket(holding slot: Int, hash: Int) -> Int {
        var index = hash & mask
        while buckets[index] & slotMask != UInt32(truncatingIfNeeded: slot + 1) { index = (index + 1) & mask }
        return index
    }

    /// Forgets `id` (which must be present at slot `offset`), keeping probe chains intact by shifting
    /// later entries back. O(1) expected.
    @inlinable
    mutating func remove<Element: Identifiable>(_ id: Element.ID, slot offset: Int, elements: [Element]) {
        var hole = bucket(holding: offset, hash: Self.hash(id))
        var next = (hole + 1) & mask
        while buckets[next] != 0 {
            let home = Self.hash(elements[slot(in: buckets[next])].id) & mask
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
        let hash = Self.hash(id)
        buckets[bucket(holding: old, hash: hash)] = entry(slot: new, tag: tag(hash))
    }

    /// Rebuilds the table from scratch for `elements`. O(n).
    @inlinable
    mutating func rebuild<Element: Identifiable>(elements: [Element], capacityFor minimum: Int? = nil) {
        self = SlotTable(minimumCapacity: Swift.max(minimum ?? elements.count, elements.count))
        for (offset, element) in elements.enumerated() {
            let hash = Self.hash(element.id)
            var index = hash & mask
            while buckets[index] != 0 { index = (index + 1) & mask }
            buckets[index] = entry(slot: offset, tag: tag(hash))
        }
    }
}
