import Glibc

/// What a line of a todo.txt file is, from its bytes (line ending off): the one rule by which
/// the loader and `lista ls` tell rows from the lines they keep but do not read.
public enum LineKind: Sendable, Equatable {
    /// Valid UTF-8 with no NUL byte, not blank.
    case row
    /// Only spaces and tabs, or empty.
    case blank
    /// Holds a NUL byte.
    case nulBytes
    /// Not valid UTF-8.
    case undecodable

    /// Reads `line`. O(n), eight bytes at a time while they are ASCII; nothing allocated.
    public init(_ line: UnsafeBufferPointer<UInt8>) {
        self.init(line, isPlain: Self.isPlain(line))
    }

    /// ``init(_:)`` for a line whose ``isPlain(_:)`` is known. O(n).
    init(_ line: UnsafeBufferPointer<UInt8>, isPlain: Bool) {
        guard let base = line.baseAddress,
              line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else {
            self = .blank
            return
        }
        if isPlain {
            self = .row
        } else if memchr(base, 0, line.count) != nil {
            self = .nulBytes
        } else if CaseFolding.firstHighByte(line) < line.count, !Self.isValidUTF8(line) {
            self = .undecodable
        } else {
            self = .row
        }
    }

    /// The carriage-return rule, the one every reader of a file's lines follows: a row whose
    /// line (as ``LineSplit`` cuts it, which takes off only a CRLF ending's CR) still holds a
    /// carriage return is read from its text, where the CR reads as the space the row prints
    /// once edited (``TodoItem/init(parsingLineWithoutBreaks:)``); every other row is read from
    /// its bytes in place (its scan, its header, its id). O(1) for a plain line
    /// (``isPlain(_:)``: it holds none), else O(n) by memchr.
    static func holdsCarriageReturn(_ line: UnsafeBufferPointer<UInt8>, isPlain: Bool = false) -> Bool {
        guard !isPlain, let base = line.baseAddress else { return false }
        return memchr(base, Int32(UInt8(ascii: "\r")), line.count) != nil
    }

    /// The row of a line that holds a carriage return (``holdsCarriageReturn(_:isPlain:)``),
    /// read from its text: its fields with each CR read as a space, its line kept as written.
    /// O(line length).
    static func rowReadFromText(_ line: UnsafeBufferPointer<UInt8>) -> TodoItem {
        TodoItem(parsingLineWithoutBreaks: String(decoding: line, as: UTF8.self))
    }

    /// Whether every byte of `line` is ASCII from the space up: no control byte (NUL, tab,
    /// carriage return…) and none of UTF-8's high bytes, so it is valid UTF-8 with no NUL and
    /// no carriage return. O(n), eight bytes at a time.
    static func isPlain(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteWords.allPass(line, word: { word in
            // A byte below 0x20 borrows into its high bit (the classic test for a byte below n).
            (word | ((word &- 0x20 &* ByteWords.ones) & ~word)) & ByteWords.highs == 0
        }, byte: { $0 >= 0x20 && $0 < 0x80 })
    }

    /// Whether `bytes` are valid UTF-8, as `String(validating:)` decides it. O(n).
    private static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
