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
        guard lineCount >= parallelThreshold else { return 1 }
        return Swift.max(1, Swift.min(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 4))
    }

    /// The decoded lines of `bytes` at `ranges` (line endings already excluded), as `parts`
    /// consecutive parts in file order, decoded concurrently. O(file size) work.
    static func decode(_ bytes: [UInt8], ranges: [Range<Int>], parts: Int) -> [[DecodedLine]] {
        let parts = Swift.max(1, Swift.min(parts, ranges.count))
        guard parts > 1 else { return [decode(bytes, ranges[...])] }
        // Each part fills its own result, and `concurrentPerform` returns only after every
        // part did, so no lock is needed. (There was a `Synchronization.Mutex` here: on Linux
        // ThreadSanitizer cannot see its contended hand-over and reported a race.)
        let results = (0..<parts).map { _ in PartResult() }
        let size = (ranges.count + parts - 1) / parts
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let lines = ranges[(part * size)..<Swift.min(ranges.count, (part + 1) * size)]
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
    static func decode(_ bytes: [UInt8], _ ranges: ArraySlice<Range<Int>>) -> [DecodedLine] {
        var decoded: [DecodedLine] = []
        decoded.reserveCapacity(ranges.count)
        for range in ranges { decoded.append(decodeLine(bytes[range])) }
        return decoded
    }

    static func decodeLine(_ slice: ArraySlice<UInt8>) -> DecodedLine {
        if slice.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { return .blank }
        if slice.contains(0) { return .nulBytes }
        guard let text = slice.withUnsafeBufferPointer({ String(validating: $0, as: UTF8.self) }) else { return .undecodable }
        return .row(TodoItem(parsingLineWithoutBreaks: text))
    }
}
