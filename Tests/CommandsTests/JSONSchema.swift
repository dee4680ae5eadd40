import Foundation

/// The schema of one `lista ls --json` line, checked by hand: exactly these keys, each of its
/// type, dates `YYYY-MM-DD` or null. The README documents the same list.
enum JSONSchema {
    enum Kind {
        case string, boolean, priority, date, strings, stringMap, stringOrNull
    }

    static let row: [(key: String, kind: Kind)] = [
        ("id", .string), ("text", .string), ("done", .boolean), ("priority", .priority),
        ("created", .date), ("completed", .date), ("due", .date), ("threshold", .date),
        ("projects", .strings), ("contexts", .strings), ("tags", .stringMap),
        ("note", .stringOrNull), ("note_file", .stringOrNull),
    ]

    /// The problems with `line` as a row; empty when it fits the schema.
    static func problems(_ line: String) -> [String] {
        guard !line.contains("\n") else { return ["the object spans lines"] }
        guard let value = try? JSONSerialization.jsonObject(with: Data(line.utf8)),
              let object = value as? [String: Any] else { return ["not a JSON object: \(line)"] }
        var problems: [String] = []
        let expected = Set(row.map(\.key))
        if Set(object.keys) != expected {
            problems.append("keys \(object.keys.sorted()) instead of \(expected.sorted())")
        }
        for (key, kind) in row {
            guard let field = object[key] else { continue }
            if !fits(field, kind) { problems.append("\(key) = \(field) is not \(kind)") }
        }
        if !booleansAreLiterals(line) { problems.append("a boolean is not written true or false") }
        if !keyOrderIsFixed(line) { problems.append("keys out of the documented order") }
        return problems
    }

    private static func fits(_ value: Any, _ kind: Kind) -> Bool {
        switch kind {
        case .string: return value is String
        case .boolean: return value is Bool // and written true or false: see `booleansAreLiterals`
        case .priority:
            if value is NSNull { return true }
            guard let text = value as? String, text.count == 1, let letter = text.first else { return false }
            return ("A"..."Z").contains(letter)
        case .date:
            if value is NSNull { return true }
            guard let text = value as? String else { return false }
            return isDate(text)
        case .strings: return (value as? [Any])?.allSatisfy { $0 is String } ?? false
        case .stringMap: return (value as? [String: Any])?.values.allSatisfy { $0 is String } ?? false
        case .stringOrNull: return value is NSNull || value is String
        }
    }

    /// Foundation reads 0 and 1 as Bool too: the booleans must be written `true` or `false`.
    private static func booleansAreLiterals(_ line: String) -> Bool {
        row.filter { $0.kind == .boolean }.allSatisfy { line.contains("\"\($0.key)\":true") || line.contains("\"\($0.key)\":false") }
    }

    /// `YYYY-MM-DD` with a real month and day.
    static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.utf8.count == 10, parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let month = Int(parts[1]), let day = Int(parts[2]) else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }

    /// The keys appear in the documented order (the text is checked: objects are unordered).
    private static func keyOrderIsFixed(_ line: String) -> Bool {
        var position = line.startIndex
        for (key, _) in row {
            guard let found = line.range(of: "\"\(key)\":", range: position..<line.endIndex) else { return false }
            position = found.upperBound
        }
        return true
    }
}
