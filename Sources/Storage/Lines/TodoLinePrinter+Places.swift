/// Printing a changed row where its words already stand: the person's line is theirs, so a
/// change of a field changes that field's word and nothing else moves.
extension TodoLinePrinter {
    /// `fields` printed over `template`, a line whose text is the fields' text (the row's line
    /// before the change, or the line a person typed): the header is the fields' header; each of
    /// Lista's tags the template holds is rewritten where it stands (or cut out with one space,
    /// as the parser cuts it from the text); a tag the template lacks goes at the end, in the
    /// layout's order. An `id:` the row is not known by stays as it is. Nil when the template's
    /// text is another text, or when the line would not read back as `fields` (then the caller
    /// prints Lista's layout, ``print(_:includeID:)``).
    /// O(line length).
    static func print(_ fields: TodoFields, keepingPlacesOf template: String) -> String? {
        var template = template
        return template.withUTF8 { bytes -> String? in
            let scan = TodoLineParser.scan(bytes)
            let text = fields.text.replacingLineBreaks()
            guard scan.text(of: bytes) == text else { return nil }
            var wanted = tags(fields, includeID: true)
            var body: [UInt8] = []
            body.reserveCapacity(bytes.count + 32)
            var cursor = scan.body.lowerBound
            scan.forEachTakenCut { kind, token, cut in
                // An `id:` the row is not known by (another line wrote it first) is written back as it is.
                if kind == .id && !fields.writesID { return }
                body.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cursor..<cut.lowerBound]))
                cursor = cut.upperBound
                guard let place = wanted.firstIndex(where: { $0.kind == kind }) else { return }
                body.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cut.lowerBound..<token.lowerBound]))
                body.append(contentsOf: wanted.remove(at: place).token.utf8)
                body.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[token.upperBound..<cut.upperBound]))
            }
            body.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cursor..<scan.body.upperBound]))
            var parts = [header(fields)].filter { !$0.isEmpty }
            if !body.isEmpty { parts.append(String(decoding: body, as: UTF8.self)) }
            parts += wanted.map(\.token)
            let line = parts.joined(separator: " ")
            var read = TodoLineParser.parse(line)
            if !fields.writesID { (read.id, read.writesID) = ("", true) }
            return read == fields.asRead ? line : nil
        }
    }
}

extension TodoFields {
    /// The fields a line printed from these reads back as: an id that is not written reads as
    /// no id. O(1).
    var asRead: TodoFields {
        var fields = self
        if !writesID { (fields.id, fields.writesID) = ("", true) }
        fields.text = fields.text.replacingLineBreaks()
        return fields
    }
}

extension LineScan {
    /// Calls `body` with each of Lista's tags in the line, in order: its kind, its token, and
    /// the bytes the text leaves out for it (the token and one space next to it: the cuts of
    /// ``forEachTextPart(_:)``). O(1) each.
    func forEachTakenCut(_ body: (TodoLineParser.Owned, Range<Int>, Range<Int>) -> Void) {
        var index = 0
        forEachCut { token, cut in
            body(taken.kind(at: index), token, cut)
            index += 1
        }
    }
}
