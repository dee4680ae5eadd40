import Glibc

/// How a todo.txt file's bytes split into lines: the one rule, for the loader and for
/// `lista ls`. A line feed ends a line. The first line's ending decides the file's ending;
/// in a CRLF file a carriage return before a line feed is part of the ending (one that ends
/// an unterminated last line is the line's own, and so is every CR of an LF file).
struct LineSplit {
    /// Each line's bytes, its ending off, in order (a last line without an ending counts).
    var ranges: [Range<Int>]
    var lineEnding: LineEnding
    /// Whether the last line ends with a line feed (true for an empty file).
    var endsWithNewline: Bool

    /// Splits `bytes`. O(n), by memchr.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        lineEnding = Self.ending(of: bytes)
        var ranges: [Range<Int>] = []
        Self.forEachLine(of: bytes, in: 0..<bytes.count, ending: lineEnding) { ranges.append($0) }
        self.ranges = ranges
        endsWithNewline = bytes.isEmpty || bytes.last == UInt8(ascii: "\n")
    }

    /// The file's ending, which its first line decides: CRLF when that line ends with a
    /// carriage return and a line feed. O(length of the first line).
    static func ending(of bytes: UnsafeBufferPointer<UInt8>) -> LineEnding {
        guard let base = bytes.baseAddress, let found = memchr(base, Int32(UInt8(ascii: "\n")), bytes.count) else { return .lf }
        let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        return end > 0 && bytes[end - 1] == UInt8(ascii: "\r") ? .crlf : .lf
    }

    /// `bytes` cut into at most `parts` consecutive runs of whole lines, of about equal size
    /// (each run but the last ends just after a line feed), for reading on several cores. O(parts),
    /// plus the memchr to each cut's line end.
    static func runs(of bytes: UnsafeBufferPointer<UInt8>, parts: Int) -> [Range<Int>] {
        guard let base = bytes.baseAddress, parts > 1 else { return [0..<bytes.count] }
        var runs: [Range<Int>] = []
        var start = 0
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
            if stripsCarriageReturn, end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            body(start..<end)
            start = next
        }
        if start < run.upperBound { body(start..<run.upperBound) }
    }
}
