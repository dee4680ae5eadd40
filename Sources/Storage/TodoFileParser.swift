extension TodoFile {
    /// Reads a whole file. O(file size).
    ///
    /// - Rows without an id, and rows repeating an id seen above, get an id derived from their
    ///   content (stable: the same file always gets the same ids, in every process).
    /// - Blank lines, lines that are not UTF-8 and lines with NUL bytes are kept byte-for-byte and
    ///   reported; they are not rows.
    /// - Lines split on LF; the first line's ending decides the file's `lineEnding`.
    public static func parse(_ bytes: [UInt8]) -> TodoLoadResult {
        var file = TodoFile()
        var warnings: [LoadWarning] = []
        let newline = UInt8(ascii: "\n")
        let carriageReturn = UInt8(ascii: "\r")

        // Split into line ranges.
        var ranges: [Range<Int>] = []
        var start = 0
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                if buffer[index] == newline {
                    ranges.append(start..<index)
                    start = index + 1
                }
                index += 1
            }
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        file.endsWithNewline = bytes.isEmpty || bytes.last == newline
        if let first = ranges.first, first.upperBound < bytes.count, first.upperBound > first.lowerBound,
           bytes[first.upperBound - 1] == carriageReturn {
            file.lineEnding = .crlf
        }

        // Decode and parse each line; rows keep their line number for warnings.
        enum Entry { case row(TodoItem, line: Int), other([UInt8]) }
        var entries: [Entry] = []
        entries.reserveCapacity(ranges.count)
        var seen = Set<String>()
        for (offset, var range) in ranges.enumerated() {
            let lineNumber = offset + 1
            if file.lineEnding == .crlf, range.upperBound > range.lowerBound, bytes[range.upperBound - 1] == carriageReturn {
                range = range.lowerBound..<(range.upperBound - 1)
            }
            let slice = bytes[range]
            if slice.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
                entries.append(.other(Array(slice)))
            } else if slice.contains(0) {
                warnings.append(.nulBytes(line: lineNumber))
                entries.append(.other(Array(slice)))
            } else if let text = String(validating: slice, as: UTF8.self) {
                let item = TodoItem(parsing: text)
                if !item.id.isEmpty { seen.insert(item.id) }
                entries.append(.row(item, line: lineNumber))
            } else {
                warnings.append(.undecodableLine(line: lineNumber))
                entries.append(.other(Array(slice)))
            }
        }

        // Give ids to rows without one and to copies of a repeated id (first one keeps it).
        var taken = Set<String>()
        var assigned: [String] = []
        var missingCount = 0
        var occurrences: [String: Int] = [:]
        var currentAnchor: String?
        for entry in entries {
            switch entry {
            case .other(let line):
                if let anchor = currentAnchor { file.followers[anchor, default: []].append(line) } else { file.leading.append(line) }
            case .row(var item, let lineNumber):
                if item.id.isEmpty || taken.contains(item.id) {
                    let original = item.id
                    let seed = original + "\u{1}" + item.line
                    let occurrence = occurrences[seed, default: 0]
                    occurrences[seed] = occurrence + 1
                    let newID = TodoID.derived(from: seed + "\u{1}\(occurrence)", isTaken: { seen.contains($0) || taken.contains($0) })
                    item.assignID(newID)
                    assigned.append(newID)
                    if original.isEmpty {
                        missingCount += 1
                    } else {
                        warnings.append(.duplicateID(line: lineNumber, id: original, newID: newID))
                    }
                }
                taken.insert(item.id)
                file.items.append(item)
                file.readOrder.append(item.id)
                currentAnchor = item.id
            }
        }
        if missingCount > 0 { warnings.insert(.assignedIDs(count: missingCount), at: 0) }
        return TodoLoadResult(file: file, warnings: warnings, assignedIDs: assigned)
    }
}
