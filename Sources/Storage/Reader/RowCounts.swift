/// How many rows a list holds, and how many of them are current and pending, current and
/// done, waiting for their threshold, or hidden by `h:1` (``RowVisibility``): the list's
/// header counts, whether counted from its rows or from a file's bytes.
public struct RowCounts: Hashable, Sendable {
    public var all = 0
    public var pending = 0
    public var done = 0
    public var future = 0
    public var hidden = 0

    public init(all: Int = 0, pending: Int = 0, done: Int = 0, future: Int = 0, hidden: Int = 0) {
        self.all = all
        self.pending = pending
        self.done = done
        self.future = future
        self.hidden = hidden
    }

    /// Counts one more row, done or not, standing so. O(1).
    public mutating func add(done isDone: Bool, standing: RowVisibility) {
        all += 1
        switch standing {
        case .current: if isDone { done += 1 } else { pending += 1 }
        case .future: future += 1
        case .hidden: hidden += 1
        }
    }

    static func + (lhs: RowCounts, rhs: RowCounts) -> RowCounts {
        RowCounts(all: lhs.all + rhs.all, pending: lhs.pending + rhs.pending, done: lhs.done + rhs.done,
                  future: lhs.future + rhs.future, hidden: lhs.hidden + rhs.hidden)
    }

    /// The counts of the rows in a file's `bytes` on `today`, by the loader's rules (which
    /// lines are rows, how a row reads), without making a row: each line's header and text are
    /// read in place. A large file is counted in parts on the machine's cores. O(file size).
    public init(counting bytes: [UInt8], today: TodoDate?) {
        self.init(counting: bytes, today: today, parts: bytes.count >= Self.parallelBytes ? Concurrently.threads : 1)
    }

    /// Below this many bytes (about 50,000 lines of 70 bytes) one core counts the file: counting
    /// a line is quicker than reading its row, so a file is worth several cores later than
    /// for ``FileRows``.
    static let parallelBytes = 3_500_000

    /// ``init(counting:today:)`` in at most `parts` concurrent parts.
    init(counting bytes: [UInt8], today: TodoDate?, parts partCount: Int) {
        self = bytes.withUnsafeBufferPointer { file in
            let ending = LineSplit.ending(of: file)
            let parts = LineSplit.runs(of: file, parts: partCount)
            return Concurrently.map(parts.count) { Self.count(file, parts[$0], ending: ending, today: today) }
                .reduce(RowCounts(), +)
        }
    }

    private static func count(_ file: UnsafeBufferPointer<UInt8>, _ part: Range<Int>, ending: LineEnding, today: TodoDate?) -> RowCounts {
        var counts = RowCounts()
        LineSplit.forEachLine(of: file, in: part, ending: ending) { range in
            let line = UnsafeBufferPointer(rebasing: file[range])
            let isPlain = LineKind.isPlain(line)
            guard LineKind(line, isPlain: isPlain) == .row else { return }
            if LineKind.holdsCarriageReturn(line, isPlain: isPlain) {
                let item = LineKind.rowReadFromText(line)
                counts.add(done: item.done, standing: item.visibility(today: today))
            } else {
                counts.add(done: TodoLineParser.readHeader(line).0.done, standing: RowVisibility(line: line, today: today))
            }
        }
        return counts
    }
}
