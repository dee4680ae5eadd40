/// Writes fields as a todo.txt line: the inverse of `TodoLineParser` for every line the parser
/// produces (see the round-trip tests).
///
/// A line break in the text is printed as a space, so a row always stays one line.
///
/// Layout: `x ` + completion date + creation date (done), or `(A) ` + creation date; then the
/// text exactly; then Lista's tags in a fixed order: `due:`, `tracked:`, `note:`, `pri:` (done
/// rows only), `id:`. Tokens are joined by single spaces and no trailing space is written.
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
            if rest.utf8.count == probe.utf8.count - candidate.utf8.count + fields.text.utf8.count || tags.isEmpty {
                line = candidate
            } else {
                // Put one tag in front of the text to shield it; pick a kind the text does not
                // also contain, so the last-one-wins rule still finds the right value.
                let shield = tags.firstIndex { tag in
                    let key = tag[..<tag.firstIndex(of: ":")!] + ":"
                    return !fields.text.hasPrefix(key) && !fields.text.contains(" " + key)
                } ?? 0
                add(tags[shield])
                line += " " + fields.text
                for (index, tag) in tags.enumerated() where index != shield { add(tag) }
                return line
            }
        }
        for tag in tags { add(tag) }
        return line
    }

    private static func header(_ fields: TodoFields) -> String {
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

    private static func tags(_ fields: TodoFields, includeID: Bool) -> [String] {
        var tags: [String] = []
        if let due = fields.due { tags.append("due:\(due)") }
        if fields.trackedSeconds > 0 { tags.append("tracked:\(fields.trackedSeconds)") }
        if let note = fields.note, !note.isEmpty { tags.append("note:\(NoteEscaping.escape(note))") }
        if fields.done, let priority = fields.priority { tags.append("pri:\(priority)") }
        if includeID, !fields.id.isEmpty { tags.append("id:\(fields.id)") }
        return tags
    }
}
