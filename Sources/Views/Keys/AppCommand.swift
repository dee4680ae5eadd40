import Features

/// A key's command that only the state can resolve: it acts on the row under the cursor, or
/// on the text field that has focus, whichever that is when the key arrives.
public enum AppCommand: Equatable, Sendable {
    /// An action for the row under the cursor.
    case row(Row.Action)
    /// An edit to the focused row's text field.
    case field(TextEdit)

    /// The action this command means in `state`, or why there is none. O(log visible rows).
    public func resolve(in state: TodoList.State) -> KeyOutcome {
        switch self {
        case let .row(action):
            guard let id = state.effectiveSelection else { return .explain("The list shows no rows") }
            return .send(.rows(.element(id: id, action: action)))
        case let .field(edit):
            guard let id = state.focus else { return .explain("No text field is active") }
            return .send(.rows(.element(id: id, action: .edit(edit))))
        }
    }
}
