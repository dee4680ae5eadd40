import Core
import Features

/// Turns a key into what the app does, given the state: the keymap first, then typing in a
/// text mode, else an explanation (a key never silently does nothing).
public enum KeyDispatch {
    /// O(1) keymap lookup plus O(log visible rows) to resolve the target row.
    public static func outcome(for key: Key, in state: TodoList.State,
                               keymap: Keymap<AppMode, KeyCommand> = AppKeymap.active) -> KeyOutcome {
        let mode = AppMode(state)
        // A bound key first; else the text it types, where text is typed.
        if let command = keymap.action(for: key, in: mode)
            ?? typedText(key).flatMap({ AppKeymap.edit(.insert($0), in: mode) }) {
            return command.resolve(in: state)
        }
        switch key {
        case .resize, .unknown:
            return .explain("")
        default:
            return .explain("\(key) does nothing here — \(KeyHints.listKeys.text)")
        }
    }

    /// Gives `outcome` to `store` when it is the store's to take: an action (the status line's
    /// message goes first, so a message lasts until the next thing done), or why nothing
    /// happened. Whether the store took it; quit, repaint and suspend are the caller's.
    public static func send(_ outcome: KeyOutcome, to store: Store<TodoList.State, TodoList.Action>) -> Bool {
        switch outcome {
        case let .send(action):
            if store.state.message != nil { store.send(.messages(.dismiss)) }
            store.send(action)
        case let .explain(message):
            store.send(.messages(.show(message)))
        case .quit, .repaint, .suspend:
            return false
        }
        return true
    }

    /// The keys a press stands for: an Alt chord nothing binds in the state's mode is Esc,
    /// then the key (``KeyDecoder/presses(_:isBound:)``). Dispatch each in turn, on the state
    /// the previous one left.
    public static func presses(_ key: Key, in state: TodoList.State,
                               keymap: Keymap<AppMode, KeyCommand> = AppKeymap.active) -> [Key] {
        let mode = AppMode(state)
        return KeyDecoder.presses(key) { keymap.action(for: $0, in: mode) != nil }
    }

    /// The text a key types, if it types any.
    static func typedText(_ key: Key) -> String? {
        switch key {
        case let .character(character): String(character)
        case let .paste(text): text
        default: nil
        }
    }
}
