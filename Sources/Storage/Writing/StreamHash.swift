/// A fast 64-bit hash of a byte stream, eight bytes at a time: how a file's fingerprint notices
/// that its content changed. The value does not depend on how the stream is cut into chunks.
/// Not a cryptographic hash: it guards against accidents, not an adversary. (Ids derived from
/// lines use ``ContentHash``, whose values must stay the same across versions; fingerprints
/// live only in memory, so this one may change.)
///
/// About 5× faster than byte-wise FNV-1a (measured: 16 ms against 85 ms for 77 MB, the size of
/// a million rows), and a save hashes the file twice: once to check it, once as it writes.
struct StreamHash: Sendable {
    private var state: UInt64 = 0x243F_6A88_85A3_08D3
    /// Bytes not yet forming a whole word, low byte first.
    private var pending: UInt64 = 0
    private var pendingCount = 0
    private var length: UInt64 = 0

    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    private mutating func mix(_ word: UInt64) {
        state = (state ^ word) &* Self.multiplier
        state ^= state >> 29
    }

    /// Adds `bytes`. O(n).
    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        length &+= UInt64(bytes.count)
        var index = 0
        while pendingCount > 0, pendingCount < 8, index < bytes.count {
            pending |= UInt64(bytes[index]) << (8 * UInt64(pendingCount))
            pendingCount += 1
            index += 1
        }
        if pendingCount == 8 {
            mix(pending)
            (pending, pendingCount) = (0, 0)
        }
        while index + 8 <= bytes.count {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            index += 8
        }
        while index < bytes.count {
            pending |= UInt64(bytes[index]) << (8 * UInt64(pendingCount))
            pendingCount += 1
            index += 1
        }
    }

    /// Adds `bytes`. O(n).
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        add(UnsafeRawBufferPointer(bytes))
    }

    /// Adds `bytes`. O(n).
    mutating func add(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBytes { add($0) }
    }

    /// The hash of everything added so far.
    var value: UInt64 {
        var copy = self
        copy.mix(pending ^ (UInt64(pendingCount) << 59))
        copy.mix(length)
        var result = copy.state
        result ^= result >> 33
        result &*= 0xFF51_AFD7_ED55_8CCD
        result ^= result >> 33
        return result
    }

    /// The hash of a buffer. O(n).
    static func of(_ bytes: [UInt8]) -> UInt64 {
        var hash = StreamHash()
        bytes.withUnsafeBufferPointer { hash.add($0) }
        return hash.value
    }
}
