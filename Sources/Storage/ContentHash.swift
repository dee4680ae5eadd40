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
}
