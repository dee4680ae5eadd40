import Core

/// What comes back from writing a note to a file, a feature of its own: the row's tag names the
/// file once it is on disk (and its page, if up, shows the text just written), or the note stays
/// in the line and the status line says why. The list starts the writes (it knows which rows
/// the person changed: ``TodoList/moveInlineNotes(_:_:)``) and saves what changed. Every
/// action is the background's.
public struct NoteFiling: Reducer {
    /// The list's data a note's outcome changes, moved out of the list and back by its `Scope`.
    public struct State: Equatable, Sendable {
        /// The list's rows.
        public var content: ListRows
        /// The list's slot, where the row's page may be up.
        public var destination: Destination.State?
        /// The list's status line.
        public var message: StatusMessage?
    }

    public enum Action: Equatable, Sendable {
        /// Row `id`'s note `text` is now in the note file `name`.
        case moved(id: String, text: String, name: String)
        /// Row `id`'s note `text` could not be written to a file (`reason`, in plain words).
        case notWritten(id: String, text: String, reason: String)
        /// What the list does for the notes.
        case delegate(Delegate)
    }

    public enum Delegate: Equatable, Sendable {
        /// A row's note changed: the list saves it.
        case rowChanged
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        // The row's tag names the file, unless the note changed meanwhile (then the file is
        // left for the person, and the row keeps its note).
        case let .moved(id, text, name):
            guard state.content.rows[id: id]?.item.note == .inline(text) else { return .none }
            state.content.modify(id: id) { $0.item.note = .file(name) }
            // The row's page, if it is up, shows the note from its file now: the text just written.
            if case var .detail(page)? = state.destination, page.id == id {
                page.noteFile = name
                page.note = .text(text)
                state.destination = .detail(page)
            }
            return .send(.delegate(.rowChanged))
        // The note stays (or goes back) in the row's line.
        case let .notWritten(id, text, reason):
            guard let row = state.content.rows[id: id] else { return .none }
            state.message = StatusMessage("The note of \(row.quotedForMessage) stays in its line: \(reason.withoutFinalPeriod)")
            guard row.item.note != .inline(text) else { return .none }
            state.content.modify(id: id) { $0.item.note = .inline(text) }
            return .send(.delegate(.rowChanged))
        case .delegate:
            return .none
        }
    }
}

extension TodoList.State {
    /// What a note's outcome changes, moved out of the list for its reducer.
    mutating func takeNotes() -> NoteFiling.State {
        var notes = NoteFiling.State(content: .empty, destination: destination, message: message)
        swap(&notes.content, &content)
        return notes
    }

    /// Puts back what the notes' reducer made of it.
    mutating func putNotes(_ notes: NoteFiling.State) {
        content = notes.content
        destination = notes.destination
        message = notes.message
    }
}
