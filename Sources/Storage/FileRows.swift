import Glibc

/// A todo.txt file's rows read straight from its bytes, without a ``TodoItem`` per row: what
/// `lista ls` reads. Every rule is the loader's own (``LineSplit``, ``LineKind``, the parser's
/// scan of a line, ``DerivedIDs``, ``TodoItem/idTokenCut(in:id:)``), so each row gets the id
/// and shows the line ``TodoFile/parse(_:)`` gives it (tested on random and hostile files).
///
/// Only the rows the caller admits are kept (and, until their ids are known, the rows without
/// an id or with a repeated one). A row becomes a ``TodoItem`` only when ``item(_:)`` asks for
/// it, when its line cannot be shown from its bytes (a copy of a repeated id, printed from
/// its fields), or when it holds a carriage return (which the item reads as a space).
///
/// A large file is read in passes, each split over the cores: the lines in consecutive runs
/// (``LineSplit/runs(of:parts:)``); which ids repeat one above, by the ids' hashes
/// (``FileIDShards``); the rows put in file order; and the derived ids
/// (``DerivedIDs/bits(seeds:threads:buckets:present:)``).
///
/// Memory: the file's bytes, about 32 bytes per row (and the same again for an admitted row
/// while the rows are put in order), 24 bytes per id in its bucket and 24 in its table.
public struct FileRows {
    /// A kept row: where its line is, and where its id is in it.
    public struct Row: Sendable {
        fileprivate let start: Int
        fileprivate let length: Int32
        fileprivate var lineNumber: Int32
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
        /// Given an id, it prints from its fields, not its line (its header would read otherwise).
        static let printsFields = Flags(rawValue: 8)
        /// Its line holds an id (in its bytes, or in its item when read as one).
        static let hasID = Flags(rawValue: 16)
    }

    /// The rows admitted, in file order.
    public private(set) var admitted: [Row] = []
    /// What ``TodoFile/parse(_:)`` reports about the file, in the same order.
    public private(set) var warnings: [LoadWarning] = []

    private let bytes: [UInt8]
    /// The bits (``TodoID/make(from:)``) of the derived ids of the admitted rows that have one,
    /// in file order.
    private var derivedIDs: [UInt64] = []
    /// Rows read as items, by the start of their line.
    private var items: [Int: TodoItem] = [:]

    /// Reads `bytes`, keeping the rows for which `admit` is true, given whether the row is done
    /// and its text's UTF-8 (the description without Lista's own tags, as ``TodoItem/text``).
    /// A large file's lines are read in parts on several cores, so `admit` may be called from
    /// several threads at once: it must be a pure function. O(file size).
    public init(_ bytes: [UInt8], admitting admit: (_ done: Bool, _ text: UnsafeBufferPointer<UInt8>) -> Bool) {
        self.init(bytes, parts: nil, admitting: admit)
    }

    /// ``init(_:admitting:)`` with the lines read in `parts` concurrent parts, and every later
    /// pass on as many threads (nil: as many as suit the file's size and the machine,
    /// ``Concurrently/threads`` from a lower threshold than the loader's, since a line is read
    /// here far faster than it is parsed).
    /// `buckets`: split the ids' tables in at least so many (tests ask for more than the file needs).
    init(_ bytes: [UInt8], parts: Int?, buckets: Int = 1, admitting admit: (_ done: Bool, _ text: UnsafeBufferPointer<UInt8>) -> Bool) {
        self.bytes = bytes
        var built = bytes.withUnsafeBufferPointer { file in
            let threads = Swift.max(1, parts ?? (file.count >= Self.parallelBytes ? Concurrently.threads : 1))
            return Self.build(file, threads: threads, buckets: buckets, admit: admit)
        }
        built.warnings.sort { $0.line < $1.line }
        (admitted, derivedIDs, items, warnings) = (built.admitted, built.derivedIDs, built.items, built.warnings)
    }

    /// Below this many bytes (about 30,000 lines) one core reads the file.
    static let parallelBytes = 2 << 20

    private struct Built {
        var admitted: [Row]
        var derivedIDs: [UInt64]
        var items: [Int: TodoItem]
        var warnings: [LoadWarning]
    }

    private static func build(_ file: UnsafeBufferPointer<UInt8>, threads: Int, buckets atLeast: Int,
                              admit: (Bool, UnsafeBufferPointer<UInt8>) -> Bool) -> Built {
        let ending = LineSplit.ending(of: file)
        let runs = LineSplit.runs(of: file, parts: threads)
        // About 64 bytes a line.
        let buckets = HashShard.buckets(forKeys: file.count / 64, atLeast: Swift.max(runs.count, atLeast))
        var parts = Concurrently.map(runs.count) { readLines(file, run: runs[$0], ending: ending, buckets: buckets, admit: admit) }
        var lineBase = 0
        var warnings: [LoadWarning] = []
        var items: [Int: TodoItem] = [:]
        for index in parts.indices {
            parts[index].lineBase = lineBase
            warnings += parts[index].skipped.map { $0.nulBytes ? .nulBytes(line: lineBase + $0.line) : .undecodableLine(line: lineBase + $0.line) }
            items.merge(parts[index].items) { first, _ in first }
            lineBase += parts[index].lines
            parts[index].skipped = []
        }
        // In file order: the first row with an id keeps it; a row without one, or with an id
        // seen above, gets a derived one.
        let (seen, repeats) = FileIDShards.build(parts.map(\.ids), threads: runs.count, of: file) { part, start in
            parts[part].items[start]?.id ?? ""
        }
        for index in parts.indices { parts[index].ids = [] }
        let placed = place(parts, repeats: repeats, file: file)
        parts = []  // the rows are let go once placed
        let bits = DerivedIDs.bits(seeds: placed.needing.seeds, threads: runs.count, buckets: atLeast,
                                   present: seen.isEmpty ? nil : { seen.contains($0, in: file) })
        var built = Built(admitted: placed.admitted, derivedIDs: [], items: items, warnings: warnings)
        built.derivedIDs.reserveCapacity(placed.needing.admittedCount)
        let isAdmitted = placed.needing.isAdmitted
        for index in bits.indices where isAdmitted[index] { built.derivedIDs.append(bits[index]) }
        for (index, row) in placed.needing.special {
            let id = TodoID.make(from: bits[index])
            let original = ownID(row, in: file, items: items)
            if !original.isEmpty {
                built.warnings.append(.duplicateID(line: Int(row.lineNumber), id: original, newID: id))
            }
            if row.flags.contains(.admitted), row.flags.contains(.read) { built.items[row.start]?.assignID(id) }
        }
        return built
    }

    /// What one run of the file's lines read as: every row (admitted or not: whether it needs
    /// a derived id is known only in file order), numbered from the run's first line; the lines
    /// that are not rows; rows read as items; and the ids, by bucket (``HashShard``).
    private struct Part {
        var rows: [Row] = []
        /// The seed prefixes of the rows without an id, in order (``Unseeded``).
        var seeds: [UInt64] = []
        /// Lines in the run, rows or not.
        var lines = 0
        /// The number of the line before the run's first (set once every run is read).
        var lineBase = 0
        var skipped: [(line: Int, nulBytes: Bool)] = []
        var items: [Int: TodoItem] = [:]
        var ids: [[FileIDShards.Entry]]
        var admittedCount = 0
        var withoutID = 0
        var admittedWithoutID = 0
    }

    private static func readLines(_ file: UnsafeBufferPointer<UInt8>, run: Range<Int>, ending: LineEnding, buckets: Int,
                                  admit: (Bool, UnsafeBufferPointer<UInt8>) -> Bool) -> Part {
        // About 70 bytes a line.
        var part = Part(rows: HugePages.reserved(run.count / 48 + 16), seeds: HugePages.reserved(run.count / 48 + 16),
                        ids: (0..<buckets).map { _ in HugePages.reserved(run.count / (60 * buckets) + 16) })
        var text: [UInt8] = []
        var unseeded = Unseeded(start: TodoID.seedStart(repeating: ""))
        LineSplit.forEachLine(of: file, in: run, ending: ending) { range in
            part.lines += 1
            let line = UnsafeBufferPointer(rebasing: file[range])
            switch LineKind(line) {
            case .blank: return
            case .nulBytes: part.skipped.append((part.lines, true)); return
            case .undecodable: part.skipped.append((part.lines, false)); return
            case .row: break
            }
            var flags: Flags = []
            var idRange = 0..<0
            let admitted: Bool
            var entry: FileIDShards.Entry?
            var hash: UInt64 = 0
            if memchr(line.baseAddress!, Int32(UInt8(ascii: "\r")), line.count) != nil {
                guard case let .row(item) = LineDecoding.decodeLine(line) else { return }
                flags.insert(.read)
                part.items[range.lowerBound] = item
                var itemText = item.text
                admitted = itemText.withUTF8 { admit(item.done, $0) }
                if !item.id.isEmpty {
                    hash = FileIDSet.hash(item.id)
                    entry = FileIDShards.Entry(hash: hash, start: range.lowerBound, length: -1, row: Int32(part.rows.count))
                }
            } else {
                let scan = TodoLineParser.scan(line)
                if let token = scan.taken.id { idRange = (token.lowerBound + 3)..<token.upperBound }
                admitted = withText(of: scan, in: line, scratch: &text) { admit(scan.header.done, $0) }
                if idRange.isEmpty {
                    if admitted, !TodoLineParser.appendingIDKeeps(header: scan.fieldsHeader(of: line), of: line) {
                        flags.insert(.printsFields)
                    }
                } else {
                    hash = FileIDSet.hash(UnsafeBufferPointer(rebasing: line[idRange]))
                    entry = FileIDShards.Entry(hash: hash, start: range.lowerBound + idRange.lowerBound, length: Int32(idRange.count),
                                               row: Int32(part.rows.count))
                }
            }
            if let entry {
                flags.insert(.hasID)
                part.ids[HashShard.of(hash, count: buckets)].append(entry)
            } else {
                part.withoutID += 1
                if admitted { part.admittedWithoutID += 1 }
                unseeded.add(range, to: &part.seeds, file: file)
            }
            if admitted {
                flags.insert(.admitted)
                part.admittedCount += 1
            }
            part.rows.append(Row(start: range.lowerBound, length: Int32(range.count), lineNumber: Int32(part.lines),
                                 idOffset: Int32(idRange.lowerBound), idLength: Int32(idRange.count), flags: flags, derivedIndex: -1))
        }
        unseeded.finish(&part.seeds, file: file)
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

        /// Appends a place in `seeds` for the row whose line is at `line`; fills the last four
        /// places once there are four. O(1) amortized, plus the lines' lengths.
        mutating func add(_ line: Range<Int>, to seeds: inout [UInt64], file: UnsafeBufferPointer<UInt8>) {
            lines[count] = line
            count += 1
            seeds.append(0)
            guard count == 4 else { return }
            let waiting = lines
            let values = ContentHash.values(continuing: start, InlineArray { UnsafeBufferPointer(rebasing: file[waiting[$0]]) })
            for slot in 0..<4 { seeds[seeds.count - 4 + slot] = values[slot] }
            count = 0
        }

        /// Fills the places still waiting.
        mutating func finish(_ seeds: inout [UInt64], file: UnsafeBufferPointer<UInt8>) {
            for slot in 0..<count {
                var hash = start
                hash.add(UnsafeBufferPointer(rebasing: file[lines[slot]]))
                seeds[seeds.count - count + slot] = hash.value
            }
            count = 0
        }
    }

    /// The rows that need a derived id, in file order: each one's seed prefix, which are
    /// admitted, and the rows that need more than their id (a repeated id's warning, an item).
    private struct Needing {
        var seeds: [UInt64] = []
        /// Whether the row at each index of ``seeds`` was admitted.
        var isAdmitted: [Bool] = []
        var admittedCount = 0
        var special: [(index: Int, row: Row)] = []
    }

    /// The admitted rows in file order, their line numbers and derived ids' places set, and
    /// the rows that need a derived id: each part placed on its own thread, at offsets counted
    /// from the parts before it. O(rows).
    private static func place(_ parts: [Part], repeats: [[Int32]], file: UnsafeBufferPointer<UInt8>) -> (admitted: [Row], needing: Needing) {
        var admittedStart = [0], needingStart = [0], derivedStart = [0]
        for (index, part) in parts.enumerated() {
            let repeated = repeats[index].lazy.filter { part.rows[Int($0)].flags.contains(.admitted) }.count
            admittedStart.append(admittedStart.last! + part.admittedCount)
            needingStart.append(needingStart.last! + part.withoutID + repeats[index].count)
            derivedStart.append(derivedStart.last! + part.admittedWithoutID + repeated)
        }
        var needing = Needing(admittedCount: derivedStart.last!)
        var special: [[(index: Int, row: Row)]] = []
        let admitted = HugePages.array(capacity: admittedStart.last!) { (admittedOut: UnsafeMutableBufferPointer<Row>, admittedCount: inout Int) in
            needing.seeds = HugePages.array(capacity: needingStart.last!) { (seedsOut: UnsafeMutableBufferPointer<UInt64>, seedsCount: inout Int) in
                needing.isAdmitted = HugePages.array(capacity: needingStart.last!) { (flagsOut: UnsafeMutableBufferPointer<Bool>, flagsCount: inout Int) in
                    special = Concurrently.map(parts.count) { index in
                        let part = parts[index]
                        let repeated = repeats[index]
                        var special: [(index: Int, row: Row)] = []
                        var (admittedAt, needingAt, derivedAt, nextRepeat) = (admittedStart[index], needingStart[index], derivedStart[index], 0)
                        var nextSeed = 0
                        for (position, original) in part.rows.enumerated() {
                            var row = original
                            row.lineNumber += Int32(part.lineBase)
                            let isRepeat = nextRepeat < repeated.count && repeated[nextRepeat] == Int32(position)
                            if isRepeat { nextRepeat += 1 }
                            let isAdmitted = row.flags.contains(.admitted)
                            if row.flags.contains(.hasID), !isRepeat {
                                if isAdmitted { (admittedOut.baseAddress! + admittedAt).initialize(to: row); admittedAt += 1 }
                                continue
                            }
                            row.flags.insert(.derived)
                            if isAdmitted {
                                row.derivedIndex = Int32(derivedAt)
                                derivedAt += 1
                                (admittedOut.baseAddress! + admittedAt).initialize(to: row)
                                admittedAt += 1
                            }
                            if isRepeat || row.flags.contains(.read) { special.append((needingAt, row)) }
                            let seed: UInt64
                            if isRepeat {
                                seed = TodoID.seedPrefix(line: file[row.line], repeating: ownID(row, in: file, items: part.items)).value
                            } else {
                                seed = part.seeds[nextSeed]
                                nextSeed += 1
                            }
                            (seedsOut.baseAddress! + needingAt).initialize(to: seed)
                            (flagsOut.baseAddress! + needingAt).initialize(to: isAdmitted)
                            needingAt += 1
                        }
                        return special
                    }
                    flagsCount = needingStart.last!
                }
                seedsCount = needingStart.last!
            }
            admittedCount = admittedStart.last!
        }
        needing.special = special.flatMap { $0 }
        return (admitted, needing)
    }

    /// Calls `body` with the text's bytes: in place when they are one run of the line (nearly
    /// always), else put together in `scratch`.
    @inline(__always)
    private static func withText<Result>(of scan: LineScan, in line: UnsafeBufferPointer<UInt8>, scratch: inout [UInt8],
                                         _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var first: Range<Int>?
        var several = false
        scratch.removeAll(keepingCapacity: true)
        scan.forEachTextPart { part in
            if let only = first {
                if !several { scratch.append(contentsOf: UnsafeBufferPointer(rebasing: line[only])) }
                several = true
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: line[part]))
            } else {
                first = part
            }
        }
        return several ? scratch.withUnsafeBufferPointer(body) : body(UnsafeBufferPointer(rebasing: line[first ?? 0..<0]))
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

    /// Where the row's ``id(_:)`` is in the file's bytes (``withBytes(_:)``), when it is the
    /// line's own; nil when it is not in the file.
    public func idBytes(_ row: Row) -> Range<Int>? {
        row.flags.contains(.derived) || row.flags.contains(.read) ? nil : row.idRange
    }

    /// Calls `body` with the file's bytes, which ``idBytes(_:)`` and ``lineWithoutID(_:)`` point into.
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
        var scratch: [UInt8] = []
        return lineWithoutID(row, scratch: &scratch)
    }

    /// ``lineWithoutID(_:)``, with `scratch` to work in (its capacity kept from row to row, so a
    /// listing of rows without ids allocates nothing per row).
    public func lineWithoutID(_ row: Row, scratch kept: inout [UInt8]) -> ShownLine {
        if row.flags.contains(.read) || row.flags.contains(.printsFields) || row.flags.contains(.derived) && row.idLength > 0 {
            return .text(item(row).lineWithoutID)
        }
        return bytes.withUnsafeBufferPointer { file in
            let line = UnsafeBufferPointer(rebasing: file[row.line])
            guard row.flags.contains(.derived) else {
                let cut = TodoItem.idTokenCut(in: line, id: UnsafeBufferPointer(rebasing: file[row.idRange]))
                    .map { (row.start + $0.lowerBound)..<(row.start + $0.upperBound) } ?? row.line.upperBound..<row.line.upperBound
                return .bytes(row.start..<cut.lowerBound, cut.upperBound..<row.line.upperBound)
            }
            // The row keeps its line with its new id appended: that, without the id's token.
            kept.removeAll(keepingCapacity: true)
            kept.append(contentsOf: line)
            var id = id(row)
            return id.withUTF8 { id in
                TodoItem.appendID(id, to: &kept)
                let cut = kept.withUnsafeBufferPointer { TodoItem.idTokenCut(in: $0, id: id) }
                if let cut, cut.lowerBound == line.count, cut.upperBound == kept.count { return .bytes(row.line, row.line.upperBound..<row.line.upperBound) }
                if let cut { kept.removeSubrange(cut) }
                return .text(String(decoding: kept, as: UTF8.self))
            }
        }
    }

    /// Appends ``TodoItem/lineWithoutID`` of the row to `output` (``lineWithoutID(_:)``).
    public func appendLineWithoutID(_ row: Row, to output: inout [UInt8]) {
        switch lineWithoutID(row) {
        case let .text(text): output.append(contentsOf: text.utf8)
        case let .bytes(before, after): output += bytes[before] + bytes[after]
        }
    }

    /// The row as the loader reads it (``TodoFile/parse(_:)``'s item for this line). O(line length).
    public func item(_ row: Row) -> TodoItem {
        if let item = items[row.start] { return item }
        guard case var .row(item) = LineDecoding.decodeLine(bytes[row.line]) else { preconditionFailure("a kept row is a row") }
        if row.flags.contains(.derived) { item.assignID(id(row)) }
        return item
    }
}

