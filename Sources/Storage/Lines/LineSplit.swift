import Glibc

/// How a todo.txt file's bytes split into lines: the one rule, for the loader and for
/// `lista ls`. A line feed ends a line. The first line's ending decides the file's ending;
/// in a CRLF file a carriage return before a line feed is part of the ending (one that ends
/// an unterminated last line is the line's own, and so is every CR of an LF file). A UTF-8
/// byte order mark at the very start is no part of the first line: lines start after it.
struct LineSplit {
    /// Each line's bytes, its ending off, in order (a last line without an ending counts).
    var ranges: [Range<Int>]
    var lineEnding: LineEnding
    /// Whether the last line ends with a line feed (true for an empty file, or one that is a
    /// byte order mark alone).
    var endsWithNewline: Bool
    /// Where the first line starts: after a byte order mark, 0 without one.
    var lineStart: Int

    /// Splits `bytes`. O(n), by memchr.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        lineEnding = Self.ending(of: bytes)
        lineStart = Self.byteOrderMarkLength(bytes)
        var ranges: [Range<Int>] = []
        Self.forEachLine(of: bytes, in: lineStart..<bytes.count, ending: lineEnding) { ranges.append($0) }
        self.ranges = ranges
        endsWithNewline = bytes.count == lineStart || bytes.last == UInt8(ascii: "\n")
    }

    /// The UTF-8 byte order mark.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// 3 when `bytes` start with a UTF-8 byte order mark, else 0. O(1).
    static func byteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// 3 when the array `bytes` starts with a UTF-8 byte order mark, else 0. O(1).
    static func byteOrderMarkLength(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { byteOrderMarkLength($0) }
    }

    /// The file's ending, which its first line decides: CRLF when that line ends with a
    /// carriage return and a line feed. O(length of the first line).
    static func ending(of bytes: UnsafeBufferPointer<UInt8>) -> LineEnding {
        guard let base = bytes.baseAddress, let found = memchr(base, Int32(UInt8(ascii: "\n")), bytes.count) else { return .lf }
        let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        return returnEnds(bytes, lineFrom: 0, feedAt: end) ? .crlf : .lf
    }

    /// Whether the line from `start` whose line feed is at `feed` ends in a carriage return
    /// before it: the CRLF ending, the one place a file's CR is not part of a line. O(1).
    @inline(__always)
    private static func returnEnds(_ bytes: UnsafeBufferPointer<UInt8>, lineFrom start: Int, feedAt feed: Int) -> Bool {
        feed > start && bytes[feed - 1] == UInt8(ascii: "\r")
    }

    /// `bytes` cut into at most `parts` consecutive runs of whole lines, of about equal size
    /// (each run but the last ends just after a line feed; the first starts after a byte order
    /// mark), for reading on several cores. O(parts),
    /// plus the memchr to each cut's line end.
    static func runs(of bytes: UnsafeBufferPointer<UInt8>, parts: Int) -> [Range<Int>] {
        let lineStart = byteOrderMarkLength(bytes)
        guard let base = bytes.baseAddress, parts > 1 else { return [lineStart..<bytes.count] }
        var runs: [Range<Int>] = []
        var start = lineStart
        for part in 1..<parts where start < bytes.count {
            let target = Swift.max(start, bytes.count / parts * part)
            guard let found = memchr(base + target, Int32(UInt8(ascii: "\n")), bytes.count - target) else { break }
            let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            runs.append(start..<end)
            start = end
        }
        if start < bytes.count || runs.isEmpty { runs.append(start..<bytes.count) }
        return runs
    }

    /// Calls `body` with each line of `run` (a run of whole lines of `bytes`, as ``runs(of:parts:)``
    /// cuts them), its ending off, in order. O(length of the run), by memchr.
    @inline(__always)
    static func forEachLine(of bytes: UnsafeBufferPointer<UInt8>, in run: Range<Int>, ending: LineEnding,
                            _ body: (Range<Int>) -> Void) {
        guard let base = bytes.baseAddress else { return }
        let stripsCarriageReturn = ending == .crlf
        var start = run.lowerBound
        while start < run.upperBound, let found = memchr(base + start, Int32(UInt8(ascii: "\n")), run.upperBound - start) {
            var end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            let next = end + 1
            if stripsCarriageReturn, returnEnds(bytes, lineFrom: start, feedAt: end) { end -= 1 }
            body(start..<end)
            start = next
        }
        if start < run.upperBound { body(start..<run.upperBound) }
    }
}
