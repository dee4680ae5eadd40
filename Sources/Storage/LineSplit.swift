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
        let newline = UInt8(ascii: "\n")
        let carriageReturn = UInt8(ascii: "\r")
        ranges = []
        var start = 0
        if let base = bytes.baseAddress {
            while start < bytes.count, let found = memchr(base + start, Int32(newline), bytes.count - start) {
                let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                ranges.append(start..<end)
                start = end + 1
            }
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        endsWithNewline = bytes.isEmpty || bytes.last == newline
        lineEnding = .lf
        if let first = ranges.first, first.upperBound < bytes.count, first.upperBound > first.lowerBound,
           bytes[first.upperBound - 1] == carriageReturn {
            lineEnding = .crlf
        }
        guard lineEnding == .crlf else { return }
        for index in ranges.indices where ranges[index].upperBound > ranges[index].lowerBound
            && ranges[index].upperBound < bytes.count && bytes[ranges[index].upperBound - 1] == carriageReturn {
            ranges[index] = ranges[index].lowerBound..<(ranges[index].upperBound - 1)
        }
    }
}
