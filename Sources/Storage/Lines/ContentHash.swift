/// A 64-bit FNV-1a hash, from which ids of rows without one are derived: its values must stay
/// the same in every version, so that two processes meeting a line give it one id. (File
/// fingerprints use the faster ``StreamHash``.) Not a cryptographic hash.
struct ContentHash: Sendable {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The hash of nothing.
    init() {}

    /// A hash that continues from `value`, a hash's ``value`` (the bytes hashed so far).
    init(continuing value: UInt64) {
        self.value = value
    }

    /// Adds bytes to the hash. O(n).
    mutating func add<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
        var hash = value
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        value = hash
    }

    /// Adds the eight bytes of a number (little-endian).
    mutating func add(_ number: UInt64) {
        var hash = value
        var rest = number
        for _ in 0..<8 {
            hash ^= rest & 0xFF
            hash &*= 0x0000_0100_0000_01B3
            rest >>= 8
        }
        value = hash
    }

    /// The values of four hashes, each `start` with one of `runs` added: what ``add(_:)`` gives
    /// each, computed side by side (within a run each step waits on the one before; the four
    /// runs' steps do not wait on each other). O(their total length).
    static func values(continuing start: ContentHash, _ runs: InlineArray<4, UnsafeBufferPointer<UInt8>>) -> InlineArray<4, UInt64> {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var values = InlineArray<4, UInt64>(repeating: start.value)
        let common = Swift.min(Swift.min(runs[0].count, runs[1].count), Swift.min(runs[2].count, runs[3].count))
        var (a, b, c, d) = (values[0], values[1], values[2], values[3])
        let (runA, runB, runC, runD) = (runs[0], runs[1], runs[2], runs[3])
        for index in 0..<common {
            a = (a ^ UInt64(runA[index])) &* prime
            b = (b ^ UInt64(runB[index])) &* prime
            c = (c ^ UInt64(runC[index])) &* prime
            d = (d ^ UInt64(runD[index])) &* prime
        }
        (values[0], values[1], values[2], values[3]) = (a, b, c, d)
        for run in 0..<4 {
            var hash = ContentHash(continuing: values[run])
            hash.add(UnsafeBufferPointer(rebasing: runs[run][common...]))
            values[run] = hash.value
        }
        return values
    }
}
