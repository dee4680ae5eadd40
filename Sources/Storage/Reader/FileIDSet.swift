/// The ids a file's rows hold, kept as where they are in the file's bytes (``FileRows``): a
/// hash table with open addressing, 16 bytes a slot, that makes no `String` per id. An id read
/// from anywhere else (a row read as an item) is kept as a `String` beside it. The caller
/// hashes each id (``hash(_:)``), so that hashing happens where the rows are read, on every core.
struct FileIDSet {
    private struct Slot {
        /// The id's first byte in the file, plus one; 0 for an empty slot.
        var start = 0
        var length: Int32 = 0
        /// The hash's high bits, compared before the bytes are.
        var tag: UInt32 = 0
    }

    private var slots: [Slot]
    private var others = Set<String>()
    /// How many ids the table holds (a file without ids asks an empty set about every row).
    private(set) var count = 0

    /// Room for `capacity` ids without growing (it never grows: the caller counts them first),
    /// in half again as many slots.
    init(capacity: Int) {
        slots = Array(repeating: Slot(), count: Swift.max(16, capacity + capacity / 2 + 1))
    }

    /// Where an id with `hash` is looked for first: the hash's low 32 bits scaled to the
    /// table, so any size will do. O(1).
    @inline(__always)
    private func home(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: ((hash & 0xFFFF_FFFF) &* UInt64(slots.count)) >> 32)
    }

    @inline(__always)
    private func after(_ index: Int) -> Int {
        index + 1 == slots.count ? 0 : index + 1
    }

    /// Adds the id at `range` of `file`, whose ``hash(_:)`` is `hash`; false when the set
    /// already holds those bytes. Expected O(1), O(length of the id) when it is there.
    mutating func insert(_ range: Range<Int>, hash: UInt64, of file: UnsafeBufferPointer<UInt8>) -> Bool {
        let id = UnsafeBufferPointer(rebasing: file[range])
        if !others.isEmpty, others.contains(String(decoding: id, as: UTF8.self)) { return false }
        var index = home(hash)
        while slots[index].start != 0 {
            if matches(slots[index], hash: hash, id, in: file) { return false }
            index = after(index)
        }
        slots[index] = Slot(start: range.lowerBound + 1, length: Int32(range.count), tag: UInt32(truncatingIfNeeded: hash >> 32))
        count += 1
        return true
    }

    /// Adds `id`, whose ``hash(_:)`` is `hash`; false when the set already holds it. Expected
    /// O(length of the id).
    mutating func insert(_ id: String, hash: UInt64, of file: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !contains(id, hash: hash, in: file), others.insert(id).inserted else { return false }
        count += 1
        return true
    }

    /// Whether the set holds `id`, whose ``hash(_:)`` is `hash`. Expected O(length of the id).
    func contains(_ id: String, hash: UInt64, in file: UnsafeBufferPointer<UInt8>) -> Bool {
        if !others.isEmpty, others.contains(id) { return true }
        guard count > 0 else { return false }
        var id = id
        return id.withUTF8 { id in
            var index = home(hash)
            while slots[index].start != 0 {
                if matches(slots[index], hash: hash, id, in: file) { return true }
                index = after(index)
            }
            return false
        }
    }

    private func matches(_ slot: Slot, hash: UInt64, _ id: UnsafeBufferPointer<UInt8>, in file: UnsafeBufferPointer<UInt8>) -> Bool {
        guard slot.tag == UInt32(truncatingIfNeeded: hash >> 32), Int(slot.length) == id.count else { return false }
        let start = slot.start - 1
        return (0..<id.count).allSatisfy { file[start + $0] == id[$0] }
    }

    /// The hash the set files an id's UTF-8 under. O(its length).
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = ContentHash()
        hash.add(bytes)
        // FNV's low bits mix poorly for short keys: fold the high half in.
        return hash.value ^ (hash.value >> 29) &* 0xBF58_476D_1CE4_E5B9
    }

    /// ``hash(_:)`` of `id`'s UTF-8.
    static func hash(_ id: String) -> UInt64 {
        var id = id
        return id.withUTF8 { hash($0) }
    }
}
