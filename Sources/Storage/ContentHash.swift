/// A 64-bit FNV-1a hash, used to notice that a file's content changed and to derive stable ids.
/// Not a cryptographic hash: it guards against accidents, not against an adversary.
struct ContentHash: Sendable {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

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

    /// The hash of a buffer. O(n).
    static func of(_ bytes: [UInt8]) -> UInt64 {
        var hash = ContentHash()
        bytes.withUnsafeBufferPointer { hash.add($0) }
        return hash.value
    }
}
