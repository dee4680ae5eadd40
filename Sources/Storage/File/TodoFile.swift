/// The line ending a file uses.
public enum LineEnding: String, Sendable, Equatable {
    /// `\n`
    case lf = "\n"
    /// `\r\n`
    case crlf = "\r\n"
}

/// A whole todo.txt file: its rows in order, plus everything that is not a row (blank lines,
/// lines that are not valid UTF-8 or contain NUL bytes), kept byte-for-byte where it was.
///
/// The Features layer edits `items` (add, remove, reorder, change); printing puts every other
/// line back after the row it followed when the file was read. When that row is gone, its
/// followers move up behind the nearest earlier row that is still there, so no such line is ever
/// dropped.
public struct TodoFile: Sendable, Equatable {
    /// The rows, in file order (which is the list's order).
    public var items: [TodoItem]
    /// The file's line ending (taken from its first line; LF for a new file). Files that mix
    /// endings are written with this one throughout.
    public var lineEnding: LineEnding
    /// Whether the last line ends with a line ending (true for a new or empty file).
    public var endsWithNewline = true
    /// Whether the file starts with a UTF-8 byte order mark (EF BB BF), as some Windows editors
    /// write it. It is kept in the file and is no part of any line: the first row's text, its
    /// priority and its done mark come after it (``LineSplit/byteOrderMarkLength(_:)``).
    public var startsWithByteOrderMark = false

    /// Lines that are not rows and come before the first row.
    var leading: [[UInt8]] = []
    /// Lines that are not rows, keyed by the id of the row they follow.
    var followers: [String: [[UInt8]]] = [:]
    /// The row ids in the order they were read, to re-home followers of removed rows; empty
    /// when there are no followers.
    var readOrder: [String] = []

    /// An in-memory file with the given rows and nothing else.
    public init(items: [TodoItem] = [], lineEnding: LineEnding = .lf) {
        self.items = items
        self.lineEnding = lineEnding
    }

    /// How many lines that are not rows (blank, undecodable) the file keeps.
    public var preservedLineCount: Int {
        leading.count + followers.values.reduce(0) { $0 + $1.count }
    }

    /// The file's bytes. O(total size).
    public func bytes() -> [UInt8] {
        // Reserve the exact size: growing a multi-megabyte buffer doubles it and copies it, which
        // was a third of the app's peak memory during a save of 100,000 rows.
        var sink = ArraySink(capacity: printedSize(items: items))
        print(items: items, to: &sink)
        return sink.bytes
    }
}
