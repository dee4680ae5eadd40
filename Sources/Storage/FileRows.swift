import Dispatch
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
/// Memory: the file's bytes, about 32 bytes per kept row and a set of the file's ids.
public struct FileRows {
    /// A kept row: where its line is, and where its id is in it.
    public struct Row: Sendable {
        fileprivate let start: Int
        fileprivate let length: Int32
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
        /// Given an id, it prints from its fields, not its line (its header would read otherwise).
        static let printsFields = Flags(rawValue: 8)
    }

    /// The rows admitted, in file order.
    public private(set) var admitted: [Row] = []
    /// What ``TodoFile/parse(_:)`` reports about the file, in the same order.
    public private(set) var warnings: [LoadWarning] = []

    private let bytes: [UInt8]
    /// The derived ids of the admitted rows that have one, in file order.
    private var derivedIDs: [String] = []
    /// Rows read as items, by the start of their line.
    private var items: [Int: TodoItem] = [:]

    /// Reads `bytes`, keeping the rows for which `admit` is true, given whether the row is done
    /// and its text's UTF-8 (the description without Lista's own tags, as ``TodoItem/text``).
    /// A large file's lines are read in parts on several cores, so `admit` may be called from
    /// several threads at once: it must be a pure function. O(file size).
    public init(_ bytes: [UInt8], admitting admit: (_ done: Bool, _ text: UnsafeBufferPointer<UInt8>) -> Bool) {
        self.init(bytes, parts: nil, admitting: admit)
    }

    /// ``init(_:admitting:)`` with the lines read in `parts` concurrent parts (nil: as many as
    /// suit the file's size and the machine, ``LineDecoding/automaticParts(lineCount:)``'s rule
    /// with a lower threshold, since a line is read here far faster than it is parsed).
    init(_ bytes: [UInt8], parts: Int?, admitting admit: (_ done: Bool, _ text: UnsafeBufferPointer<UInt8>) -> Bool) {
        self.bytes = bytes
        var needing: [Row] = []
        bytes.withUnsafeBufferPointer { file in
            let ranges = LineSplit(file).ranges
            let count = parts ?? (ranges.count >= Self.parallelThreshold ? LineDecoding.automaticParts(lineCount: .max) : 1)
            let read = Self.read(file, ranges, parts: count, admit: admit)
            // In file order: the first row with an id keeps it; a row without one, or with an
            // id seen above, gets a derived one.
            var seen = FileIDSet(capacity: ranges.count)
            var admittedDerived = 0
            for part in read {
                warnings += part.warnings
                items.merge(part.items) { first, _ in first }
                for var row in part.rows {
                    let isNew: Bool
                    if row.flags.contains(.read) {
                        let id = part.items[row.start]?.id ?? ""
                        isNew = !id.isEmpty && seen.insert(id, of: file)
                    } else {
                        isNew = row.idLength > 0 && seen.insert(row.idRange, of: file)
                    }
                    if !isNew {
                        row.flags.insert(.derived)
                        needing.append(row)
                        if row.flags.contains(.admitted) {
                            row.derivedIndex = Int32(admittedDerived)
                            admittedDerived += 1
                        }
                    }
                    if row.flags.contains(.admitted) { admitted.append(row) }
                }
                part.rows = []  // each part's rows are let go once they are placed
            }
            giveIDs(to: needing, present: { [seen] in seen.contains($0, in: file) })
        }
        warnings.sort { $0.line < $1.line }
    }

    /// Below this many lines one core reads the file.
    static let parallelThreshold = 40_000

    /// What one part of the file's lines read as: every row (admitted or not: whether it needs
    /// a derived id is known only in file order), what the load reports, and rows read as items.
    private final class Part: @unchecked Sendable {
        var rows: [Row] = []
        var warnings: [LoadWarning] = []
        var items: [Int: TodoItem] = [:]
    }

    /// Reads the lines at `ranges` of `file` in `parts` consecutive parts, concurrently when
    /// more than one. Each part is written by the one iteration that reads it and read only
    /// after all of them have returned (as ``LineDecoding/decode(_:ranges:parts:)``).
    private static func read(_ file: UnsafeBufferPointer<UInt8>, _ ranges: [Range<Int>], parts: Int,
                             admit: (Bool, UnsafeBufferPointer<UInt8>) -> Bool) -> [Part] {
        let parts = Swift.max(1, Swift.min(parts, ranges.count))
        let results = (0..<parts).map { _ in Part() }
        let size = (ranges.count + parts - 1) / parts
        func readPart(_ part: Int) {
            let lower = Swift.min(ranges.count, part * size)
            readLines(file, ranges, lower..<Swift.min(ranges.count, lower + size), into: results[part], admit: admit)
        }
        if parts == 1 {
            readPart(0)
        } else {
            withoutActuallyEscaping(readPart) { readPart in
                let shared = UncheckedSendable(readPart)
                DispatchQueue.concurrentPerform(iterations: parts) { shared.value($0) }
            }
        }
        return results
    }

    /// A value handed to the threads of ``read(_:_:parts:admit:)``, which only read it.
    private struct UncheckedSendable<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private static func readLines(_ file: UnsafeBufferPointer<UInt8>, _ ranges: [Range<Int>], _ indices: Range<Int>, into part: Part,
                                  admit: (Bool, UnsafeBufferPointer<UInt8>) -> Bool) {
        var text: [UInt8] = []
        part.rows.reserveCapacity(indices.count)
        for index in indices {
            let range = ranges[index]
            let line = UnsafeBufferPointer(rebasing: file[range])
            switch LineKind(line) {
            case .blank: continue
            case .nulBytes: part.warnings.append(.nulBytes(line: index + 1)); continue
            case .undecodable: part.warnings.append(.undecodableLine(line: index + 1)); continue
            case .row: break
            }
            var flags: Flags = []
            var idRange = 0..<0
            let admitted: Bool
            if memchr(line.baseAddress!, Int32(UInt8(ascii: "\r")), line.count) != nil {
                guard case let .row(item) = LineDecoding.decodeLine(line) else { continue }
                flags.insert(.read)
                part.items[range.lowerBound] = item
                var itemText = item.text
                admitted = itemText.withUTF8 { admit(item.done, $0) }
            } else {
                let scan = TodoLineParser.scan(line)
                if let token = scan.taken.id { idRange = (token.lowerBound + 3)..<token.upperBound }
                admitted = withText(of: scan, in: line, scratch: &text) { admit(scan.header.done, $0) }
                if admitted, idRange.isEmpty, !TodoLineParser.appendingIDKeeps(header: scan.fieldsHeader(of: line), of: line) {
                    flags.insert(.printsFields)
                }
            }
            if admitted { flags.insert(.admitted) }
            part.rows.append(Row(start: range.lowerBound, length: Int32(range.count), lineNumber: Int32(index + 1),
                                 idOffset: Int32(idRange.lowerBound), idLength: Int32(idRange.count), flags: flags, derivedIndex: -1))
        }
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

    /// The loader's second pass: derived ids for the rows that need one, in file order.
    private mutating func giveIDs(to rows: [Row], present: @escaping (String) -> Bool) {
        var ids = DerivedIDs(present: present)
        for row in rows {
            let original = self.ownID(row)
            let id = ids.next(line: bytes[row.line], repeating: original)
            if !original.isEmpty {
                warnings.append(.duplicateID(line: Int(row.lineNumber), id: original, newID: id))
            }
            guard row.flags.contains(.admitted) else { continue }
            derivedIDs.append(id)
            if row.flags.contains(.read) { items[row.start]?.assignID(id) }
        }
    }

    /// The id its line holds, "" for none.
    private func ownID(_ row: Row) -> String {
        if row.flags.contains(.read) { return items[row.start]?.id ?? "" }
        guard row.idLength > 0 else { return "" }
        let start = row.start + Int(row.idOffset)
        return String(decoding: bytes[start..<(start + Int(row.idLength))], as: UTF8.self)
    }

    /// The row's id: the one its line holds, else the one derived for it (as the loader gives).
    public func id(_ row: Row) -> String {
        row.flags.contains(.derived) ? derivedIDs[Int(row.derivedIndex)] : ownID(row)
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
            var kept = Array(line)
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
