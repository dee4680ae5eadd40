/// `lista ls` with no filters, straight from the file's bytes, for the common shape of a file
/// Lista has written: every row ends with its `id:` tag, ids are 10-character Lista ids, no
/// repeats, valid UTF-8, no NUL bytes. Anything else returns nil and the caller takes the full
/// parse, so the output is always exactly what the full parse would print (tested).
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
        var output: [UInt8] = []
        output.reserveCapacity(buffer.count)
        var seen = Set<UInt64>(minimumCapacity: buffer.count / 48)
        var crlf: Bool?
        var start = 0
        while start < buffer.count {
            var end = start
            while end < buffer.count, buffer[end] != newline { end += 1 }
            if crlf == nil {
                crlf = end < buffer.count && end > start && buffer[end - 1] == UInt8(ascii: "\r")
            }
            var lineEnd = end
            if crlf == true, lineEnd > start, buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
            guard emit(UnsafeBufferPointer(rebasing: buffer[start..<lineEnd]), into: &output, seen: &seen) else { return nil }
            start = end + 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Handles one line; false means "not the simple shape".
    private static func emit(_ line: UnsafeBufferPointer<UInt8>, into output: inout [UInt8], seen: inout Set<UInt64>) -> Bool {
        var blank = true
        var highBytes = false
        for byte in line {
            if byte == 0 { return false }
            if byte != space, byte != UInt8(ascii: "\t") { blank = false }
            if byte >= 0x80 { highBytes = true }
        }
        if blank { return true }
        if highBytes, String(validating: line, as: UTF8.self) == nil { return false }
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
            output.append(contentsOf: UnsafeBufferPointer(rebasing: line[idStart..<line.count]))
            output.append(space)
            output.append(space)
            output.append(contentsOf: UnsafeBufferPointer(rebasing: line[0..<(idStart - 4)]))
            output.append(newline)
        }
        return true
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
