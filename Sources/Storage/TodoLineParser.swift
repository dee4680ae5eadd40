import Glibc

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

    /// Reads a description alone (no header: a leading `x ` or `(A) ` stays text, and so does
    /// an `id:` word: a row's id is not edited through its text). O(n).
    static func parseDescription(_ body: Substring) -> TodoFields {
        var fields = TodoFields()
        takeOwnedTags(from: body, into: &fields, ownsID: false)
        return fields
    }

    /// Reads the header (done mark, dates, priority) and returns the rest of the line. O(1).
    static func parseHeader(_ line: Substring) -> (TodoFields, rest: Substring) {
        var fields = TodoFields()
        var rest = line
        let utf8 = rest.utf8
        if utf8.count >= 2, utf8.first == UInt8(ascii: "x"), utf8[utf8.index(after: utf8.startIndex)] == UInt8(ascii: " ") {
            fields.done = true
            rest = rest[utf8.index(utf8.startIndex, offsetBy: 2)...]
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

    /// The kinds of token Lista owns (its tags).
    enum Owned: Int { case id, due, tracked, note, priority }

    /// The kinds of Lista tag that `text` holds a valid token of, read as the description of
    /// a line (done or not: `pri:` is a tag on done lines only) whose `id:` words are tags. O(n).
    /// Tokens are split on space bytes, as `parse` splits them (a space followed by a
    /// combining mark is one `Character`, but still ends a token).
    static func ownedKinds(in text: Substring, done: Bool) -> Set<Owned> {
        var kinds = Set<Owned>()
        var scratch = TodoFields()
        let utf8 = text.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: " ")) ?? utf8.endIndex
            let token = text[start..<end]
            if mayBeOwned(token.utf8), let kind = recognise(token, done: done, ownsID: true, into: &scratch) {
                kinds.insert(kind)
            }
            start = end == utf8.endIndex ? end : utf8.index(after: end)
        }
        return kinds
    }

    /// Where the token that became a field sits: its range and its position among the tokens.
    private struct Taken {
        var range: Range<String.Index>
        var tokenIndex: Int
    }

    /// The last recognised token of each kind (at most five), without allocating.
    private struct TakenTokens {
        var id, due, tracked, note, priority: Taken?

        subscript(kind: Owned) -> Taken? {
            get {
                switch kind {
                case .id: return id
                case .due: return due
                case .tracked: return tracked
                case .note: return note
                case .priority: return priority
                }
            }
            set {
                switch kind {
                case .id: id = newValue
                case .due: due = newValue
                case .tracked: tracked = newValue
                case .note: note = newValue
                case .priority: priority = newValue
                }
            }
        }

        var all: [Taken] {
            [id, due, tracked, note, priority].compactMap { $0 }.sorted { $0.tokenIndex < $1.tokenIndex }
        }
    }

    /// Splits the description into text and Lista-owned tags, working on UTF-8 bytes.
    /// The text is the description's tokens (split on single spaces) without the owned ones,
    /// joined by single spaces: each owned token leaves with one neighbouring space. O(n).
    private static func takeOwnedTags(from body: Substring, into fields: inout TodoFields, ownsID: Bool = true) {
        let utf8 = body.utf8
        let space = UInt8(ascii: " ")
        let hasColon = utf8.withContiguousStorageIfAvailable { buffer in
            buffer.isEmpty ? false : memchr(buffer.baseAddress!, Int32(UInt8(ascii: ":")), buffer.count) != nil
        } ?? utf8.contains(UInt8(ascii: ":"))
        guard hasColon else {
            fields.text = String(body)
            return
        }
        var taken = TakenTokens()
        var found = false
        var tokenIndex = 0
        var start = utf8.startIndex
        var index = utf8.startIndex
        while true {
            let atEnd = index == utf8.endIndex
            if atEnd || utf8[index] == space {
                let range = start..<index
                // `recognise` stores every match in order, so the fields end with the last values.
                if mayBeOwned(utf8[range]), let kind = recognise(body[range], done: fields.done, ownsID: ownsID, into: &fields) {
                    taken[kind] = Taken(range: range, tokenIndex: tokenIndex)
                    found = true
                }
                if atEnd { break }
                tokenIndex += 1
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        guard found else {
            fields.text = String(body)
            return
        }
        // Cut each owned token out with its preceding space when a kept token comes before it,
        // else with its following space (if any). These cuts never overlap.
        var text = ""
        text.reserveCapacity(utf8.count)
        var cursor = utf8.startIndex
        for (removedBefore, token) in taken.all.enumerated() {
            let keptBefore = token.tokenIndex - removedBefore > 0
            var cutStart = token.range.lowerBound
            var cutEnd = token.range.upperBound
            if keptBefore {
                cutStart = utf8.index(before: cutStart)
            } else if cutEnd != utf8.endIndex {
                cutEnd = utf8.index(after: cutEnd)
            }
            text.append(contentsOf: body[cursor..<cutStart])
            cursor = cutEnd
        }
        text.append(contentsOf: body[cursor...])
        fields.text = text
    }

    /// A cheap byte test: could this token be `id:`, `due:`, `tracked:`, `note:` or `pri:`?
    private static func mayBeOwned(_ token: Substring.UTF8View) -> Bool {
        guard let first = token.first, token.count >= 3 else { return false }
        switch first {
        case UInt8(ascii: "i"), UInt8(ascii: "d"), UInt8(ascii: "t"), UInt8(ascii: "n"), UInt8(ascii: "p"): return true
        default: return false
        }
    }

    private static func recognise(_ token: Substring, done: Bool, ownsID: Bool, into fields: inout TodoFields) -> Owned? {
        guard let colon = token.utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let key = token[..<colon]
        let value = token[token.utf8.index(after: colon)...]
        switch key {
        case "id":
            guard ownsID, TodoID.isValid(value) else { return nil }
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
