import Dispatch
import Glibc

/// What one line of a todo.txt file is, before the rows are put together in file order.
enum DecodedLine: Sendable {
    case row(TodoItem)
    /// Only spaces and tabs, or empty.
    case blank
    case nulBytes
    case undecodable
}

/// Decodes and parses lines. A large file's lines are split between the processor's cores:
/// parsing is most of loading, and each line parses alone.
enum LineDecoding {
    /// Below this many lines one core is fast enough, and lines are decoded as they are put in
    /// place (no second copy of the rows).
    static let parallelThreshold = 200_000

    /// How many parts to split `lineCount` lines into on this machine.
    static func automaticParts(lineCount: Int) -> Int {
        lineCount >= parallelThreshold ? Concurrently.threads : 1
    }

    /// How many lines a parse decodes concurrently before putting them in place: enough that
    /// starting the parts costs nothing beside decoding them (65,536 lines a part, about 4 MB).
    static func linesPerRound(parts: Int) -> Int {
        65_536 * Swift.max(1, parts)
    }

    /// The decoded lines of `bytes` at `ranges` (line endings already excluded), as `parts`
    /// consecutive parts in file order, decoded concurrently. O(file size) work.
    static func decode(_ bytes: FileBytes, ranges: ArraySlice<Range<Int>>, parts: Int) -> [[DecodedLine]] {
        let parts = Swift.max(1, Swift.min(parts, ranges.count))
        guard parts > 1 else { return [decode(bytes, ranges)] }
        // Each part fills its own result, and `concurrentPerform` returns only after every
        // part did, so no lock is needed. (There was a `Synchronization.Mutex` here: on Linux
        // ThreadSanitizer cannot see its contended hand-over and reported a race.)
        let results = (0..<parts).map { _ in PartResult() }
        let size = (ranges.count + parts - 1) / parts
        let first = ranges.startIndex
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            // The last parts may be empty (7 lines in 5 parts of 2).
            let lines = ranges[Swift.min(ranges.endIndex, first + part * size)..<Swift.min(ranges.endIndex, first + (part + 1) * size)]
            results[part].lines = decode(bytes, lines)
        }
        return results.map(\.lines)
    }

    /// One part's decoded lines: written by the one iteration that decodes the part, read
    /// after all of them have returned. That is what makes sharing it safe.
    private final class PartResult: @unchecked Sendable {
        var lines: [DecodedLine] = []
    }

    /// Decodes `ranges` in order on this thread. O(their total length).
    static func decode(_ bytes: FileBytes, _ ranges: ArraySlice<Range<Int>>) -> [DecodedLine] {
        var decoded: [DecodedLine] = []
        decoded.reserveCapacity(ranges.count)
        for range in ranges { decoded.append(decodeLine(in: bytes, at: range)) }
        return decoded
    }

    /// What the line at `range` of `file` is; a row is read in place (``TodoItem/init(reading:at:)``)
    /// unless it holds a carriage return. O(its length).
    static func decodeLine(in file: FileBytes, at range: Range<Int>) -> DecodedLine {
        let kind = file.bytes.withUnsafeBufferPointer { all -> (LineKind, hasReturn: Bool) in
            let line = UnsafeBufferPointer(rebasing: all[range])
            let isPlain = LineKind.isPlain(line)
            let kind = LineKind(line, isPlain: isPlain)
            return (kind, kind == .row && LineKind.holdsCarriageReturn(line, isPlain: isPlain))
        }
        switch kind {
        case (.row, false): return .row(TodoItem(reading: file, at: range))
        case (.row, true): return decodeLine(file.bytes[range])
        case (.blank, _): return .blank
        case (.nulBytes, _): return .nulBytes
        case (.undecodable, _): return .undecodable
        }
    }

    static func decodeLine(_ slice: ArraySlice<UInt8>) -> DecodedLine {
        slice.withUnsafeBufferPointer(decodeLine)
    }

    /// What `line` (its ending off) is, its row read. O(its length).
    static func decodeLine(_ line: UnsafeBufferPointer<UInt8>) -> DecodedLine {
        switch LineKind(line) {
        case .blank: .blank
        case .nulBytes: .nulBytes
        case .undecodable: .undecodable
        case .row: .row(TodoItem(parsingLineWithoutBreaks: String(decoding: line, as: UTF8.self)))
        }
    }
}

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
