/// A set of 64-bit keys below `UInt64.max`, by open addressing: 8 bytes a key and a quarter
/// more for room, where `Set<UInt64>` keeps room for up to twice its keys (its table is a power
/// of two at most 3/4 full): 10 MB instead of 16.8 MB for the loader's million ids.
struct UInt64Set {
    /// ``empty`` or a key.
    private var slots: [UInt64]
    private var used = 0

    private static let empty = UInt64.max

    /// Room for `capacity` keys before the table grows. O(capacity).
    init(minimumCapacity capacity: Int = 0) {
        slots = Array(repeating: Self.empty, count: Swift.max(8, capacity + capacity / 4 + 1))
    }

    /// Adds `key`; false when it was there. Expected O(1), amortized.
    /// - Precondition: `key` is not `UInt64.max`.
    mutating func insert(_ key: UInt64) -> Bool {
        precondition(key != Self.empty, "UInt64Set: UInt64.max cannot be a key")
        if (used + 1) * 5 > slots.count * 4 { grow() }
        let slot = find(key)
        if slots[slot] == key { return false }
        slots[slot] = key
        used += 1
        return true
    }

    /// Whether `key` was added. Expected O(1).
    func contains(_ key: UInt64) -> Bool {
        key != Self.empty && slots[find(key)] == key
    }

    /// How many keys were added. O(1).
    var count: Int { used }

    /// How many slots the table has (for tests of memory). O(1).
    var slotCount: Int { slots.count }

    /// The slot holding `key`, or the empty slot where it would go.
    private func find(_ key: UInt64) -> Int {
        // Mixed first: keys that differ in a few low bits must not share a home.
        let mixed = (key ^ key >> 29) &* 0x9E37_79B9_7F4A_7C15
        var index = Int(truncatingIfNeeded: mixed.multipliedFullWidth(by: UInt64(slots.count)).high)
        while slots[index] != Self.empty, slots[index] != key {
            index = index + 1 == slots.count ? 0 : index + 1
        }
        return index
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Self.empty, count: old.count * 2)
        for key in old where key != Self.empty { slots[find(key)] = key }
    }
}
