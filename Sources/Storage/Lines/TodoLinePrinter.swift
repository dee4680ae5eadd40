/// Writes fields as a todo.txt line: the inverse of `TodoLineParser` for every line the parser
/// produces (see the round-trip tests). This is Lista's layout, for a row that has no line to
/// keep the places of; a row that has one is printed over it
/// (``print(_:keepingPlacesOf:)``), each word where it stands.
///
/// A line break in the text is printed as a space, so a row always stays one line.
///
/// Layout: `x ` + completion date + creation date (done), or `(A) ` + creation date; then the
/// text exactly; then Lista's tags in a fixed order: `due:`, `tracking:`, `spent:`, `note:`,
/// `pri:` (done rows only), `id:` (only for a row whose id is written:
/// ``TodoFields/writesID``). The older `tracked:` is never written but as `tracked:0`,
/// after a text that keeps a `tracked:` word, so that word does not count on reading back. Tokens are joined by single spaces and no trailing space is written.
/// When the text itself starts with something the header would swallow (a text beginning
/// with `x `, `(A) ` or a date where that slot is free), one tag goes between the header and
/// the text to shield it, so the line still reads back as the same fields.
enum TodoLinePrinter {
    /// Prints a line. O(n) in the output length.
    static func print(_ fields: TodoFields, includeID: Bool = true) -> String {
        var fields = fields
        // A row is one line: line breaks typed into the text become spaces.
        fields.text = fields.text.replacingLineBreaks()
        let header = self.header(fields)
        let tags = self.tags(fields, includeID: includeID)
        var line = header
        func add(_ part: String) { line = line.isEmpty ? part : line + " " + part }
        if !fields.text.isEmpty {
            let candidate = line.isEmpty ? fields.text : line + " " + fields.text
            // Would the header swallow the start of the text once a tag follows it?
            let probe = tags.isEmpty ? candidate : candidate + " "
            let (_, rest) = TodoLineParser.parseHeader(Substring(probe))
            if rest.utf8.count == probe.utf8.count - candidate.utf8.count + fields.text.utf8.count {
                line = candidate
            } else {
                return shielded(header: line, text: fields.text, tags: tags, done: fields.done)
            }
        }
        if fields.text.isEmpty, tags.isEmpty, !header.isEmpty {
            // A header alone ("x", "(A)") reads back as text: a tag after it keeps it a header.
            add("spent:0")
        }
        for tag in tags { add(tag.token) }
        return line
    }

    /// The line with one tag between the header and the text, so the header cannot swallow the
    /// start of the text. The shield must be the only valid token of its kind on the line (the
    /// last one wins and the others stay text), so it is a tag of a kind the text holds no
    /// valid token of, else `spent:0` or `tracked:0`, which read as no time spent.
    private static func shielded(header: String, text: String, tags: [Tag], done: Bool) -> String {
        let inText = TodoLineParser.ownedKinds(in: Substring(text), done: done)
        var parts = header.isEmpty ? [] : [header]
        var after = tags.map(\.token)
        if let index = tags.firstIndex(where: { !inText.contains($0.kind) }) {
            parts.append(after.remove(at: index))
        } else if !inText.contains(.spent) {
            parts.append("spent:0")
        } else if !inText.contains(.tracked) {
            parts.append("tracked:0")
        } else if !after.isEmpty {
            // The text holds every kind of tag there is to shield with: keep the fields right
            // (the copy written last wins) and let the shield stay in the text.
            parts.append(after[0])
        }
        parts.append(text)
        return (parts + after).joined(separator: " ")
    }

    /// A tag to print, with its kind.
    struct Tag {
        var kind: TodoLineParser.Owned
        var token: String
    }

    static func header(_ fields: TodoFields) -> String {
        var parts: [String] = []
        if fields.done {
            parts.append("x")
            if let completion = fields.completionDate {
                parts.append(completion.description)
                if let creation = fields.creationDate { parts.append(creation.description) }
            } else if let creation = fields.creationDate {
                // todo.txt has no slot for a creation date without a completion date on a done
                // row; the date is kept as the completion date rather than lost.
                parts.append(creation.description)
            }
        } else {
            if let priority = fields.priority { parts.append("(\(priority))") }
            if let creation = fields.creationDate { parts.append(creation.description) }
        }
        return parts.joined(separator: " ")
    }

    static func tags(_ fields: TodoFields, includeID: Bool) -> [Tag] {
        var tags: [Tag] = []
        if let due = fields.due { tags.append(Tag(kind: .due, token: "due:\(due)")) }
        let inText: Set<TodoLineParser.Owned> = fields.text.utf8.contains(UInt8(ascii: ":"))
            ? TodoLineParser.ownedKinds(in: Substring(fields.text), done: fields.done) : []
        if let start = fields.trackingStart { tags.append(Tag(kind: .tracking, token: "tracking:\(start)")) }
        if fields.trackedSeconds > 0 || inText.contains(.spent) {
            // A text that keeps a valid spent: word (a later one won) gets the time written
            // after it, even 0, or the word would become the row's time on reading back.
            tags.append(Tag(kind: .spent, token: "spent:\(SpentTime.text(fields.trackedSeconds))"))
        }
        if inText.contains(.tracked) {
            // The same for an older tracked: word, whose time the spent: tag already holds.
            tags.append(Tag(kind: .tracked, token: "tracked:0"))
        }
        if let note = fields.note?.value, !note.isEmpty { tags.append(Tag(kind: .note, token: "note:" + note)) }
        if fields.done, let priority = fields.priority { tags.append(Tag(kind: .priority, token: "pri:\(priority)")) }
        if includeID, fields.writesID, !fields.id.isEmpty { tags.append(Tag(kind: .id, token: "id:\(fields.id)")) }
        return tags
    }
}
