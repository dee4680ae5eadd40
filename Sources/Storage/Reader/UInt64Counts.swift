/// Counts by 64-bit key, with open addressing: for keys that are hashes already (``DerivedIDs``),
/// so a million of them cost a million probes, not a million hashes. 16 bytes a slot, key and
/// count side by side (one cache line a probe: the table outgrows the caches).
struct UInt64Counts {
    private struct Slot {
        var key: UInt64 = 0
        /// 0 for an empty slot.
        var count: Int32 = 0
    }

    private var slots: [Slot]
    private var used = 0

    /// Room for `capacity` keys before the table grows.
    init(capacity: Int = 0) {
        var size = 16
        while size * 3 < capacity * 4 + 4 { size <<= 1 }
        slots = Array(repeating: Slot(), count: size)
    }

    /// The count of `key`. Expected O(1).
    subscript(key: UInt64) -> Int {
        used == 0 ? 0 : Int(slots[find(key)].count)
    }

    /// Adds one to the count of `key` and returns the count before. Expected O(1), amortized.
    mutating func increment(_ key: UInt64) -> Int {
        if (used + 1) * 4 > slots.count * 3 { grow() }
        let slot = find(key)
        let before = slots[slot].count
        if before == 0 { used += 1 }
        slots[slot] = Slot(key: key, count: before + 1)
        return Int(before)
    }

    /// The slot holding `key`, or the empty slot where it would go.
    private func find(_ key: UInt64) -> Int {
        let mask = slots.count - 1
        var index = Self.home(of: key, mask: mask)
        while slots[index].count != 0, slots[index].key != key { index = (index + 1) & mask }
        return index
    }

    /// Where `key` is looked for first in a table of `mask + 1` slots. The keys are hashes, but
    /// their low bits may not be mixed: they are mixed once more, and the product's middle bits
    /// taken (a shift binds tighter than `&*`, hence the parentheses). O(1).
    static func home(of key: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: ((key ^ (key >> 31)) &* 0x9E37_79B9_7F4A_7C15) >> 17) & mask
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(), count: old.count * 2)
        for slot in old where slot.count != 0 { slots[find(slot.key)] = slot }
    }
}
