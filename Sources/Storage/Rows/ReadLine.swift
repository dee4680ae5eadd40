/// A row exactly as a file's line reads, with nothing changed since: where the line is in the
/// file's bytes and where its id is. 24 bytes a row, however long the line: the line's text and
/// fields are read from the file's bytes when asked for, by the parser's one rule.
struct ReadLine: Sendable {
    let file: FileBytes
    let start: UInt32
    let length: UInt32
    /// The id: its offset (low 32 bits) and length (next 16) in the line, or, with
    /// ``appendedFlag``, the 50 bits of an id given to a line that had none (``TodoID``), which
    /// the row knows itself by and never prints: the file keeps the line as the person wrote
    /// it. Zero: no id.
    let idCode: UInt64

    private static let appendedFlag: UInt64 = 1 << 63

    /// This line known by the id `id` (a line that had none), when `id` is one of ``TodoID``'s;
    /// nil otherwise. The line still prints as it reads.
    func appending(id: String) -> ReadLine? {
        guard idCode == 0, let bits = TodoID.bits(of: id) else { return nil }
        return ReadLine(file: file, start: start, length: length, idCode: bits | Self.appendedFlag)
    }

    /// Whether the line was given an id it does not print.
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
    var printedCount: Int { Int(length) }

    /// Calls `body` with the line's bytes as the row prints them: the file's. O(1).
    func withBytes<Result, Failure: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result) throws(Failure) -> Result {
        try file.bytes.withUnsafeBufferPointer { (all) throws(Failure) -> Result in
            try body(UnsafeBufferPointer(rebasing: all[Int(start)..<(Int(start) + Int(length))]))
        }
    }

    /// Calls `body` with the line's bytes as the row prints them, without copying them. Not
    /// generic, so a generic caller (printing to any sink) pays no generic dispatch per line.
    /// O(1).
    func forEachPart(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        withBytes(body)
    }

    /// Whether both are the same line of the same bytes with the same id. O(1).
    func isSame(as other: ReadLine) -> Bool {
        file === other.file && start == other.start && length == other.length && idCode == other.idCode
    }

    /// Whether both print the same bytes. O(line length).
    func printsSameBytes(as other: ReadLine) -> Bool {
        if isSame(as: other) { return true }
        // A given id is not in the bytes: rows known by different ids are different rows.
        guard printedCount == other.printedCount, !hasAppendedID && !other.hasAppendedID || idCode == other.idCode else { return false }
        return withBytes { mine in other.withBytes { theirs in mine.elementsEqual(theirs) } }
    }
}

extension ReadLine {
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
}
