import Glibc

/// The one reader of a todo.txt file's bytes: which lines are rows (``LineSplit``,
/// ``LineKind``), where each row's id is (the parser's scan of a line), and which id each row
/// is known by (the first row holding an id keeps it; a row without one, or repeating one,
/// gets one from ``DerivedIDs``). `lista ls` reads rows straight from it, without a
/// ``TodoItem`` per row; ``TodoFile/parse(_:)`` makes an item of every row it reads
/// (``init(everyRowOf:parts:buckets:upTo:)``), and ``FileGlance`` reads the first lines of a
/// file with it.
///
/// Only the rows the caller admits are kept (and, until the derived ids are known, each row
/// without an id as its seed and line, and each id as its place in the file). A row becomes a ``TodoItem`` only when ``item(_:)`` asks for
/// it, when its line cannot be shown from its bytes (a copy of a repeated id, printed from
/// its fields), or when it holds a carriage return (which the item reads as a space).
///
/// A large file is read in passes, each split over the cores: the lines in consecutive runs
/// (``LineSplit/runs(of:parts:)``); which ids repeat one above, by the ids' hashes
/// (``FileIDShards``); the rows put in file order; and the derived ids
/// (``DerivedIDs/bits(seeds:threads:buckets:present:)``).
///
/// Memory: the file's bytes (mapped, with ``FileBytes``), 32 bytes per admitted row, and while
/// reading 16 bytes per row without an id, 24 per id in its bucket and about 24 in its table.
public struct FileRows {
    /// A kept row: where its line is, and where its id is in it.
    public struct Row: Sendable {
        fileprivate let start: Int
        fileprivate let length: Int32
        /// Its line's number in the part of the file it was read in.
        fileprivate let lineNumber: Int32
        /// The id's bytes in the line (offset, length); length 0 when the line holds none.
        fileprivate let idOffset: Int32
        fileprivate let idLength: Int32
        fileprivate var flags: Flags
        /// Where its derived id is in ``FileRows/derivedIDs``, for an admitted row that has one.
        fileprivate var derivedIndex: Int32

        fileprivate var line: Range<Int> { start..<(start + Int(length)) }
        /// Where its id is in the file.
        fileprivate var idRange: Range<Int> { (start + Int(idOffset))..<(start + Int(idOffset + idLength)) }
    }

    fileprivate struct Flags: OptionSet, Sendable {
        let rawValue: UInt8
        /// The caller admitted it.
        static let admitted = Flags(rawValue: 1)
        /// Its id is derived (``DerivedIDs``): it had none, or repeated one.
        static let derived = Flags(rawValue: 2)
        /// It is read as an item (a carriage return in its line).
        static let read = Flags(rawValue: 4)
        /// Its line holds an id (in its bytes, or in its item when read as one).
        static let hasID = Flags(rawValue: 16)
    }

    /// Rows in file order, kept as the parts of the file they were read in (not copied into one array).
    public struct AdmittedRows: RandomAccessCollection, Sendable {
        fileprivate let segments: [[Row]]
        /// Where each segment starts, and the count last.
        fileprivate let starts: [Int]

        fileprivate init(segments: [[Row]]) {
            self.segments = segments.filter { !$0.isEmpty }
            starts = self.segments.reduce(into: [0]) { $0.append($0.last! + $1.count) }
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { starts.last! }

        /// O(parts), at most four.
        public subscript(position: Int) -> Row {
            var segment = 0
            while position >= starts[segment + 1] { segment += 1 }
            return segments[segment][position - starts[segment]]
        }
    }

    /// The rows admitted, in file order.
    public private(set) var admitted = AdmittedRows(segments: [])
    /// The lines that are not rows (blank, with a NUL byte, not UTF-8), in file order: each
    /// one's bytes (its ending off) and how many admitted rows are above it.
    private(set) var otherLines: [(rowsAbove: Int, line: Range<Int>)] = []
    /// What ``TodoFile/parse(_:)`` reports about the file, in the same order.
    public private(set) var warnings: [LoadWarning] = []

    /// The file's bytes, shared by every item made of a row (``TodoItem`` reads in place).
    private let file: FileBytes
    private var bytes: [UInt8] { file.bytes }
    /// The bits (``TodoID/make(from:)``) of the derived ids of the rows that need one, admitted
    /// or not, in file order.
    private var derivedIDs: [UInt64] = []
    /// Rows read as items, by the start of their line.
    private var items: [Int: TodoItem] = [:]

    /// Reads `bytes`, keeping the rows for which `admit` is true, given whether the row is done
    /// and its text's UTF-8 (the description without Lista's own tags, as ``TodoItem/text``).
    /// A large file's lines are read in parts on several cores, so `admit` may be called from
    /// several threads at once: it must be a pure function. O(file size).
    ///
    /// `mayAdmit`, given whether a row is done and its whole line (valid UTF-8, no carriage
    /// return), may say false only for a row that `admit` would leave out: such a row's line
    /// is then read only for its id (``TodoLineParser/idToken(_:)``), not parsed.
    public init(_ bytes: [UInt8], mayAdmit: (_ done: Bool, _ line: UnsafeBufferPointer<UInt8>) -> Bool = { _, _ in true },
                admitting admit: (_ done: Bool, _ text: UnsafeBufferPointer<UInt8>) -> Bool) {
        self.init(bytes, parts: nil, mayAdmit: mayAdmit, admitting: admit)
    }

    /// ``init(_:admitting:)`` with the lines read in `parts` concurrent parts, and every later
    /// pass on as many threads (nil: as many as suit the file's size and the machine,
    /// ``Concurrently/threads`` from a lower threshold than the loader's, since a line is read
    /// here far faster than it is parsed).
    /// `buckets`: split the ids' tables in at least so many (tests ask for more than the file needs).
    init(_ bytes: [UInt8], parts: Int?, buckets: Int = 1, mayAdmit: (_ done: Bool, _ line: UnsafeBufferPointer<UInt8>) -> Bool = { _, _ in true },
         admitting admit: (_ done: Bool, _ text: UnsafeBufferPointer<UInt8>) -> Bool) {
        self.init(bytes, parts: parts, buckets: buckets, upTo: nil, every: false, mayAdmit: mayAdmit, admit: admit)
    }

    /// Reads every row of `bytes`, or of its lines that end before `end` (a line's start; nil:
    /// the whole file), without making their texts: what the loader and the glance read.
    /// `parts` and `buckets` as ``init(_:parts:buckets:mayAdmit:admitting:)``. O(bytes read).
    init(everyRowOf bytes: [UInt8], parts: Int? = nil, buckets: Int = 1, upTo end: Int? = nil) {
        self.init(bytes, parts: parts, buckets: buckets, upTo: end, every: true, mayAdmit: { _, _ in true }, admit: { _, _ in true })
    }

    private init(_ bytes: [UInt8], parts: Int?, buckets: Int, upTo end: Int?, every: Bool,
                 mayAdmit: (Bool, UnsafeBufferPointer<UInt8>) -> Bool, admit: (Bool, UnsafeBufferPointer<UInt8>) -> Bool) {
        file = FileBytes(bytes)
        var built = bytes.withUnsafeBufferPointer { all in
            let file = UnsafeBufferPointer(rebasing: all[..<(end ?? all.count)])
            let threads = Swift.max(1, parts ?? (file.count >= Self.parallelBytes ? Concurrently.threads : 1))
            return Self.build(file, threads: threads, buckets: buckets, every: every, mayAdmit: mayAdmit, admit: admit)
        }
        built.warnings.sort { $0.line < $1.line }
        (admitted, derivedIDs, items, warnings, otherLines) = (built.admitted, built.derivedIDs, built.items, built.warnings, built.otherLines)
    }

    /// Below this many bytes (about 30,000 lines) one core reads the file.
    static let parallelBytes = 2 << 20

    private struct Built {
        var admitted: AdmittedRows
        var derivedIDs: [UInt64]
        var items: [Int: TodoItem]
        var warnings: [LoadWarning]
        var otherLines: [(rowsAbove: Int, line: Range<Int>)]
    }

    /// `every`: every row is admitted, and its text is not made (`mayAdmit` and `admit` are not asked).
    private static func build(_ file: UnsafeBufferPointer<UInt8>, threads: Int, buckets atLeast: Int, every: Bool,
                              mayAdmit: (Bool, UnsafeBufferPointer<UInt8>) -> Bool, admit: (Bool, UnsafeBufferPointer<UInt8>) -> Bool) -> Built {
        let ending = LineSplit.ending(of: file)
        let runs = LineSplit.runs(of: file, parts: threads)
        // About 64 bytes a line.
        let buckets = HashShard.buckets(forKeys: file.count / 64, atLeast: Swift.max(runs.count, atLeast))
        let parts = Concurrently.map(runs.count) {
            readLines(file, run: runs[$0], ending: ending, buckets: buckets, every: every, mayAdmit: mayAdmit, admit: admit)
        }
        var lineBase = 0
        var rowBase = 0
        var warnings: [LoadWarning] = []
        var items: [Int: TodoItem] = [:]
        var otherLines: [(rowsAbove: Int, line: Range<Int>)] = []
        for part in parts {
            part.lineBase = lineBase
            warnings += part.skipped.map { $0.nulBytes ? .nulBytes(line: lineBase + $0.line) : .undecodableLine(line: lineBase + $0.line) }
            otherLines += part.others.map { (rowBase + $0.rowsAbove, $0.line) }
            items.merge(part.items) { first, _ in first }
            lineBase += part.lines
            rowBase += part.rows.count
            part.skipped = []
            part.others = []
        }
        // In file order: the first row with an id keeps it; a row without one, or with an id
        // seen above, gets a derived one.
        // Handed over, so that each bucket's entries are freed once filed.
        let entries = parts.map { part in
            defer { part.ids = [] }
            return part.ids.map(FileIDShards.Bucket.init)
        }
        let (seen, repeats) = FileIDShards.build(entries, threads: runs.count, of: file) { part, start in
            parts[part].items[start]?.id ?? ""
        }
        let needing = place(parts, repeats: repeats, ending: ending, file: file)
        let bits = DerivedIDs.bits(seeds: needing.seeds, threads: runs.count, buckets: atLeast,
                                   present: seen.isEmpty ? nil : { seen.contains($0, in: file) })
        var built = Built(admitted: AdmittedRows(segments: parts.map(\.rows)), derivedIDs: bits, items: items, warnings: warnings,
                          otherLines: otherLines)
        for part in parts { part.rows = [] }
        for special in needing.special {
            let id = TodoID.make(from: bits[special.index])
            if !special.original.isEmpty {
                built.warnings.append(.duplicateID(line: special.line, id: special.original, newID: id))
            }
            if let start = special.item { built.items[start]?.assignID(id) }
        }
        return built
    }

    /// What one run of the file's lines read as: its admitted rows and its rows without an id
    /// (whether a row needs a derived id is known only in file order), numbered from the run's
    /// first line; the lines that are not rows; rows read as items; and the ids, by bucket
    /// (``HashShard``). Written by the one thread that reads the run, then by the one that
    /// places it (``place(_:repeats:ending:file:)``), each after the one before has returned.
    private final class Part: @unchecked Sendable {
        var rows: [Row]
        var unnamed: [Unnamed]
        /// Lines in the run, rows or not.
        var lines = 0
        /// The number of the line before the run's first (set once every run is read).
        var lineBase = 0
        var skipped: [(line: Int, nulBytes: Bool)] = []
        /// The lines that are not rows, each with how many of the run's admitted rows are above it.
        var others: [(rowsAbove: Int, line: Range<Int>)] = []
        var items: [Int: TodoItem] = [:]
        var ids: [[FileIDShards.Entry]]

        init(rows: [Row], unnamed: [Unnamed], ids: [[FileIDShards.Entry]]) {
            (self.rows, self.unnamed, self.ids) = (rows, unnamed, ids)
        }
    }

    /// A row without an id: its seed prefix (``Unseeded``), its line in its part, and its index
    /// in the part's admitted rows (-1 when not admitted).
    private struct Unnamed {
        var seed: UInt64
        let line: Int32
        let row: Int32
    }

    private static func readLines(_ file: UnsafeBufferPointer<UInt8>, run: Range<Int>, ending: LineEnding, buckets: Int, every: Bool,
                                  mayAdmit: (Bool, UnsafeBufferPointer<UInt8>) -> Bool, admit: (Bool, UnsafeBufferPointer<UInt8>) -> Bool) -> Part {
        // Room for lines of 32 bytes or more (only what is written is touched).
        var rows: [Row] = HugePages.reserved(run.count / 32 + 16)
        var unnamed: [Unnamed] = HugePages.reserved(run.count / 32 + 16)
        var ids: [[FileIDShards.Entry]] = (0..<buckets).map { _ in HugePages.reserved(run.count / (60 * buckets) + 16) }
        var lines = 0
        var skipped: [(line: Int, nulBytes: Bool)] = []
        var others: [(rowsAbove: Int, line: Range<Int>)] = []
        var items: [Int: TodoItem] = [:]
        var text: [UInt8] = []
        var unseeded = Unseeded(start: TodoID.seedStart(repeating: ""))
        LineSplit.forEachLine(of: file, in: run, ending: ending) { range in
            lines += 1
            let line = UnsafeBufferPointer(rebasing: file[range])
            let isPlain = LineKind.isPlain(line)
            switch LineKind(line, isPlain: isPlain) {
            case .row: break
            case .blank: others.append((rows.count, range)); return
            case .nulBytes: skipped.append((lines, true)); others.append((rows.count, range)); return
            case .undecodable: skipped.append((lines, false)); others.append((rows.count, range)); return
            }
            var flags: Flags = []
            var idRange = 0..<0
            let admitted: Bool
            /// The id's place, when the line holds one: its first byte (-1: in the row's item) and length.
            var id: (start: Int, length: Int32, hash: UInt64)?
            if LineKind.holdsCarriageReturn(line, isPlain: isPlain) {
                let item = LineKind.rowReadFromText(line)
                flags.insert(.read)
                items[range.lowerBound] = item
                var itemText = item.text
                admitted = every || itemText.withUTF8 { admit(item.done, $0) }
                if !item.id.isEmpty { id = (range.lowerBound, -1, FileIDSet.hash(item.id)) }
            } else {
                // A row the caller's first test leaves out is read for its id alone, and so is
                // every row when every row is admitted (its text is not asked for).
                let scan = !every && mayAdmit(TodoLineParser.isDone(line), line) ? TodoLineParser.scan(line) : nil
                let idToken: Range<Int>?
                if every {
                    idToken = TodoLineParser.idToken(line)
                    admitted = true
                } else if let scan {
                    idToken = scan.taken.id
                    admitted = scan.withText(in: line, scratch: &text) { admit(scan.header.done, $0) }
                } else {
                    idToken = TodoLineParser.idToken(line)
                    admitted = false
                }
                if let idToken { idRange = (idToken.lowerBound + 3)..<idToken.upperBound }
                if !idRange.isEmpty {
                    id = (range.lowerBound + idRange.lowerBound, Int32(idRange.count), FileIDSet.hash(UnsafeBufferPointer(rebasing: line[idRange])))
                }
            }
            let index = admitted ? Int32(rows.count) : -1
            if let id {
                flags.insert(.hasID)
                ids[HashShard.of(id.hash, count: buckets)].append(FileIDShards.Entry(hash: id.hash, start: id.start, length: id.length,
                                                                                    row: admitted ? index : -Int32(lines)))
            } else {
                unseeded.add(range, to: &unnamed, line: Int32(lines), row: index, file: file)
            }
            guard admitted else { return }
            flags.insert(.admitted)
            rows.append(Row(start: range.lowerBound, length: Int32(range.count), lineNumber: Int32(lines),
                            idOffset: Int32(idRange.lowerBound), idLength: Int32(idRange.count), flags: flags, derivedIndex: -1))
        }
        unseeded.finish(&unnamed, file: file)
        let part = Part(rows: rows, unnamed: unnamed, ids: ids)
        (part.lines, part.skipped, part.others, part.items) = (lines, skipped, others, items)
        return part
    }

    /// Rows without an id waiting for their seed prefix (``TodoID/seedPrefix(line:repeating:)``,
    /// nothing repeated), hashed four lines at a time (``ContentHash/values(continuing:_:)``):
    /// one line's hash is a chain of multiplies, four are four chains side by side.
    private struct Unseeded {
        let start: ContentHash
        private var lines = InlineArray<4, Range<Int>>(repeating: 0..<0)
        private var count = 0

        init(start: ContentHash) {
            self.start = start
        }

        /// Appends the row (line `line` of its part, `row` of its admitted rows) whose line is at
        /// `range`; seeds the last four once there are four. O(1) amortized, plus the lines' lengths.
        mutating func add(_ range: Range<Int>, to unnamed: inout [Unnamed], line: Int32, row: Int32, file: UnsafeBufferPointer<UInt8>) {
            lines[count] = range
            count += 1
            unnamed.append(Unnamed(seed: 0, line: line, row: row))
            guard count == 4 else { return }
            let waiting = lines
            let values = ContentHash.values(continuing: start, InlineArray { UnsafeBufferPointer(rebasing: file[waiting[$0]]) })
            for slot in 0..<4 { unnamed[unnamed.count - 4 + slot].seed = values[slot] }
            count = 0
        }

        /// Seeds the rows still waiting.
        mutating func finish(_ unnamed: inout [Unnamed], file: UnsafeBufferPointer<UInt8>) {
            for slot in 0..<count {
                var hash = start
                hash.add(UnsafeBufferPointer(rebasing: file[lines[slot]]))
                unnamed[unnamed.count - count + slot].seed = hash.value
            }
            count = 0
        }
    }

    /// The rows that need a derived id, in file order: each one's seed prefix, and those that
    /// need more than their id: a repeated id's warning (its line and the id), or an item to
    /// give it to (where its line starts).
    private struct Needing {
        var seeds: [UInt64] = []
        var special: [(index: Int, line: Int, original: String, item: Int?)] = []
    }

    /// The rows that need a derived id, in file order, each part's found on its own thread and
    /// written at offsets counted from the parts before it; an admitted one is marked derived
    /// with its place in that order (where its derived id will be). O(rows).
    private static func place(_ parts: [Part], repeats: [[FileIDShards.Entry]], ending: LineEnding,
                              file: UnsafeBufferPointer<UInt8>) -> Needing {
        var needingStart = [0]
        for (index, part) in parts.enumerated() {
            needingStart.append(needingStart.last! + part.unnamed.count + repeats[index].count)
        }
        var needing = Needing()
        var special: [[(index: Int, line: Int, original: String, item: Int?)]] = []
        needing.seeds = HugePages.array(capacity: needingStart.last!) { (seedsOut: UnsafeMutableBufferPointer<UInt64>, seedsCount: inout Int) in
                special = Concurrently.map(parts.count) { index in
                    let part = parts[index]
                    // The repeats by line, beside the rows without an id (already in line order).
                    let repeated = repeats[index].map { ($0.row >= 0 ? part.rows[Int($0.row)].lineNumber : -$0.row, $0) }.sorted { $0.0 < $1.0 }
                    var special: [(index: Int, line: Int, original: String, item: Int?)] = []
                    var (needingAt, nextUnnamed, nextRepeat) = (needingStart[index], 0, 0)
                    func markDerived(_ row: Int) {
                        part.rows[row].flags.insert(.derived)
                        part.rows[row].derivedIndex = Int32(needingAt)
                    }
                    while nextUnnamed < part.unnamed.count || nextRepeat < repeated.count {
                        let seed: UInt64, admitted: Bool
                        if nextRepeat == repeated.count || nextUnnamed < part.unnamed.count && part.unnamed[nextUnnamed].line < repeated[nextRepeat].0 {
                            let unnamed = part.unnamed[nextUnnamed]
                            nextUnnamed += 1
                            (seed, admitted) = (unnamed.seed, unnamed.row >= 0)
                            if admitted {
                                markDerived(Int(unnamed.row))
                                let row = part.rows[Int(unnamed.row)]
                                if row.flags.contains(.read) { special.append((needingAt, 0, "", row.start)) }
                            }
                        } else {
                            let (line, entry) = repeated[nextRepeat]
                            nextRepeat += 1
                            admitted = entry.row >= 0
                            let original: String
                            let lineBytes: Range<Int>
                            var item: Int?
                            if admitted {
                                let row = part.rows[Int(entry.row)]
                                (original, lineBytes) = (ownID(row, in: file, items: part.items), row.line)
                                if row.flags.contains(.read) { item = row.start }
                                markDerived(Int(entry.row))
                            } else {
                                lineBytes = Self.line(holding: entry.start, of: file, ending: ending)
                                original = entry.length < 0 ? part.items[entry.start]?.id ?? ""
                                    : String(decoding: UnsafeBufferPointer(rebasing: file[entry.start..<(entry.start + Int(entry.length))]), as: UTF8.self)
                            }
                            seed = TodoID.seedPrefix(line: file[lineBytes], repeating: original).value
                            special.append((needingAt, part.lineBase + Int(line), original, item))
                        }
                        (seedsOut.baseAddress! + needingAt).initialize(to: seed)
                        needingAt += 1
                    }
                    part.unnamed = []
                    return special
                }
            seedsCount = needingStart.last!
        }
        needing.special = special.flatMap { $0 }
        return needing
    }

    /// The line (its ending off, as ``LineSplit`` cuts it) that holds byte `offset` of `file`.
    /// O(line length).
    private static func line(holding offset: Int, of file: UnsafeBufferPointer<UInt8>, ending: LineEnding) -> Range<Int> {
        var start = offset
        while start > 0, file[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        let rest = UnsafeBufferPointer(rebasing: file[start...])
        let end = rest.firstIndex(of: UInt8(ascii: "\n")).map { start + $0 + 1 } ?? file.count
        var line = start..<end
        LineSplit.forEachLine(of: file, in: start..<end, ending: ending) { line = $0 }
        return line
    }

    /// The id its line holds, "" for none.
    private func ownID(_ row: Row) -> String {
        bytes.withUnsafeBufferPointer { Self.ownID(row, in: $0, items: items) }
    }

    /// The id the row's line holds in `file`, "" for none; a row read as an item's from `items`.
    private static func ownID(_ row: Row, in file: UnsafeBufferPointer<UInt8>, items: [Int: TodoItem]) -> String {
        if row.flags.contains(.read) { return items[row.start]?.id ?? "" }
        guard row.idLength > 0 else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: file[row.idRange]), as: UTF8.self)
    }

    /// The row's id: the one its line holds, else the one derived for it (as the loader gives).
    public func id(_ row: Row) -> String {
        row.flags.contains(.derived) ? TodoID.make(from: derivedIDs[Int(row.derivedIndex)]) : ownID(row)
    }

    /// Calls `body` with the UTF-8 of the row's ``id(_:)``: in the file's bytes when it is the
    /// line's own, spelled on the stack when it is derived. O(length of the id), nothing
    /// allocated but for a row read as an item.
    /// (Not generic, so that a caller in another module calls it without generic metadata.)
    public func withID(_ row: Row, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if row.flags.contains(.derived) {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: TodoID.length) { spelled in
                TodoID.spell(derivedIDs[Int(row.derivedIndex)], into: spelled)
                body(UnsafeBufferPointer(spelled))
            }
        } else if row.flags.contains(.read) {
            var id = ownID(row)
            id.withUTF8(body)
        } else {
            bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[row.idRange])) }
        }
    }

    /// Calls `body` with the file's bytes, which ``lineWithoutID(_:)`` points into.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer(body)
    }

    /// A row's ``TodoItem/lineWithoutID``: the bytes of its line around the id's token (two
    /// runs of the file's bytes, nearly always), or text made from its fields.
    public enum ShownLine {
        case bytes(Range<Int>, Range<Int>)
        case text(String)
    }

    /// The row's ``TodoItem/lineWithoutID``, from the file's bytes when it shows its line as
    /// read. O(length of the id) for a row whose line ends with it, else O(line length).
    public func lineWithoutID(_ row: Row) -> ShownLine {
        if row.flags.contains(.read) || row.flags.contains(.derived) && row.idLength > 0 {
            return .text(item(row).lineWithoutID)
        }
        // A line without an id is shown as it is: the id derived for it is never written.
        if row.flags.contains(.derived) {
            return .bytes(row.line, row.line.upperBound..<row.line.upperBound)
        }
        return bytes.withUnsafeBufferPointer { file in
            let line = UnsafeBufferPointer(rebasing: file[row.line])
            let cut = TodoItem.idTokenCut(in: line, id: UnsafeBufferPointer(rebasing: file[row.idRange]))
                .map { (row.start + $0.lowerBound)..<(row.start + $0.upperBound) } ?? row.line.upperBound..<row.line.upperBound
            return .bytes(row.start..<cut.lowerBound, cut.upperBound..<row.line.upperBound)
        }
    }

    /// The row as an item: read in place from the file's bytes (``TodoItem`` holds its line's
    /// range), known by its ``id(_:)``. O(1) for a row holding its own id or none, O(line
    /// length) for a copy of a repeated id (printed from its fields).
    public func item(_ row: Row) -> TodoItem {
        if row.flags.contains(.read), let item = items[row.start] { return item }
        let ownID = row.idLength > 0 ? Int(row.idOffset)..<Int(row.idOffset + row.idLength) : nil
        var item = TodoItem(reading: file, at: row.line, id: ownID)
        if row.flags.contains(.derived) { item.assignID(id(row)) }
        return item
    }

    /// Every admitted row as an item (``item(_:)``), in file order, each part's made on a
    /// thread of its own. O(rows).
    func everyItem() -> [TodoItem] {
        let (segments, starts) = (admitted.segments, admitted.starts)
        return HugePages.array(capacity: admitted.count) { (items: UnsafeMutableBufferPointer<TodoItem>, count: inout Int) in
            Concurrently.forEach(segments.count) { part in
                for (offset, row) in segments[part].enumerated() {
                    (items.baseAddress! + starts[part] + offset).initialize(to: item(row))
                }
            }
            count = admitted.count
        }
    }
}

