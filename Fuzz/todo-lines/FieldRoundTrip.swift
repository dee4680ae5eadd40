@testable import Storage

/// What printing promises for a row: a row printed from its fields, after the edits the app
/// and the CLI make, is one line that reads back as the same fields.
enum FieldRoundTrip {
    private static let today = TodoDate(year: 2025, month: 6, day: 1)!

    /// Checks a loaded row and the rows the app makes from it: done toggled, text typed and
    /// the field left (typing the row's whole line as its text), the editor's fields changed.
    static func checkEdits(of item: TodoItem) {
        checkReprint(item, "loaded", edited: false)
        var toggled = item
        toggleDone(&toggled)
        checkReprint(toggled, "done toggled")
        var left = item
        left.editDescription(item.text)
        checkReprint(left, "field left")
        var typed = item
        typed.editDescription(item.line)
        checkReprint(typed, "line typed as text")
        toggleDone(&typed)
        checkReprint(typed, "line typed as text, done toggled")
        var edited = item
        edited.priority = item.priority == nil ? "B" : nil
        edited.due = item.due == nil ? today : nil
        // A timer adds seconds (the time spent stops at its maximum) and starts or stops.
        edited.trackedSeconds += 61
        edited.trackingStart = item.trackingStart == nil ? TrackingStart(localAt: 1_700_000_000) : nil
        if !item.line.isEmpty { edited.note = .inline(item.line) }
        checkReprint(edited, "editor changes")
    }

    /// Checks what `lista add TEXT` writes when TEXT is the input (an argument is a C string:
    /// no NUL, any other bytes, line breaks included).
    static func checkAddCommand(_ bytes: [UInt8]) {
        guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else { return }
        var item = TodoItem(parsing: text)
        if !item.done, item.creationDate == nil { item.creationDate = today }
        if item.id.isEmpty { item.id = "fuzz000000" }
        checkReprint(item, "added with lista add", edited: false)
    }

    private static func toggleDone(_ item: inout TodoItem) {
        if item.done { item.reopen() } else { item.complete(on: today) }
    }

    /// The row's own line, and a line printed from its fields alone, each read back.
    private static func checkReprint(_ item: TodoItem, _ how: String, edited: Bool = true) {
        _ = item.line
        // What the parser makes must always have a line; only edits can leave one without.
        guard !edited || hasALine(item) else { return }
        let fields = ItemFields(item)
        let own = item.line
        let ownExpected = item.originalLine == nil ? ItemFields.printed(item) : fields
        var ownReread = ItemFields(TodoItem(parsing: own))
        if item.originalLine != nil, !item.writesID {
            // The file's own line, untouched: the `id:` it holds (a copy's repeated one) is the
            // file's, and Lista knows the row by another id that it never writes.
            ownReread.id = ownExpected.id
        }
        invariant(ownReread == ownExpected,
                  "a row's line reads back as its fields (\(how)): \(shown(own.utf8))\n  fields \(ownExpected)\n  reread \(ownReread)")

        let printed = TodoItem(
            id: item.id, writesID: item.writesID, text: item.text, done: item.done, priority: item.priority,
            completionDate: item.completionDate, creationDate: item.creationDate, due: item.due,
            trackedSeconds: item.trackedSeconds, trackingStart: item.trackingStart, note: item.note
        ).line
        invariant(!printed.utf8.contains { $0 == 0x0A || $0 == 0x0D }, "a printed row is one line (\(how)): \(shown(printed.utf8))")
        // A copy of a repeated id whose text holds another `id:` word has no line once its
        // own line is left: printed from its fields, that word becomes its written id.
        guard item.writesID || hasALine(item) else { return }
        let expected = ItemFields.printed(item)
        let reread = ItemFields(TodoItem(parsing: printed))
        invariant(reread == expected,
                  "a row printed from its fields reads back as them (\(how)): \(shown(printed.utf8))\n  fields \(expected)\n  reread \(reread)")
        _ = item.lineWithoutID
    }

    /// Whether some todo.txt line reads back as the row. None does when the text holds a valid
    /// token of a Lista tag whose field is empty: the token would become the field (the last
    /// valid one wins, and there is no empty `due:`, `tracking:`, `note:` or `pri:`, nor a
    /// written `id:` for a row whose id is not written). Nor when the header
    /// would swallow the start of the text and the text holds a valid token of every kind that
    /// could shield it (a tag the row has, or `spent:0` or `tracked:0`): a shield must be the only valid
    /// token of its kind. Edits reach such rows (a pending row whose text says `pri:A` marked
    /// done, a due date cleared in the editor while the text still holds an earlier `due:`
    /// word, tags typed twice into a text starting with "x "); the app would have to avoid them.
    private static func hasALine(_ item: TodoItem) -> Bool {
        let text = item.text.replacingLineBreaks()
        let kinds = TodoLineParser.ownedKinds(in: Substring(text), done: item.done)
        if kinds.contains(.due), item.due == nil { return false }
        if kinds.contains(.note), item.note == nil || item.note == .inline("") { return false }
        if kinds.contains(.priority), item.priority == nil { return false }
        if kinds.contains(.tracking), item.trackingStart == nil { return false }
        // An id Lista knows the row by is never written, so an `id:` typed into the text
        // becomes the row's written id on reading back.
        if kinds.contains(.id), !item.writesID { return false }
        guard headerSwallowsStart(of: text, item) else { return true }
        var shields: Set<TodoLineParser.Owned> = [.tracked, .spent]
        if item.writesID { shields.insert(.id) }
        if item.trackingStart != nil { shields.insert(.tracking) }
        if item.due != nil { shields.insert(.due) }
        if item.note != nil, item.note != .inline("") { shields.insert(.note) }
        if item.done, item.priority != nil { shields.insert(.priority) }
        return !shields.isSubset(of: kinds)
    }

    /// Whether the row's header followed by its text would read part of the text as header.
    private static func headerSwallowsStart(of text: String, _ item: TodoItem) -> Bool {
        guard !text.isEmpty else { return false }
        var header: [String] = []
        if item.done {
            header.append("x")
            if let date = item.completionDate ?? item.creationDate { header.append(date.description) }
            if item.completionDate != nil, let creation = item.creationDate { header.append(creation.description) }
        } else {
            if let priority = item.priority { header.append("(\(priority))") }
            if let creation = item.creationDate { header.append(creation.description) }
        }
        let probe = (header + [text]).joined(separator: " ") + " "
        return TodoLineParser.parseHeader(Substring(probe)).rest.utf8.count < text.utf8.count + 1
    }
}
