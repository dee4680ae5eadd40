import Core
import Storage

/// Adding, changing and removing rows, and what the list does after a row acted on itself.
extension TodoList {
    /// What the list does after a row's own reducer changed it (the `forEach` hook, with the
    /// row as it was and as it is).
    func rowDidAct(_ state: inout State, _ change: ElementChange<Row.State, Row.Action>) -> Effect<Action> {
        let (id, before, after, action) = (change.id, change.old, change.new, change.action)
        guard let offset = state.rows.index(id: id) else { return .none }
        if before.item != after.item { state.noteMayMove(id) }
        switch action {
        case .edit:
            guard before.item != after.item else { return .none }
            state.history.recordTyping(in: id, before: RowContent(before), after: RowContent(after))
            return scheduleSave()
        case .toggleDone:
            state.history.closeTyping()
            state.history.record(UndoEntry(
                label: after.isDone ? "done" : "not done",
                steps: [.update(before: RowContent(before), after: RowContent(after))]))
            return scheduleSave()
        // The file holds the timer's start (tracking:), not its seconds: a tick saves nothing;
        // nor is a row's expansion in the file.
        case .timerTicked, .toggleExpanded:
            return .none
        case .toggleTimer:
            state.message = after.hasRunningTimer
                ? StatusMessage("Timer started on \(after.quotedForMessage)", followUp: .init(command: .row(.toggleTimer), label: "stops it"))
                : "Timer stopped on \(after.quotedForMessage): \(TrackedTime.text(after.item.trackedSeconds)) tracked in all"
            return scheduleSave()
        case .delegate(.delete):
            guard let visible = state.visibleOffset(of: id) else {
                return removeRows(&state, ids: [id], label: "delete")
            }
            return delete(&state, visibleOffsets: [visible])
        case .delegate(.duplicate):
            let row = Row.State(item: after.item.copy(knownAs: newID(in: state)))
            let step = state.insertRow(row, at: offset + 1)
            state.history.record(UndoEntry(label: "duplicate", steps: [step]))
            state.selection = row.id
            state.message = .undoing("Duplicated \(row.quotedForMessage) below it", "takes it back")
            return scheduleSave()
        }
    }

    /// A new row: id from the randomBits dependency, appended or inserted below the selection,
    /// selected and focused. When the lens would hide it, the lens makes room: a done-only
    /// status widens to all, a future-only or hidden-only lens goes back to current rows, a +project/@context filter pre-fills the text with those tags
    /// (so the row matches), and a search is cleared — the status bar says which.
    func addRow(_ state: inout State, placement: AddPlacement) -> Effect<Action> {
        state.history.closeTyping()
        var lens = state.lens
        var prefill: [String] = []
        var notes: [String] = []
        if lens.status == .done {
            lens.status = .all
            notes.append("showing all rows")
        }
        if lens.visibility == .future || lens.visibility == .hidden {
            lens.visibility = .current
            notes.append("showing current rows")
        }
        if let project = lens.project { prefill.append("+" + project) }
        if let context = lens.context { prefill.append("@" + context) }
        if !lens.search.isEmpty {
            lens.search = ""
            state.searchField = nil
            notes.append("search cleared")
        }
        state.content.setLens(lens)
        let text = prefill.isEmpty ? "" : prefill.joined(separator: " ") + " "
        let item = TodoItem(id: newID(in: state), writesID: false, text: text, creationDate: TodoDate(localDayOf: now()))
        let row = Row.State(item: item)
        var offset = state.rows.count
        if placement == .belowSelection, let selected = state.effectiveSelection, let at = state.rows.index(id: selected) {
            offset = at + 1
        }
        let step = state.insertRow(row, at: offset)
        // Open for the typing that follows: the row and its first text are one step.
        state.history.record(UndoEntry(label: "add", steps: [step], typingRowID: row.id))
        state.selection = row.id
        state.focus = row.id
        state.marks.removeAll()
        state.message = notes.isEmpty ? nil : StatusMessage("New row: " + notes.joined(separator: ", "))
        return scheduleSave()
    }

    /// A new row id from the randomBits dependency: the row is known by it here, and the file
    /// holds it only when the person asked for ids (``TodoStore/writesIDs``) (ten base-32 characters from its low 50 bits;
    /// the test generator gives "0000000000", "1000000000"…), redrawn if taken.
    func newID(in state: State) -> String {
        var id = TodoID.make(from: randomBits())
        while state.rows.contains(id: id) { id = TodoID.make(from: randomBits()) }
        return id
    }

    /// Leaves the text field (the text is already in the row). Tags Lista keeps as fields
    /// (`due:`, `spent:`, `tracking:`, `note:`) typed into the text become those fields, as reading the
    /// file would make them. A row left empty is removed.
    func leaveField(_ state: inout State) -> Effect<Action> {
        state.history.closeTyping()
        guard let focus = state.focus else { return .none }
        state.focus = nil
        let today = TodoDate(localDayOf: now())
        var problems: [TypedDate.Problem] = []
        let typed = state.rows[id: focus]?.item
        let left = state.updateRow(id: focus) { row in
            problems = row.item.editDescription(row.item.text, today: today)
            row.keepCursorInText()
        }
        if left != nil { state.noteMayMove(focus) }
        guard let row = state.rows[id: focus], row.text.trimmingHorizontalSpace().isEmpty else {
            if let problem = problems.first {
                state.message = "\(problem): kept as text"
            } else {
                sayWhereItWent(&state, id: focus)
            }
            // What leaving wrote into the row (a date for `due:tomorrow`, a field for a tag) is
            // saved as the typing was: a save of the text as typed may have gone out already.
            return state.rows[id: focus]?.item == typed ? .none : scheduleSave()
        }
        state.message = "Empty row removed"
        let steps = state.removeRows(ids: [focus])
        guard !steps.isEmpty else { return .none }
        state.history.recordRemoval(ofEmptied: focus, steps: steps, label: "empty row")
        state.closeDestinationOfRemovedRow()
        return scheduleSave()
    }

    /// Types in row `id` with the cursor before grapheme `cursor` (clamped to the text), leaving
    /// the field of another row first, as Enter there would.
    func editText(_ state: inout State, id: String, cursor: Int) -> Effect<Action> {
        guard state.rows.contains(id: id) else { return .none }
        var left: Effect<Action> = .none
        if let focus = state.focus, focus != id { left = leaveField(&state) }
        guard state.rows.contains(id: id) else { return left }
        if state.focus != id { state.history.closeTyping() }
        state.content.modify(id: id) { row in row.cursor = CharacterWalk.index(cursor, in: row.text).characters }
        state.focus = id
        state.selection = id
        return left
    }

    /// After an edit: a row the lens no longer shows because it now waits for its `t:` date or
    /// has `h:1` says where it went, so nobody thinks it was lost.
    func sayWhereItWent(_ state: inout State, id: String) {
        guard state.visibleOffset(of: id) == nil, let row = state.rows[id: id] else { return }
        let standing = row.item.visibility(today: state.today)
        guard !state.lens.visibility.admits(standing) else { return }
        let showIt = { (choice: VisibilityFilter) in
            StatusMessage.FollowUp(command: .list(.view(.open(.filter))), label: "then \(choice.name) shows it")
        }
        switch standing {
        case .future:
            let day = row.item.threshold.map { "\($0)" } ?? "its t: date"
            state.message = StatusMessage("\(row.quotedForMessage) waits for \(day)", followUp: showIt(.future))
        case .hidden:
            state.message = StatusMessage("\(row.quotedForMessage) is hidden by h:1", followUp: showIt(.hidden))
        case .current:
            return
        }
    }

    /// Toggles rows `ids` (the visible marked rows, else the cursor's row, for `x`): all done
    /// when any is pending, else all pending; a recurring row completed brings its next one.
    func toggleDone(_ state: inout State, ids: [String]) -> Effect<Action> {
        state.history.closeTyping()
        guard !ids.isEmpty else { return .none }
        let today = TodoDate(localDayOf: now())
        let makeDone = ids.contains { state.rows[id: $0]?.isDone == false }
        var steps = ids.compactMap { id in
            state.updateRow(id: id) { row in
                if makeDone { row.item.complete(on: today) } else { row.item.reopen() }
            }
        }
        for id in ids { state.noteMayMove(id) }
        // A recurring row completed brings its next occurrence, right below it, in the same
        // undo step (Storage's ``Recurrence`` rule, the one `lista done` follows).
        var next: [TodoItem] = []
        if makeDone {
            for id in ids {
                guard let offset = state.rows.index(id: id),
                      var occurrence = state.rows[offset].item.nextOccurrence(completedOn: today) else { continue }
                occurrence = occurrence.copy(knownAs: newID(in: state))
                steps.append(state.insertRow(Row.State(item: occurrence), at: offset + 1))
                next.append(occurrence)
            }
        }
        state.history.record(UndoEntry(label: makeDone ? "done" : "not done", steps: steps))
        if let first = next.first {
            let when = first.due.map { "due \($0)" } ?? first.threshold.map { "from \($0)" } ?? ""
            state.message = next.count == 1
                ? .undoing("Done; the next \(Row.State(item: first).quotedForMessage) is \(when)", "takes both back")
                : .undoing("Done; \(next.count) rows recur", "takes it all back")
        }
        return steps.isEmpty ? .none : scheduleSave()
    }

    /// Deletes the rows at visible offsets (what the screen shows), translated to ids first.
    func delete(_ state: inout State, visibleOffsets: [Int]) -> Effect<Action> {
        let visible = state.visibleIDs
        let offsets = Set(visibleOffsets).filter { visible.indices.contains($0) }.sorted()
        guard let first = offsets.first else { return .none }
        let ids = offsets.map { visible[$0] }
        let deleted = ids.count == 1 ? state.rows[id: ids[0]]?.quotedForMessage ?? "1 row" : "\(ids.count) rows"
        let effect = removeRows(&state, ids: ids, label: ids.count == 1 ? "delete" : "delete \(ids.count) rows")
        state.message = .undoing("Deleted \(deleted)", "brings \(ids.count == 1 ? "it" : "them") back")
        state.selectVisible(at: first)
        return effect
    }

    func removeRows(_ state: inout State, ids: [String], label: String) -> Effect<Action> {
        state.history.closeTyping()
        let steps = state.removeRows(ids: ids)
        guard !steps.isEmpty else { return .none }
        state.history.record(UndoEntry(label: label, steps: steps))
        state.closeDestinationOfRemovedRow()
        return scheduleSave()
    }

    /// Applies what a presented feature asked for.
    func destinationDelegate(_ state: inout State, _ action: Destination.Action) -> Effect<Action> {
        switch action {
        case let .editor(.delegate(.save(changes))):
            state.history.closeTyping()
            let today = TodoDate(localDayOf: now())
            let noteChange = noteFileChange(state, changes)
            let noteWrite = noteChange.map { writeNote($0.name, $0.after, ofRow: $0.rowID) }
            guard let step = state.updateRow(id: changes.rowID, { row in
                row.apply(changes, today: today)
            }) else {
                if let noteWrite, let row = state.rows[id: changes.rowID] {
                    state.history.record(UndoEntry(label: "note", steps: [], noteFile: noteChange))
                    state.message = .undoing("Saved the note of \(row.quotedForMessage)", "takes it back")
                    return noteWrite
                }
                state.message = "Nothing changed"
                return .none
            }
            state.noteMayMove(changes.rowID)
            state.history.record(UndoEntry(label: "edit", steps: [step], noteFile: noteChange))
            if let row = state.rows[id: changes.rowID] {
                state.message = .undoing("Saved \(row.quotedForMessage)", "takes it back")
            }
            sayWhereItWent(&state, id: changes.rowID)
            return .merge(scheduleSave(), noteWrite ?? .none)
        case let .filter(.delegate(.lensChanged(lens))):
            state.content.setLens(lens)
            return .none
        case .filter(.delegate(.showArchive)):
            return open(&state, .archive)
        case let .lists(.delegate(.open(path))):
            state.destination = nil
            state.requestedList = path
            return .none
        case .editor, .filter, .lists, .help, .detail, .archive, .messages:
            // The children's own actions: their reducers ran already (`Destination`).
            return .none
        }
    }
}

extension TodoList.State {
    /// The visible marked rows, else the cursor's row.
    /// O(log visible) without marks; O(visible) with marks.
    func targetIDs() -> [String] {
        guard marks.isEmpty else { return visibleIDs.filter { marks.contains($0) } }
        return effectiveSelection.map { [$0] } ?? []
    }

    /// Closes the sheet or page of a row that is no longer in the list.
    mutating func closeDestinationOfRemovedRow() {
        if let id = destinationRowID, !rows.contains(id: id) { destination = nil }
    }

    /// The row a presented editor or detail page is about.
    var destinationRowID: String? {
        switch destination {
        case let .editor(editor)?: editor.id
        case let .detail(detail)?: detail.id
        case .filter?, .help?, .archive?, .lists?, .messages?, nil: nil
        }
    }

    mutating func moveSelection(_ move: TodoList.SelectionMove) {
        let visible = visibleIDs
        guard !visible.isEmpty else { return }
        let current = selectedVisibleOffset ?? 0
        let target: Int
        switch move {
        case .up: target = current - 1
        case .down: target = current + 1
        case .first: target = 0
        case .last: target = visible.count - 1
        case let .pageUp(page): target = current - Swift.max(1, page)
        case let .pageDown(page): target = current + Swift.max(1, page)
        case let .row(offset): target = offset
        }
        selectVisible(at: Swift.max(target, 0))
    }
}

extension Row.State {
    /// Applies an editor's validated draft, keeping the text exactly as it was when neither
    /// the text nor the tags changed (so odd spacing survives).
    mutating func apply(_ changes: Editor.Changes, today: TodoDate) {
        let original = Editor.Draft(item)
        item.priority = changes.priority
        item.due = changes.due
        if changes.draft.text != original.text || changes.draft.tags != original.tags {
            item.editDescription([changes.draft.text, changes.draft.tags]
                .map { $0.trimmingHorizontalSpace() }
                .filter { !$0.isEmpty }
                .joined(separator: " "), today: today)
            keepCursorInText()
        }
        // A note in a file is written to its file (``TodoList/noteFileChange(_:_:)``); any other
        // goes into the line, and from there to a new file.
        if let note = changes.note, item.note?.fileName == nil {
            item.note = note.isEmpty ? nil : .inline(note)
        }
    }
}
