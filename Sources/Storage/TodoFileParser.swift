extension TodoFile {
    /// Reads a whole file. O(file size).
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
        parse(bytes, decodingParts: nil)
    }

    /// ``parse(_:)`` with the lines decoded in `decodingParts` concurrent parts (nil: as many
    /// as suit the file's size and the machine), `linesPerRound` lines at a time (nil: the
    /// usual rounds).
    static func parse(_ bytes: [UInt8], decodingParts: Int?, linesPerRound: Int? = nil) -> TodoLoadResult {
        var file = TodoFile()
        var warnings: [LoadWarning] = []
        let split = bytes.withUnsafeBufferPointer(LineSplit.init)
        let shared = FileBytes(bytes)
        let ranges = split.ranges
        file.endsWithNewline = split.endsWithNewline
        file.lineEnding = split.lineEnding
        file.startsWithByteOrderMark = split.lineStart > 0

        // Decode and parse each line, then put rows together in order. Lines that are not rows
        // are attached to the row above (by index for now: some rows get their ids only in the
        // second pass). A large file's lines are decoded in parallel parts first; otherwise each
        // line is decoded as it is put in place, so no second copy of the rows is ever held.
        file.items.reserveCapacity(ranges.count)
        var followersByIndex: [Int: [[UInt8]]] = [:]
        // 32 bits each: a file of 2^31 lines could not be held (its rows are ranges of UInt32).
        var needingIDs: [(index: Int32, line: Int32)] = []
        var seen = SeenIDs(minimumCapacity: ranges.count)
        var lineNumber = 0
        func place(_ decoded: DecodedLine) {
            lineNumber += 1
            switch decoded {
            case let .row(item):
                // An id seen above makes this row a copy that needs a new id.
                let id = item.id
                if id.isEmpty || !seen.insert(id) {
                    needingIDs.append((Int32(file.items.count), Int32(lineNumber)))
                }
                file.items.append(item)
                return
            case .blank:
                break
            case .nulBytes:
                warnings.append(.nulBytes(line: lineNumber))
            case .undecodable:
                warnings.append(.undecodableLine(line: lineNumber))
            }
            let slice = bytes[ranges[lineNumber - 1]]
            if file.items.isEmpty {
                file.leading.append(Array(slice))
            } else {
                followersByIndex[file.items.count - 1, default: []].append(Array(slice))
            }
        }
        let partCount = decodingParts ?? LineDecoding.automaticParts(lineCount: ranges.count)
        if partCount <= 1 {
            for range in ranges { place(LineDecoding.decodeLine(in: shared, at: range)) }
        } else {
            // In rounds, so that only one round's decoded lines are held beside the rows
            // placed so far (all of them at once were 32 MB at a million rows).
            let roundSize = linesPerRound ?? LineDecoding.linesPerRound(parts: partCount)
            for first in stride(from: 0, to: ranges.count, by: roundSize) {
                var parts = LineDecoding.decode(shared, ranges: ranges[first..<Swift.min(ranges.count, first + roundSize)],
                                                parts: partCount)
                for partIndex in parts.indices {
                    let part = parts[partIndex]
                    parts[partIndex] = []  // each part is let go once its rows are in the file
                    part.forEach(place)
                }
            }
        }

        // Give ids to rows without one and to copies of a repeated id (first one keeps it).
        // Derived from the line, so every process reading this file picks the same ids.
        var derivedIDs = DerivedIDs(present: { seen.contains($0) })
        for (index32, line32) in needingIDs {
            let (index, lineNumber) = (Int(index32), Int(line32))
            let original = file.items[index].id
            let newID = file.items[index].withLineBytes { derivedIDs.next(line: $0, repeating: original) }
            file.items[index].assignID(newID)
            if !original.isEmpty {
                warnings.append(.duplicateID(line: lineNumber, id: original, newID: newID))
            }
        }
        // Only followers need the order rows were read in (16 bytes a row otherwise unused).
        if !followersByIndex.isEmpty { file.readOrder = file.items.map(\.id) }
        for (index, lines) in followersByIndex {
            file.followers[file.items[index].id] = lines
        }
        // Warnings in file order.
        warnings.sort { $0.line < $1.line }
        return TodoLoadResult(file: file, warnings: warnings)
    }
}
