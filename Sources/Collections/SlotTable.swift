/// An open-addressing hash table from an id to its slot in an ``IdentifiedArray``'s storage.
///
/// It stores only slots (never ids), probing linearly and comparing against the ids of the
/// elements the caller passes in (each element knows its id, so no array of ids is kept: 16
/// bytes an element for string ids). Slots do not change when the list is reordered, so moves never touch it.
///
/// A bucket is 32 bits: `slot + 1` in its low bits (enough bits to count the buckets, since
/// there are fewer slots than buckets), and the id's hash's low bits in the rest. A probe
/// reads an element's id only when those bits match, so a collision rarely costs a visit to
/// the element and its id's bytes (two cache misses at a million rows).
///
/// The bucket count is any number, just over 4/3 of the capacity asked for, not the next power
/// of two (which could be nearly 8/3 of it: 8.4 MB instead of 5.6 MB at a million rows). An
/// id's home bucket is the high half of its hash times the bucket count, which uses the hash's
/// high bits; the tag uses its low bits, so the two are independent.
@usableFromInline
struct SlotTable: Sendable {
    /// Bucket contents: 0 for an empty bucket, else `slot + 1` under `slotMask` and a hash tag above it.
    @usableFromInline var buckets: [UInt32]
    /// How many low bits of a bucket hold `slot + 1`: enough to write the bucket count.
    @usableFromInline var slotBits: UInt32
    /// The bits of a bucket that hold `slot + 1`.
    @usableFromInline var slotMask: UInt32

    @inlinable
    init(minimumCapacity: Int) {
        let size = Swift.max(8, minimumCapacity * 4 / 3 + 2)
        let bits = UInt32(Int.bitWidth - size.leadingZeroBitCount)
        precondition(bits < 32, "SlotTable: more than 2^31 buckets")
        buckets = Array(repeating: 0, count: size)
        slotBits = bits
        slotMask = UInt32(truncatingIfNeeded: (1 << bits) - 1)
    }

    @inlinable
    static func hash<ID: Hashable>(_ id: ID) -> Int { id.hashValue }

    /// The bucket a probe for `hash` starts at. O(1).
    @inlinable
    func home(_ hash: Int) -> Int {
        Int(truncatingIfNeeded: UInt64(bitPattern: Int64(hash)).multipliedFullWidth(by: UInt64(buckets.count)).high)
    }

    /// The bucket after `index`, wrapping around.
    @inlinable
    func after(_ index: Int) -> Int {
        index + 1 == buckets.count ? 0 : index + 1
    }

    /// How many steps a probe takes from `start` to reach `index`, wrapping around.
    @inlinable
    func distance(from start: Int, to index: Int) -> Int {
        index >= start ? index - start : index + buckets.count - start
    }

    /// The tag of a hash, in a bucket's high bits (the bits above `slotBits`).
    @inlinable
    func tag(_ hash: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: hash) << slotBits
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
    func slot<Element, ID: Hashable>(of id: ID, in elements: [Element], id idOf: (Element) -> ID) -> Int? {
        let hash = Self.hash(id)
        let tag = tag(hash)
        var index = home(hash)
        while true {
            let stored = buckets[index]
            if stored == 0 { return nil }
            if stored & ~slotMask == tag, idOf(elements[slot(in: stored)]) == id { return slot(in: stored) }
            index = after(index)
        }
    }

    /// Records `id` at slot `elements.count` (the slot the caller is about to fill) unless it is
    /// present, with one hash of the id; returns the slot it already had, or nil when it was
    /// recorded. Grows when 3/4 full. O(1) amortized.
    @inlinable
    mutating func insertIfAbsent<Element, ID: Hashable>(_ id: ID, elements: [Element], id idOf: (Element) -> ID) -> Int? {
        let slot = elements.count
        if (slot + 1) * 4 > buckets.count * 3 {
            rebuild(elements: elements, id: idOf, capacityFor: (slot + 1) * 2)
        }
        let hash = Self.hash(id)
        let tag = tag(hash)
        var index = home(hash)
        while buckets[index] != 0 {
            let stored = buckets[index]
            if stored & ~slotMask == tag, idOf(elements[self.slot(in: stored)]) == id { return self.slot(in: stored) }
            index = after(index)
        }
        buckets[index] = entry(slot: slot, tag: tag)
        return nil
    }

    /// The bucket holding `slot`, whose element's id hashes to `hash`. O(1) expected.
    @inlinable
    func bucket(holding slot: Int, hash: Int) -> Int {
        var index = home(hash)
        while buckets[index] & slotMask != UInt32(truncatingIfNeeded: slot + 1) { index = after(index) }
        return index
    }

    /// Forgets `id` (which must be present at slot `offset`), keeping probe chains intact by shifting
    /// later entries back. O(1) expected.
    @inlinable
    mutating func remove<Element, ID: Hashable>(_ id: ID, slot offset: Int, elements: [Element], id idOf: (Element) -> ID) {
        var hole = bucket(holding: offset, hash: Self.hash(id))
        var next = after(hole)
        while buckets[next] != 0 {
            let start = home(Self.hash(idOf(elements[slot(in: buckets[next])])))
            // The entry at `next` may move into the hole only if its home is not in (hole, next].
            if distance(from: start, to: hole) < distance(from: start, to: next) {
                buckets[hole] = buckets[next]
                hole = next
            }
            next = after(next)
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
    mutating func rebuild<Element, ID: Hashable>(elements: [Element], id idOf: (Element) -> ID, capacityFor minimum: Int? = nil) {
        self = SlotTable(minimumCapacity: Swift.max(minimum ?? elements.count, elements.count))
        for (offset, element) in elements.enumerated() {
            let hash = Self.hash(idOf(element))
            var index = home(hash)
            while buckets[index] != 0 { index = after(index) }
            buckets[index] = entry(slot: offset, tag: tag(hash))
        }
    }
}
