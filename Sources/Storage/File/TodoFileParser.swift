extension TodoFile {
    /// Reads a whole file: every row ``FileRows`` reads, as an item. O(file size).
    ///
    /// - Rows without an id, and rows repeating an id seen above, are known by an id derived
    ///   from their content (stable: the same file always gets the same ids, in every process),
    ///   which is never written into their lines.
    /// - Blank lines, lines that are not UTF-8 and lines with NUL bytes are kept byte-for-byte and
    ///   reported; they are not rows.
    /// - Lines split on LF; the first line's ending decides the file's `lineEnding`.
    /// - A UTF-8 byte order mark at the start is kept aside (`startsWithByteOrderMark`), not read
    ///   as part of the first line.
    public static func parse(_ bytes: [UInt8]) -> TodoLoadResult {
        parse(bytes, parts: nil)
    }

    /// ``parse(_:)`` with the file read in `parts` concurrent parts and its ids' tables in at
    /// least `buckets` (``FileRows/init(everyRowOf:parts:buckets:upTo:)``).
    static func parse(_ bytes: [UInt8], parts: Int?, buckets: Int = 1) -> TodoLoadResult {
        let rows = FileRows(everyRowOf: bytes, parts: parts, buckets: buckets)
        var file = TodoFile(items: rows.everyItem())
        bytes.withUnsafeBufferPointer { all in
            let lineStart = LineSplit.byteOrderMarkLength(all)
            file.lineEnding = LineSplit.ending(of: all)
            file.startsWithByteOrderMark = lineStart > 0
            file.endsWithNewline = all.count == lineStart || all.last == UInt8(ascii: "\n")
        }
        // Lines that are not rows go with the row above them, or lead the file.
        for (rowsAbove, line) in rows.otherLines {
            if rowsAbove == 0 {
                file.leading.append(Array(bytes[line]))
            } else {
                file.followers[file.items[rowsAbove - 1].id, default: []].append(Array(bytes[line]))
            }
        }
        // Only followers need the order rows were read in (16 bytes a row otherwise unused).
        if !file.followers.isEmpty { file.readOrder = file.items.map(\.id) }
        return TodoLoadResult(file: file, warnings: rows.warnings)
    }
}
