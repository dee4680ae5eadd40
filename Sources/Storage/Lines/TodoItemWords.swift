import Glibc

extension TodoItem {
    /// The names of the `+project` words of the text, in order (without the `+`; see
    /// ``TodoWord`` for what a project is). O(n) in the text length.
    public var projects: [String] {
        TodoWord.words(in: text).compactMap { TodoWord.projectName($0).map(String.init) }
    }

    /// The names of the `@context` words of the text, in order (without the `@`). O(n) in
    /// the text length.
    public var contexts: [String] {
        TodoWord.words(in: text).compactMap { TodoWord.contextName($0).map(String.init) }
    }

    /// The `key:value` tags left in the text (Lista's own tags are fields, not listed here; see
    /// ``TodoTag/init(word:)`` for what counts). O(n) in the text length.
    public var tags: [TodoTag] {
        TodoWord.words(in: text).compactMap(TodoTag.init(word:))
    }

    /// The tag key of the threshold date (`t:YYYY-MM-DD`, as topydo writes it).
    public static let thresholdKey = "t"

    /// The threshold date: the last `t:` tag whose value is a date (topydo's rule), else nil.
    /// O(n) in the text length.
    public var threshold: TodoDate? {
        tags.last { $0.key == Self.thresholdKey && TodoDate($0.value) != nil }.flatMap { TodoDate($0.value) }
    }
}

extension TodoItem {
    /// Sets the description from what a person typed, the way the file would read it: a
    /// leading `x ` with a completion date, `(A) ` and a creation date mean what they mean at
    /// the start of a todo.txt line, Lista's own tags (`due:`, `spent:`, `tracking:`, `note:`) become
    /// fields, and everything else becomes the text (an `id:` word stays text: the row keeps
    /// its id). So "(A) call Bo due:2026-12-01" sets the priority, the due date and the text
    /// "call Bo", exactly what reading the saved line back gives. What the typed text does not
    /// say is kept: a done row whose text is retyped stays done, a priority stays unless
    /// another is typed.
    ///
    /// A leading `x ` without a date stays text ("x marks the spot"): it is easily typed by
    /// accident, and a row's text that starts so (from a line like "(A) x marks…") would turn
    /// the row done merely by leaving its field. O(n).
    ///
    /// With `today`, dates typed as words in `due:` and `t:` (`due:tomorrow`, `t:fri`) become
    /// `YYYY-MM-DD` first (``TypedDate``); what is no date stays as typed and is returned, so
    /// the person hears of it.
    @discardableResult
    public mutating func editDescription(_ typed: String, today: TodoDate? = nil) -> [TypedDate.Problem] {
        var problems: [TypedDate.Problem] = []
        var typed = typed
        if let today { (typed, problems) = TypedDate.resolvingDates(in: typed, today: today) }
        let line = Substring(typed.replacingLineBreaks())
        var (header, body) = TodoLineParser.parseHeader(line)
        if header.done, header.completionDate == nil { (header, body) = (TodoFields(), line) }
        let parsed = TodoLineParser.parseDescription(body)
        text = parsed.text
        if header.done {
            done = true
            if let date = header.completionDate { completionDate = date }
        }
        if let priority = header.priority { self.priority = priority }
        if let date = header.creationDate { creationDate = date }
        if parsed.due != nil { due = parsed.due }
        if parsed.trackedSeconds > 0 { trackedSeconds = parsed.trackedSeconds }
        if parsed.trackingStart != nil { trackingStart = parsed.trackingStart }
        if parsed.note != nil { note = parsed.note }
        // The tags stay where the person typed them.
        keepPlaces(of: String(line))
        return problems
    }
}

extension String {
    /// The text with line breaks turned into spaces.
    func replacingLineBreaks() -> String {
        guard hasLineBreak else { return self }
        return String(map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    }

    /// Whether the text holds a CR or LF byte. O(n) at memchr speed.
    var hasLineBreak: Bool { contains(byte: 0x0A) || contains(byte: 0x0D) }

    private func contains(byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, Int32(byte), buffer.count) != nil
        } ?? utf8.contains(byte)
    }
}
