@testable import Storage

/// The todo.txt reading rules stated plainly, one line and one row at a time, with `String`s
/// and sets: the oracle the file's reader (``FileRows``, and ``TodoFile/parse(_:)`` on it) is
/// checked against, however it splits the work.
///
/// - A UTF-8 byte order mark at the start is no part of the first line.
/// - A line feed ends a line; the first line's ending is the file's, and in a CRLF file a CR
///   just before a line feed belongs to the ending.
/// - A line of spaces and tabs is blank, one with a NUL byte or not UTF-8 is kept and warned
///   about; any other line is a row, read from its text.
/// - The first row holding an id keeps it; every other row (without one, or repeating one)
///   gets the next id ``DerivedIDs`` gives, in file order, and a repeat is warned about.
enum PlainReading {
    static func read(_ bytes: [UInt8]) -> TodoLoadResult {
        var file = TodoFile()
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) {
            file.startsWithByteOrderMark = true
            body = body.dropFirst(3)
        }
        var lines = body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        file.endsWithNewline = body.isEmpty || body.last == UInt8(ascii: "\n")
        // After a last line feed comes no line.
        if body.last == UInt8(ascii: "\n") || body.isEmpty { lines.removeLast() }
        let terminated = body.filter { $0 == UInt8(ascii: "\n") }.count
        if bytes.firstIndex(of: UInt8(ascii: "\n")).map({ $0 > 0 && bytes[$0 - 1] == UInt8(ascii: "\r") }) == true {
            file.lineEnding = .crlf
            for index in lines.indices where index < terminated && lines[index].last == UInt8(ascii: "\r") {
                lines[index].removeLast()
            }
        }

        var warnings: [LoadWarning] = []
        var rowLines: [Int] = []
        var followers: [Int: [[UInt8]]] = [:]
        for (index, line) in lines.enumerated() {
            let number = index + 1
            let text = String(validating: line, as: UTF8.self)
            if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
                // blank: kept, not a row
            } else if line.contains(0) {
                warnings.append(.nulBytes(line: number))
            } else if text == nil {
                warnings.append(.undecodableLine(line: number))
            } else {
                file.items.append(TodoItem(parsing: text!))
                rowLines.append(number)
                continue
            }
            if file.items.isEmpty { file.leading.append(line) } else { followers[file.items.count - 1, default: []].append(line) }
        }

        let held = Set(file.items.map(\.id).filter { !$0.isEmpty })
        var derived = DerivedIDs(present: { held.contains($0) })
        var kept: Set<String> = []
        for index in file.items.indices {
            let own = file.items[index].id
            if !own.isEmpty, kept.insert(own).inserted { continue }
            let id = derived.next(line: Array(file.items[index].line.utf8), repeating: own)
            file.items[index].assignID(id)
            if !own.isEmpty { warnings.append(.duplicateID(line: rowLines[index], id: own, newID: id)) }
        }
        if !followers.isEmpty { file.readOrder = file.items.map(\.id) }
        for (index, lines) in followers { file.followers[file.items[index].id] = lines }
        warnings.sort { $0.line < $1.line }
        return TodoLoadResult(file: file, warnings: warnings)
    }
}
