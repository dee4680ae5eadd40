/// Bytes tested eight at a time, then one at a time after the last whole word: the loop that
/// the quick byte tests share (``LineKind/isPlain(_:)``, ``TextSearch``'s test for special bytes).
enum ByteWords {
    /// A one in each byte.
    static let ones: UInt64 = 0x0101_0101_0101_0101
    /// Each byte's high bit.
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether each whole 8-byte word of `bytes` (read unaligned) passes `word` and each byte
    /// after the last whole word passes `byte`. O(n).
    @inline(__always)
    static func allPass(_ bytes: UnsafeBufferPointer<UInt8>, word: (UInt64) -> Bool, byte: (UInt8) -> Bool) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count {
            guard word(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) else { return false }
            index += 8
        }
        while index < bytes.count {
            guard byte(bytes[index]) else { return false }
            index += 1
        }
        return true
    }
}
