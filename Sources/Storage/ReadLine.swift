/// A row exactly as a file's line reads, with nothing changed since: where the line is in the
/// file's bytes and where its id is. 24 bytes a row, however long the line: the line's text and
/// fields are read from the file's bytes when asked for, by the parser's one rule.
struct ReadLine: Sendable {
    let file: FileBytes
    let start: UInt32
    let length: UInt32
    /// The id: its offset (low 32 bits) and length (next 16) in the line, or, with
    /// ``appendedFlag``, the 50 bits of an id given to a line that had none (``TodoID``), which
    /// the line prints appended as ` id:…`. Zero: no id.
    let idCode: UInt64

    private static let appendedFlag: UInt64 = 1 << 63

    /// The line at `range` of `file`, whose id is at `id` (relative to the line; nil: none).
    /// Nil when the line or its id is too long to be held so (the caller keeps its fields).
    init?(file: FileBytes, range: Range<Int>, id: Range<Int>?) {
        guard range.upperBound <= Int(UInt32.max) else { return nil }
        var code: UInt64 = 0
        if let id {
            guard id.count < 1 << 16 else { return nil }
            code = UInt64(id.lowerBound) | UInt64(id.count) << 32
        }
        self.init(file: file, start: UInt32(range.lowerBound), length: UInt32(range.count), idCode: code)
    }

    init(file: FileBytes, start: UInt32, length: UInt32, idCode: UInt64) {
        self.file = file
        self.start = start
        self.length = length
        self.idCode = idCode
    }

    /// This line given the id `id` appended (a line that had none), when `id` is one of
    /// ``TodoID``'s; nil otherwise.
    func appending(id: String) -> ReadLine? {
        guard idCode == 0, let bits = TodoID.bits(of: id) else { return nil }
        return ReadLine(file: file, start: start, length: length, idCode: bits | Self.appendedFlag)
    }

    /// Whether the line was given an id that it prints appended.
    var hasAppendedID: Bool { idCode & Self.appendedFlag != 0 }

    /// Whether the line holds its id (as opposed to having none, or having one appended).
    var hasOwnID: Bool { idCode != 0 && idCode & Self.appendedFlag == 0 }

    /// The row's id, empty when it has none. O(length of the id).
    var id: String {
        if idCode == 0 { return "" }
        if idCode & Self.appendedFlag != 0 { return TodoID.make(from: idCode) }
        let offset = Int(start) + Int(idCode & 0xFFFF_FFFF)
        return file.bytes.withUnsafeBufferPointer { all in
            String(decoding: UnsafeBufferPointer(rebasing: all[offset..<(offset + Int(idCode >> 32 & 0xFFFF))]), as: UTF8.self)
        }
    }

    /// ``TodoID/bits(of:)`` of the row's id, read without making its `String`; nil when it has
    /// none or it is not of ``TodoID``'s form. O(length of the id).
    var idBits: UInt64? {
        if idCode == 0 { return nil }
        if idCode & Self.appendedFlag != 0 { return idCode & TodoID.bitMask }
        let offset = Int(start) + Int(idCode & 0xFFFF_FFFF)
        return file.bytes.withUnsafeBufferPointer { all in
            TodoID.bits(ofUTF8: UnsafeBufferPointer(rebasing: all[offset..<(offset + Int(idCode >> 32 & 0xFFFF))]))
        }
    }

    /// How many bytes the line prints as. O(1).
    var printedCount: Int {
        Int(length) + (idCode & Self.appendedFlag != 0 ? 4 + TodoID.length : 0)
    }

    /// Calls `body` with the line's bytes as the row prints them: the file's, with an appended
    /// id when it has one. O(1) without one; O(line length) with one (copied to the stack).
    func withBytes<Result, Failure: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result) throws(Failure) -> Result {
        try file.bytes.withUnsafeBufferPointer { (all) throws(Failure) -> Result in
            let line = UnsafeBufferPointer(rebasing: all[Int(start)..<(Int(start) + Int(length))])
            guard idCode & Self.appendedFlag != 0 else { return try body(line) }
            let suffix = " id:" + TodoID.make(from: idCode)
            return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: printedCount) { (buffer) throws(Failure) -> Result in
                _ = buffer.initialize(from: line)
                _ = UnsafeMutableBufferPointer(rebasing: buffer[line.count...]).initialize(from: suffix.utf8)
                return try body(UnsafeBufferPointer(buffer))
            }
        }
    }

    /// Calls `body` with the line's bytes as the row prints them, in one or two parts (the
    /// file's bytes, then an appended ` id:…`), without copying them. Not generic, so a
    /// generic caller (printing to any sink) pays no generic dispatch per line. O(1) a part.
    func forEachPart(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        file.bytes.withUnsafeBufferPointer { all in
            body(UnsafeBufferPointer(rebasing: all[Int(start)..<(Int(start) + Int(length))]))
        }
        guard idCode & Self.appendedFlag != 0 else { return }
        var suffix = " id:" + TodoID.make(from: idCode)
        suffix.withUTF8(body)
    }

    /// Whether both are the same line of the same bytes with the same id. O(1).
    func isSame(as other: ReadLine) -> Bool {
        file === other.file && start == other.start && length == other.length && idCode == other.idCode
    }

    /// Whether both print the same bytes. O(line length).
    func printsSameBytes(as other: ReadLine) -> Bool {
        if isSame(as: other) { return true }
        guard printedCount == other.printedCount, idCode & Self.appendedFlag == other.idCode & Self.appendedFlag else { return false }
        return withBytes { mine in other.withBytes { theirs in mine.elementsEqual(theirs) } }
    }
}
