import Glibc

/// `lista ls` with no filters, straight from the file's bytes, for the common shape of a file
/// Lista has written: every row ends with its `id:` tag, ids are 10-character Lista ids, no
/// repeats, valid UTF-8, no NUL bytes, and no pending row with a word starting `t:` or `h:` (a
/// threshold or `h:1` may hide it: Storage's ``RowVisibility`` decides, on the full parse).
/// Anything else returns nil and the caller takes the full parse, so the output is always
/// exactly what the full parse would print (tested).
///
/// Why: `lista ls` is run from scripts and prompts; a full parse builds an item per row, while
/// printing pending rows only needs to find each line's id. O(file size), one pass.
enum FastPendingList {
    static func render(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { render($0) }
    }

    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")

    private static func render(_ buffer: UnsafeBufferPointer<UInt8>) -> String? {
        guard let base = buffer.baseAddress else { return "" }
        var output: [UInt8] = []
        output.reserveCapacity(buffer.count)
        // Sized for every line at once: growing a set of 100k ids rehashes it several times.
        var seen = Set<UInt64>(minimumCapacity: lineCount(buffer))
        var crlf: Bool?
        var start = 0
        while start < buffer.count {
            let end = memchr(base + start, Int32(newline), buffer.count - start)
                .map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? buffer.count
            if crlf == nil {
                crlf = end < buffer.count && end > start && buffer[end - 1] == UInt8(ascii: "\r")
            }
            var lineEnd = end
            // As the full parse: only a CR before an LF is part of the line ending.
            if crlf == true, end < buffer.count, lineEnd > start, buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
            guard emit(UnsafeBufferPointer(rebasing: buffer[start..<lineEnd]), into: &output, seen: &seen) else { return nil }
            start = end + 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// How many lines `buffer` holds (a last line without a newline counts). O(size), by memchr.
    private static func lineCount(_ buffer: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return 0 }
        var count = 0
        var start = 0
        while start < buffer.count, let found = memchr(base + start, Int32(newline), buffer.count - start) {
            count += 1
            start = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        }
        return start < buffer.count ? count + 1 : count
    }

    /// Handles one line; false means "not the simple shape".
    private static func emit(_ line: UnsafeBufferPointer<UInt8>, into output: inout [UInt8], seen: inout Set<UInt64>) -> Bool {
        if line.allSatisfy({ $0 == space || $0 == UInt8(ascii: "\t") }) { return true }
        let scan = scanBytes(line)
        if scan.hasNUL { return false }
        if scan.hasHighBytes, String(validating: line, as: UTF8.self) == nil { return false }
        // The line must end with " id:" + 10 id characters (or be just "id:" + id: full parse).
        let idLength = 10
        let tail = idLength + 4
        guard line.count > tail else { return false }
        let idStart = line.count - idLength
        guard line[idStart - 4] == space, line[idStart - 3] == UInt8(ascii: "i"),
              line[idStart - 2] == UInt8(ascii: "d"), line[idStart - 1] == UInt8(ascii: ":") else { return false }
        var packed: UInt64 = 0
        for index in idStart..<line.count {
            guard let value = crockford(line[index]) else { return false }
            packed = packed << 5 | value
        }
        guard seen.insert(packed).inserted else { return false }
        let done = line.count >= 2 && line[0] == UInt8(ascii: "x") && line[1] == space
        if !done {
            if mayHide(UnsafeBufferPointer(rebasing: line[0..<(idStart - 4)])) { return false }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: line[idStart..<line.count]))
            output.append(space)
            output.append(space)
            output.append(contentsOf: UnsafeBufferPointer(rebasing: line[0..<(idStart - 4)]))
            output.append(newline)
        }
        return true
    }

    /// Whether a word of `line` starts with `t:` or `h:` (the tags that may hide a row). O(n),
    /// by memchr for each colon.
    private static func mayHide(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = line.baseAddress else { return false }
        var start = 0
        while start < line.count, let found = memchr(base + start, Int32(UInt8(ascii: ":")), line.count - start) {
            let colon = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if colon >= 1, line[colon - 1] == UInt8(ascii: "t") || line[colon - 1] == UInt8(ascii: "h"),
               colon == 1 || line[colon - 2] == space {
                return true
            }
            start = colon + 1
        }
        return false
    }

    /// Whether `line` holds a NUL byte or a byte of 0x80 or more, eight bytes at a time. O(n).
    private static func scanBytes(_ line: UnsafeBufferPointer<UInt8>) -> (hasNUL: Bool, hasHighBytes: Bool) {
        guard let base = line.baseAddress else { return (false, false) }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var high: UInt64 = 0
        var index = 0
        while index + 8 <= line.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // A zero byte leaves its high bit set in (word - ones) & ~word (the classic test).
            if (word &- ones) & ~word & highs != 0 { return (true, false) }
            high |= word
            index += 8
        }
        var hasNUL = false
        while index < line.count {
            hasNUL = hasNUL || line[index] == 0
            high |= UInt64(line[index])
            index += 1
        }
        return (hasNUL, high & highs != 0)
    }

    /// The value of a lower-case Crockford base-32 digit (Lista's id alphabet), else nil.
    private static func crockford(_ byte: UInt8) -> UInt64? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt64(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "h"): return UInt64(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "j"), UInt8(ascii: "k"): return UInt64(byte - UInt8(ascii: "j") + 18)
        case UInt8(ascii: "m"), UInt8(ascii: "n"): return UInt64(byte - UInt8(ascii: "m") + 20)
        case UInt8(ascii: "p")...UInt8(ascii: "t"): return UInt64(byte - UInt8(ascii: "p") + 22)
        case UInt8(ascii: "v")...UInt8(ascii: "z"): return UInt64(byte - UInt8(ascii: "v") + 27)
        default: return nil
        }
    }
}
