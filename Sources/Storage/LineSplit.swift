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
        lineEnding = Self.lineEnding(of: bytes)
        endsWithNewline = bytes.isEmpty || bytes.last == UInt8(ascii: "\n")
        var ranges: [Range<Int>] = []
        Self.forEachLine(in: bytes, 0..<bytes.count, ending: lineEnding) { ranges.append($0) }
        self.ranges = ranges
    }

    /// The file's line ending: its first line's. O(length of the first line).
    static func lineEnding(of bytes: UnsafeBufferPointer<UInt8>) -> LineEnding {
        guard let base = bytes.baseAddress, let found = memchr(base, Int32(UInt8(ascii: "\n")), bytes.count) else { return .lf }
        let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        return end > 0 && bytes[end - 1] == UInt8(ascii: "\r") ? .crlf : .lf
    }

    /// Calls `body` with each line of `bytes[part]`, its ending off, in order. `part` starts
    /// where a line starts and ends where one ends (after its line feed) or at the end of the
    /// bytes. O(part length), by memchr.
    @inline(__always)
    static func forEachLine(in bytes: UnsafeBufferPointer<UInt8>, _ part: Range<Int>, ending: LineEnding,
                            _ body: (Range<Int>) -> Void) {
        guard let base = bytes.baseAddress else { return }
        let stripsReturn = ending == .crlf
        var start = part.lowerBound
        while start < part.upperBound, let found = memchr(base + start, Int32(UInt8(ascii: "\n")), part.upperBound - start) {
            let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            body(start..<(stripsReturn && end > start && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end))
            start = end + 1
        }
        if start < part.upperBound { body(start..<part.upperBound) }
    }

    /// `bytes` cut into at most `count` consecutive parts of about equal size, each ending
    /// after a line feed (or at the end), for ``forEachLine(in:_:ending:_:)`` on several cores.
    /// O(count + longest line).
    static func parts(of bytes: UnsafeBufferPointer<UInt8>, count: Int) -> [Range<Int>] {
        guard let base = bytes.baseAddress, count > 1 else { return [0..<bytes.count] }
        var parts: [Range<Int>] = []
        var start = 0
        for index in 1..<count where start < bytes.count {
            let target = Swift.max(start, bytes.count * index / count)
            guard let found = memchr(base + target, Int32(UInt8(ascii: "\n")), bytes.count - target) else { break }
            let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            parts.append(start..<end)
            start = end
        }
        if start < bytes.count || parts.isEmpty { parts.append(start..<bytes.count) }
        return parts
    }
}
