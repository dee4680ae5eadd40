import Features

/// Turns a key into what the app does, given the state: the keymap first, then typing in a
/// text mode, else an explanation (a key never silently does nothing).
public enum KeyDispatch {
    /// O(1) keymap lookup plus O(log visible rows) to resolve the target row.
    public static func outcome(for key: Key, in state: TodoList.State,
                               keymap: Keymap<AppMode, KeyCommand> = AppKeymap.active) -> KeyOutcome {
        let mode = AppMode(state)
        if let command = keymap.action(for: key, in: mode) {
            return command.resolve(in: state)
        }
        if let text = typedText(key), let command = AppKeymap.edit(.insert(text), in: mode) {
            return command.resolve(in: state)
        }
        switch key {
        case .resize, .unknown:
            return .explain("")
        default:
            return .explain("\(key) does nothing here — \(KeyHints.listKeys.text)")
        }
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
