import Core
import Storage

/// Notes in files (``NoteFiles``, through the `notes` dependency): writing a note the editor
/// changed, and moving an older note kept in the line (``NoteTag/inline(_:)``) to a file.
///
/// A note that is new, or in the line, goes into the line first (inline), then to a new file;
/// once the file is on disk, the row's tag becomes the file's name and the row is saved. So a
/// note is never only in memory: when the file cannot be written, the note stays in the line
/// and the status line says why. An older inline note moves when the person changes its row
/// (a change another program made does not move it: that row's line stays theirs).
extension TodoList {
    /// After every action: starts moving the notes of the rows that asked for it. O(1) when none did.
    func moveInlineNotes(_ state: inout State, _ action: Action) -> Effect<Action> {
        guard !state.notesToMove.isEmpty else { return .none }
        let moves = state.notesToMove.sorted().compactMap { id -> (id: String, text: String)? in
            guard let text = state.rows[id: id]?.item.note?.inlineText else { return nil }
            return (id, text)
        }
        state.notesToMove.removeAll()
        guard !moves.isEmpty else { return .none }
        return .run(name: "move notes to files") { [notes] send in
            for move in moves {
                do {
                    let moved = try await notes.moveToFile(.inline(move.text))
                    if let name = moved.fileName { send(.notes(.moved(id: move.id, text: move.text, name: name))) }
                } catch {
                    send(.notes(.notWritten(id: move.id, text: move.text, reason: "\(error)")))
                }
            }
        }
    }

    /// The change an editor's changed note makes to the row's note file: the file is replaced
    /// (nothing in the line changes), and undo writes it back. Nil for a row whose note is in the
    /// line or new: ``Row/State/apply(_:today:)`` puts that one in the line, and it moves to a
    /// file from there.
    func noteFileChange(_ state: State, _ changes: Editor.Changes) -> NoteFileChange? {
        guard let text = changes.note, let name = state.rows[id: changes.rowID]?.item.note?.fileName else { return nil }
        return NoteFileChange(rowID: changes.rowID, name: name, before: changes.noteBefore ?? "", after: text)
    }

    /// Writes `text` to the note file `name` of row `id`; when it cannot be written, the note
    /// goes to the row's line (``NoteFiling``).
    func writeNote(_ name: String, _ text: String, ofRow id: String) -> Effect<Action> {
        .run(name: "write the note") { [notes] send in
            do {
                try await notes.update(name, text)
            } catch {
                send(.notes(.notWritten(id: id, text: text, reason: "\(error)")))
            }
        }
    }
}

extension TodoList.State {
    /// The person changed row `id`: if its note is an older one in the line, it moves to a file
    /// (``TodoList/moveInlineNotes(_:_:)``, after this action). O(1).
    mutating func noteMayMove(_ id: String) {
        if rows[id: id]?.item.note?.inlineText != nil { notesToMove.insert(id) }
    }
}
