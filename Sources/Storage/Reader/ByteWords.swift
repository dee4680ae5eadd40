/// Bytes tested eight at a time: the loop that the quick byte tests share (``LineKind/isPlain(_:)``,
/// ``TextSearch``'s test for special bytes, ``CaseFolding/firstHighByte(_:)``).
enum ByteWords {
    /// A one in each byte.
    static let ones: UInt64 = 0x0101_0101_0101_0101
    /// Each byte's high bit.
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether every byte of `bytes` passes `byte` (``firstFailing(_:word:byte:)``). O(n).
    @inline(__always)
    static func allPass(_ bytes: UnsafeBufferPointer<UInt8>, word: (UInt64) -> Bool, byte: (UInt8) -> Bool) -> Bool {
        firstFailing(bytes, word: word, byte: byte) == bytes.count
    }

    /// The offset of the first byte of `bytes` that does not pass `byte`, or its count. Each
    /// 8-byte word (read unaligned) is tested by `word`, which must hold exactly when all eight
    /// of its bytes pass `byte`. The bytes after the last whole word are tested as the last
    /// eight bytes (a word that overlaps the one before), so bytes are tested one at a time only
    /// inside a word that failed or in a run shorter than a word. O(n).
    @inline(__always)
    static func firstFailing(_ bytes: UnsafeBufferPointer<UInt8>, word: (UInt64) -> Bool, byte: (UInt8) -> Bool) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count, word(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { index += 8 }
        if index < bytes.count, bytes.count >= 8, index + 8 > bytes.count,
           word(raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)) {
            return bytes.count
        }
        while index < bytes.count, byte(bytes[index]) { index += 1 }
        return index
    }
}
