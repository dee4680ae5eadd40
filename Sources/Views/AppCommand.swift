import Features

/// What a key asks for, before it is resolved against the state (which row is selected,
/// which row has focus).
public enum AppCommand: Equatable, Sendable {
    /// A list action as it stands.
    case list(TodoList.Action)
    /// An action for the row under the cursor.
    case row(Row.Action)
    /// An edit to the focused row's text field.
    case field(TextEdit)
    /// An edit to the search field.
    case search(TextEdit)
    case editor(Editor.Action)
    case confirm(ConfirmDiscard.Action)
    case filter(FilterPicker.Action)
    case help(Help.Action)
    case detail(Detail.Action)
    /// Esc on an overlay: the slot's dismiss action.
    case dismissOverlay
    /// Esc on the confirmation inside the editor: its own dismiss (keep editing).
    case dismissConfirm
    /// Save and quit.
    case quit
    /// Redraw the whole screen (Ctrl-L).
    case repaint
    /// Suspend to the shell (Ctrl-Z).
    case suspend
}

/// What the app does with a key.
public enum KeyOutcome: Equatable, Sendable {
    /// Send this action to the store.
    case send(TodoList.Action)
    case quit
    case repaint
    case suspend
    /// Nothing happens; tell the person why.
    case explain(String)
}

extension AppCommand {
    /// The action this command means in `state`. O(log visible rows).
    public func resolve(in state: TodoList.State) -> KeyOutcome {
        switch self {
        case let .list(action):
            return .send(action)
        case let .row(action):
            guard let id = state.effectiveSelection else { return .explain("The list shows no rows") }
            return .send(.rows(.element(id: id, action: action)))
        case let .field(edit):
            guard let id = state.focus else { return .explain("No text field is active") }
            return .send(.rows(.element(id: id, action: .edit(edit))))
        case let .search(edit):
            return .send(.searchEdit(edit))
        case let .editor(action):
            return .send(.destination(.presented(.editor(action))))
        case let .confirm(action):
            return .send(.destination(.presented(.editor(.confirm(.presented(action))))))
        case let .filter(action):
            return .send(.destination(.presented(.filter(action))))
        case let .help(action):
            return .send(.destination(.presented(.help(action))))
        case let .detail(action):
            return .send(.destination(.presented(.detail(action))))
        case .dismissOverlay:
            return .send(.destination(.dismiss))
        case .dismissConfirm:
            return .send(.destination(.presented(.editor(.confirm(.dismiss)))))
        case .quit:
            return .quit
        case .repaint:
            return .repaint
        case .suspend:
            return .suspend
        }
    }
}
