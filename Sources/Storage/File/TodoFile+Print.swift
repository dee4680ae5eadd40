/// Printing a file: its rows (the file's own, or rows given in their place) with every line that
/// is not a row put back after the row it followed, into a byte array or straight into a file.
extension TodoFile {
    /// Prints the file with `items` in place of ``items``, by the rules of ``bytes()``: rows in
    /// order, the line ending throughout, and lines that are not rows after the row they
    /// followed (followers of a row that is gone move behind the closest earlier row still
    /// present). Rows read and unchanged that stood one after another in the file they were
    /// read from, separated by this line ending, go to `sink` as one range of that file's
    /// bytes: a save after one edit appends a few ranges, not a million lines. O(total size);
    /// holds nothing the size of the file beyond what `sink` keeps.
    func print<Items: Sequence, Sink: ByteSink>(items: Items, to sink: inout Sink) throws(Sink.Failure)
    where Items.Element == TodoItem {
        let (movedLeading, extra) = relocatedFollowers(items: items)
        let ending = Array(lineEnding.rawValue.utf8)
        if startsWithByteOrderMark { try sink.append(LineSplit.byteOrderMark) }
        var lineCount = 0
        var run: ReadRun?
        func flushRun() throws(Sink.Failure) {
            guard let pending = run else { return }
            run = nil
            try pending.file.bytes.withUnsafeBufferPointer { (all) throws(Sink.Failure) in
                try sink.append(UnsafeBufferPointer(rebasing: all[pending.range]))
            }
        }
        func emit(_ line: [UInt8]) throws(Sink.Failure) {
            try flushRun()
            if lineCount > 0 { try sink.append(ending) }
            try sink.append(line)
            lineCount += 1
        }
        for line in leading { try emit(line) }
        for line in movedLeading { try emit(line) }
        let hasFollowers = !followers.isEmpty
        for item in items {
            if let line = item.readLine, !line.hasAppendedID {
                if run?.extend(with: line, separatedBy: ending) != true {
                    try flushRun()
                    if lineCount > 0 { try sink.append(ending) }
                    run = ReadRun(line)
                }
            } else {
                try flushRun()
                if lineCount > 0 { try sink.append(ending) }
                var failure: Sink.Failure?
                item.forEachLinePart { part in
                    guard failure == nil else { return }
                    do throws(Sink.Failure) { try sink.append(part) } catch { failure = error }
                }
                if let failure { throw failure }
            }
            lineCount += 1
            guard hasFollowers else { continue }
            if let lines = followers[item.id] { for line in lines { try emit(line) } }
            if let lines = extra[item.id] { for line in lines { try emit(line) } }
        }
        try flushRun()
        if lineCount > 0, endsWithNewline { try sink.append(ending) }
    }

    /// How many bytes ``print(items:to:)`` writes for `items` (every line that is not a row is
    /// printed once, wherever it goes). O(total size).
    func printedSize<Items: Sequence>(items: Items) -> Int where Items.Element == TodoItem {
        var lineCount = preservedLineCount
        var size = 0
        for item in items {
            size += item.lineByteCount
            lineCount += 1
        }
        for line in leading { size += line.count }
        for lines in followers.values { for line in lines { size += line.count } }
        let endings = lineCount == 0 ? 0 : lineCount - 1 + (endsWithNewline ? 1 : 0)
        return size + endings * lineEnding.rawValue.utf8.count + (startsWithByteOrderMark ? LineSplit.byteOrderMark.count : 0)
    }

    /// Followers of rows missing from `items`, re-homed: those with no earlier row present go
    /// before the first row, the others behind the closest earlier row present (by its id).
    /// O(rows) when the file has followers, O(1) otherwise.
    private func relocatedFollowers<Items: Sequence>(items: Items) -> (leading: [[UInt8]], byAnchor: [String: [[UInt8]]])
    where Items.Element == TodoItem {
        guard !followers.isEmpty else { return ([], [:]) }
        var movedLeading: [[UInt8]] = []
        var extra: [String: [[UInt8]]] = [:]
        var anchor: String?
        let present = Set(items.map(\.id))
        for id in readOrder {
            if present.contains(id) {
                anchor = id
            } else if let lines = followers[id] {
                if let anchor { extra[anchor, default: []].append(contentsOf: lines) } else { movedLeading.append(contentsOf: lines) }
            }
        }
        return (movedLeading, extra)
    }
}

/// Lines read in place that stood one after another in one file's bytes, each separated from
/// the next by the line ending being printed: printed as the one range of bytes they span.
struct ReadRun {
    let file: FileBytes
    private(set) var range: Range<Int>

    /// The run of `line` alone.
    init(_ line: ReadLine) {
        file = line.file
        range = Int(line.start)..<(Int(line.start) + Int(line.length))
    }

    /// Takes in `line` when it starts right after the run and `ending` in the same bytes;
    /// whether it did. O(length of `ending`).
    mutating func extend(with line: ReadLine, separatedBy ending: [UInt8]) -> Bool {
        let start = Int(line.start)
        guard line.file === file, start == range.upperBound + ending.count else { return false }
        let separated = file.bytes.withUnsafeBufferPointer { all in
            ending.indices.allSatisfy { all[range.upperBound + $0] == ending[$0] }
        }
        guard separated else { return false }
        range = range.lowerBound..<(start + Int(line.length))
        return true
    }
}
