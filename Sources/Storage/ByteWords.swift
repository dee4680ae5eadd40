/// Bytes tested eight at a time: the loop that the quick byte tests share (``LineKind/isPlain(_:)``, ``TextSearch``'s test for special bytes).
enum ByteWords {
    /// A one in each byte.
    static let ones: UInt64 = 0x0101_0101_0101_0101
    /// Each byte's high bit.
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether every byte of `bytes` passes: each 8-byte word (read unaligned) tested by
    /// `word`, which must hold exactly when all eight of its bytes pass `byte`. The bytes after
    /// the last whole word are tested as the last eight bytes (a word that overlaps the one
    /// before), so only a run shorter than a word is tested a byte at a time. O(n).
    @inline(__always)
    static func allPass(_ bytes: UnsafeBufferPointer<UInt8>, word: (UInt64) -> Bool, byte: (UInt8) -> Bool) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        guard bytes.count >= 8 else { return bytes.allSatisfy(byte) }
        var index = 0
        while index + 8 <= bytes.count {
            guard word(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) else { return false }
            index += 8
        }
        return index == bytes.count || word(raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
    }
}
