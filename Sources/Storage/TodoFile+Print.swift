/// Printing a file: its rows (the file's own, or rows given in their place) with every line that
/// is not a row put back after the row it followed, into a byte array or straight into a file.
extension TodoFile {
    /// Prints the file with `items` in place of ``items``, by the rules of ``bytes()``: rows in
    /// order, the line ending throughout, and lines that are not rows after the row they
    /// followed (followers of a row that is gone move behind the closest earlier row still
    /// present). O(total size); holds nothing the size of the file beyond what `sink` keeps.
    func print<Items: Sequence, Sink: ByteSink>(items: Items, to sink: inout Sink) throws(Sink.Failure)
    where Items.Element == TodoItem {
        let (movedLeading, extra) = relocatedFollowers(items: items)
        let ending = Array(lineEnding.rawValue.utf8)
        var lineCount = 0
        func emit(_ line: [UInt8]) throws(Sink.Failure) {
            if lineCount > 0 { try sink.append(ending) }
            try sink.append(line)
            lineCount += 1
        }
        for line in leading { try emit(line) }
        for line in movedLeading { try emit(line) }
        let hasFollowers = !followers.isEmpty
        for item in items {
            if lineCount > 0 { try sink.append(ending) }
            var failure: Sink.Failure?
            item.forEachLinePart { part in
                guard failure == nil else { return }
                do throws(Sink.Failure) { try sink.append(part) } catch { failure = error }
            }
            if let failure { throw failure }
            lineCount += 1
            guard hasFollowers else { continue }
            if let lines = followers[item.id] { for line in lines { try emit(line) } }
            if let lines = extra[item.id] { for line in lines { try emit(line) } }
        }
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
        return size + endings * lineEnding.rawValue.utf8.count
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
