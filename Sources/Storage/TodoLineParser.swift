/// Reads one todo.txt line into fields.
///
/// Grammar (todo.txt, with Lista's tags):
/// - `x ` at the very start: done; then an optional completion date and, only after it, an
///   optional creation date (each followed by a space or the end of the line).
/// - otherwise `(A) ` (A-Z) at the very start: priority; then an optional creation date.
/// - the rest is the description. Tokens are separated by single spaces; tokens that Lista owns
///   are taken out of the text: `id:`, `due:` (a valid date), `tracked:` (seconds, digits),
///   `note:` (an escaped note, see `NoteEscaping`), and on done lines `pri:X` (where todo.txt
///   clients keep a completed row's priority). When a key appears more than once, the last
///   valid token is the field and the others stay in the text. Every other byte stays in the
///   text exactly, spacing included.
enum TodoLineParser {
    /// Parses a line (without its line ending). O(n) in the line's length.
    static func parse(_ line: String) -> TodoFields {
        var (fields, rest) = parseHeader(Substring(line))
        takeOwnedTags(from: rest, into: &fields)
        return fields
    }

    /// Reads the header (done mark, dates, priority) and returns the rest of the line. O(1).
    static func parseHeader(_ line: Substring) -> (TodoFields, rest: Substring) {
        var fields = TodoFields()
        var rest = line
        if rest.hasPrefix("x ") {
            fields.done = true
            rest = rest.dropFirst(2)
            if let date = takeDate(&rest) {
                fields.completionDate = date
                fields.creationDate = takeDate(&rest)
            }
        } else {
            if let priority = takePriority(&rest) { fields.priority = priority }
            fields.creationDate = takeDate(&rest)
        }
        return (fields, rest)
    }

    /// Takes `(A) ` from the start, or `(A)` when it is the whole rest.
    private static func takePriority(_ rest: inout Substring) -> Character? {
        let bytes = rest.utf8
        guard bytes.count >= 3 else { return nil }
        var index = bytes.startIndex
        guard bytes[index] == UInt8(ascii: "(") else { return nil }
        index = bytes.index(after: index)
        let letter = bytes[index]
        guard letter >= UInt8(ascii: "A"), letter <= UInt8(ascii: "Z") else { return nil }
        index = bytes.index(after: index)
        guard bytes[index] == UInt8(ascii: ")") else { return nil }
        index = bytes.index(after: index)
        if index == bytes.endIndex {
            rest = rest[index...]
        } else if bytes[index] == UInt8(ascii: " ") {
            rest = rest[bytes.index(after: index)...]
        } else {
            return nil
        }
        return Character(Unicode.Scalar(letter))
    }

    /// Takes `YYYY-MM-DD ` from the start, or `YYYY-MM-DD` when it is the whole rest.
    private static func takeDate(_ rest: inout Substring) -> TodoDate? {
        let bytes = rest.utf8
        guard bytes.count >= 10 else { return nil }
        let end = bytes.index(bytes.startIndex, offsetBy: 10)
        guard let date = TodoDate(rest[..<end]) else { return nil }
        if end == bytes.endIndex {
            rest = rest[end...]
        } else if bytes[end] == UInt8(ascii: " ") {
            rest = rest[bytes.index(after: end)...]
        } else {
            return nil
        }
        return date
    }

    private enum Owned { case id, due, tracked, note, priority }

    /// Splits the description into text and Lista-owned tags. Fast path: no owned key at all.
    private static func takeOwnedTags(from body: Substring, into fields: inout TodoFields) {
        guard mightContainOwnedTag(body) else {
            fields.text = String(body)
            return
        }
        let tokens = body.split(separator: " ", omittingEmptySubsequences: false)
        var owner: [Int: Owned] = [:]
        var lastIndex: [Owned: Int] = [:]
        for (index, token) in tokens.enumerated() {
            if let kind = recognise(token, done: fields.done, into: &fields) {
                if let previous = lastIndex[kind] { owner[previous] = nil }
                owner[index] = kind
                lastIndex[kind] = index
            }
        }
        // `recognise` stored every match; the last one of each kind was stored last, so the
        // fields already hold the last values. Rebuild the text without the owned tokens.
        var text = ""
        text.reserveCapacity(body.utf8.count)
        var first = true
        for (index, token) in tokens.enumerated() where owner[index] == nil {
            if !first { text.append(" ") }
            text.append(contentsOf: token)
            first = false
        }
        fields.text = text
    }

    private static func mightContainOwnedTag(_ body: Substring) -> Bool {
        body.contains(":")
    }

    private static func recognise(_ token: Substring, done: Bool, into fields: inout TodoFields) -> Owned? {
        guard let colon = token.firstIndex(of: ":") else { return nil }
        let key = token[..<colon]
        let value = token[token.index(after: colon)...]
        switch key {
        case "id":
            guard TodoID.isValid(value) else { return nil }
            fields.id = String(value)
            return .id
        case "due":
            guard let date = TodoDate(value) else { return nil }
            fields.due = date
            return .due
        case "tracked":
            guard !value.isEmpty, value.utf8.count <= 15,
                  value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                  let seconds = Int(value) else { return nil }
            // Canonical digits only (no leading zeros), so printing gives back the same token.
            guard String(seconds) == value else { return nil }
            fields.trackedSeconds = seconds
            return .tracked
        case "note":
            guard !value.isEmpty, let note = NoteEscaping.unescape(value),
                  NoteEscaping.escape(note) == value else { return nil }
            fields.note = note
            return .note
        case "pri":
            guard done, value.utf8.count == 1, let letter = value.utf8.first,
                  letter >= UInt8(ascii: "A"), letter <= UInt8(ascii: "Z") else { return nil }
            fields.priority = Character(Unicode.Scalar(letter))
            return .priority
        default:
            return nil
        }
    }
}
