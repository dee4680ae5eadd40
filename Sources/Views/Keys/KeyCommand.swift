import Features

/// What the app does with a key.
public enum KeyOutcome: Equatable, Sendable {
    /// Send this action to the store.
    case send(TodoList.Action)
    /// Save and quit.
    case quit
    /// Redraw the whole screen (Ctrl-L).
    case repaint
    /// Suspend to the shell (Ctrl-Z).
    case suspend
    /// Nothing happens; tell the person why.
    case explain(String)
}

/// What a key binding does: an outcome the key alone decides, or a command the state resolves.
public enum KeyCommand: Equatable, Sendable {
    /// The key alone decides: send this action, quit, repaint, suspend.
    case outcome(KeyOutcome)
    /// The row under the cursor or the focused field decides.
    case command(AppCommand)

    /// Sends `action` as it stands.
    public static func send(_ action: TodoList.Action) -> KeyCommand { .outcome(.send(action)) }

    /// Sends `action` to what the destination slot presents.
    public static func presented(_ action: Destination.Action) -> KeyCommand { send(.destination(.presented(action))) }

    /// What the command means in `state`. O(log visible rows).
    public func resolve(in state: TodoList.State) -> KeyOutcome {
        switch self {
        case let .outcome(outcome): outcome
        case let .command(command): command.resolve(in: state)
        }
    }
}
