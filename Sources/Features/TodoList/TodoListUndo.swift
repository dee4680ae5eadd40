import Core
import Storage

/// Undo and redo: the person's own steps, applied on top of whatever the file brought since.
/// A step about a row another program removed meanwhile does nothing (the row is not brought
/// back: todo.sh's `archive` moved it to done.txt, and putting it back would double it); the
/// status line says so, and the entry still moves to the other stack so redo stays in order.
extension TodoList {
    /// Undoes (`reversed`) or redoes the last entry.
    func undo(_ state: inout State, reversed: Bool) -> Effect<Action> {
        state.history.closeTyping()
        guard var entry = reversed ? state.history.undoStack.popLast() : state.history.redoStack.popLast() else {
            state.message = reversed ? "Nothing to undo" : "Nothing to redo"
            return .none
        }
        entry.typingRowID = nil
        let steps = reversed ? Array(entry.steps.reversed()) : entry.steps
        var applied = 0
        var moved: [TodoItem] = []
        for step in steps {
            // A redone archive takes the row as it is now to done.txt (it may have changed since the undo).
            let now = entry.movesToDoneFile ? step.rowID.flatMap { state.rows[id: $0]?.item } : nil
            guard state.apply(step, reversed: reversed) else { continue }
            applied += 1
            if entry.movesToDoneFile, case let .remove(_, content) = step { moved.append(reversed ? content.row.item : now ?? content.row.item) }
        }
        // An archive's rows come back from done.txt, or (redo) go there again, with the next save.
        // Removal steps run from the last row to the first, so a redo met them bottom up: done.txt
        // takes them in list order, as the archive key appended them.
        if reversed { state.persistence.doneFile.restored(moved) } else { state.persistence.doneFile.archived(moved.reversed()) }
        if reversed { state.history.redoStack.append(entry) } else { state.history.undoStack.append(entry) }
        // A note file's text is not in the row's line: it is written back here, while its row is
        // in the list (a row another program removed gets nothing back, its note neither).
        let noteWrite = entry.noteFile.flatMap { change in
            state.rows.contains(id: change.rowID) ? writeNote(change.name, reversed ? change.before : change.after, ofRow: change.rowID) : nil
        }
        let verb = reversed ? "Undid " : "Redid "
        if applied == 0, noteWrite == nil {
            state.message = StatusMessage(verb + entry.label + ": nothing to change, another program removed its row")
            return .none
        }
        state.message = StatusMessage(verb + entry.label
            + (applied < steps.count ? " (\(steps.count - applied) of its rows were removed by another program)" : ""))
        if let touched = steps.last?.rowID ?? entry.noteFile?.rowID, state.rows.contains(id: touched) {
            state.selection = touched
        }
        if let focus = state.focus, !state.rows.contains(id: focus) { state.focus = nil }
        return .merge(scheduleSave(), noteWrite ?? .none)
    }
}

extension UndoStep {
    /// The row the step is about (the first one, for moves).
    var rowID: String? {
        switch self {
        case let .insert(_, content), let .remove(_, content): content.row.id
        case let .update(_, after): after.row.id
        case let .relocate(ids, _, _): ids.first
        }
    }
}
