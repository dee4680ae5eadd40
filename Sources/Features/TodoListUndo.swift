import Core

/// Undo and redo: the person's own steps, applied on top of whatever the file brought since.
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
        for step in steps { state.apply(step, reversed: reversed) }
        if reversed { state.history.redoStack.append(entry) } else { state.history.undoStack.append(entry) }
        state.message = (reversed ? "Undid " : "Redid ") + entry.label
        if let touched = steps.last?.rowID, state.rows.contains(id: touched) {
            state.selection = touched
        }
        if let focus = state.focus, !state.rows.contains(id: focus) { state.focus = nil }
        return scheduleSave()
    }
}

extension UndoStep {
    /// The row the step is about (the first one, for moves).
    var rowID: String? {
        switch self {
        case let .insert(content, _), let .remove(content, _): content.row.id
        case let .update(_, after): after.row.id
        case let .relocate(ids, _, _): ids.first
        }
    }
}
