import Glibc

/// What the first screen of a large list needs before the whole list is read: its first rows
/// and the counts of all of them. Lista shows it while it reads the rest, so a list of a
/// million rows is on screen as soon as its counts are known.
///
/// The rows are the file's reader's (``FileRows``) on the file's first lines alone, so their
/// ids are provisional: a row without an id (or repeating one) is given one that is unique
/// among those lines only. The glance is for drawing, never for changing or saving rows.
public struct FileGlance: Sendable {
    /// The first rows of the file, in order, up to the row that made `wanted` of them admitted.
    public var rows: [TodoItem]
    /// Whether ``rows`` are every row of the file.
    public var isWhole: Bool
    /// The counts of every row of the file (``RowCounts/init(counting:today:)``).
    public var counts: RowCounts

    /// Reads the first rows of `bytes` until `wanted` of them are admitted by `admit` (or
    /// `lineLimit` lines were read), and counts every row. Nil when the limit came first: the
    /// first screen would need more of the file than a glance reads. O(file size) for the
    /// counts, O(lines read) for the rows.
    public init?(_ bytes: [UInt8], wanted: Int, lineLimit: Int, today: TodoDate?, admit: (TodoItem) -> Bool) {
        // A few screens' worth of lines first, then four times as many, so that a glance
        // reads little further than it must, and no line more than twice on average.
        var lines = Swift.min(lineLimit, Swift.max(64, wanted * 4))
        while true {
            let end = Self.end(ofLines: lines, in: bytes)
            let reader = FileRows(everyRowOf: bytes, parts: 1, upTo: end)
            var rows: [TodoItem] = []
            var admitted = 0
            for row in reader.admitted {
                guard admitted < wanted else { break }
                let item = reader.item(row)
                rows.append(item)
                if admit(item) { admitted += 1 }
            }
            let readsWhole = end == bytes.count
            if admitted >= wanted || readsWhole {
                self.rows = rows
                isWhole = readsWhole && rows.count == reader.admitted.count
                counts = RowCounts(counting: bytes, today: today)
                return
            }
            guard lines < lineLimit else { return nil }
            lines = Swift.min(lineLimit, lines * 4)
        }
    }

    /// Where the line after the first `lines` lines of `bytes` starts (the count of bytes when
    /// the file has no more). O(length of those lines), by memchr.
    private static func end(ofLines lines: Int, in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { all in
            guard let base = all.baseAddress else { return 0 }
            var end = 0
            for _ in 0..<lines {
                guard end < all.count, let found = memchr(base + end, Int32(UInt8(ascii: "\n")), all.count - end) else { return all.count }
                end = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return end
        }
    }
}
