import Glibc

/// What the first screen of a large list needs before the whole list is read: its first rows
/// and the counts of all of them. Lista shows it while it reads the rest, so a list of a
/// million rows is on screen as soon as its counts are known.
///
/// The rows are read as the loader reads them, but their ids are provisional: a row without an
/// id (or repeating one) is given one that is unique among these rows only. The glance is for
/// drawing, never for changing or saving rows.
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
        let file = FileBytes(bytes)
        var rows: [TodoItem] = []
        var seen = Set<String>()
        var admitted = 0
        var read = 0
        var isWhole = true
        var derived = DerivedIDs(present: { seen.contains($0) })
        bytes.withUnsafeBufferPointer { all in
            var rest = LineSplit.byteOrderMarkLength(all)..<all.count
            let ending = LineSplit.ending(of: all)
            // One line at a time, so that a glance reads no further than it must.
            while admitted < wanted, !rest.isEmpty {
                guard read < lineLimit else { isWhole = false; return }
                let lineEnd = all.baseAddress.flatMap { memchr($0 + rest.lowerBound, Int32(UInt8(ascii: "\n")), rest.count) }
                    .map { all.baseAddress!.distance(to: $0.assumingMemoryBound(to: UInt8.self)) + 1 } ?? rest.upperBound
                LineSplit.forEachLine(of: all, in: rest.lowerBound..<lineEnd, ending: ending) { range in
                    read += 1
                    guard case var .row(item) = LineDecoding.decodeLine(in: file, at: range) else { return }
                    if item.id.isEmpty || seen.contains(item.id) {
                        let original = item.id
                        item.assignID(item.withLineBytes { derived.next(line: $0, repeating: original) })
                    }
                    seen.insert(item.id)
                    if admit(item) { admitted += 1 }
                    rows.append(item)
                }
                rest = lineEnd..<rest.upperBound
            }
            isWhole = rest.isEmpty
        }
        guard admitted >= wanted || isWhole else { return nil }
        self.rows = rows
        self.isWhole = isWhole
        counts = RowCounts(counting: bytes, today: today)
    }
}
