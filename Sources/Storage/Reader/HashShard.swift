/// Which of `count` buckets a 64-bit hash belongs to, for a table split so that each piece
/// fits a core's cache and one thread fills it (``FileIDShards``, ``DerivedIDs``): equal keys
/// land in one bucket, so each bucket alone tells whether a key came before. Taken from the
/// hash's high bits, once more mixed, which the tables' slots (their low bits) do not use.
enum HashShard {
    /// O(1), no division.
    @inline(__always)
    static func of(_ hash: UInt64, count: Int) -> Int {
        let mixed = (hash ^ (hash >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        return Int(truncatingIfNeeded: ((mixed >> 32) &* UInt64(truncatingIfNeeded: count)) >> 32)
    }

    /// Keys per bucket: a table of 16-byte slots for them (a third to a half empty) takes
    /// about 400-500 KiB, half a core's level-2 cache (1 MiB here), so filling it misses little.
    static let keysPerBucket = 16_384

    /// How many buckets for about `keys` keys, and at least `minimum` (one per thread).
    static func buckets(forKeys keys: Int, atLeast minimum: Int) -> Int {
        Swift.max(1, minimum, (keys + keysPerBucket - 1) / keysPerBucket)
    }

    /// The buckets that thread `thread` of `threads` fills: every `threads`-th one.
    static func buckets(of thread: Int, among threads: Int, count: Int) -> StrideTo<Int> {
        stride(from: thread, to: count, by: threads)
    }
}
