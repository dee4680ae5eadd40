import Features

extension StatusMessage {
    /// The message as the status line shows it: its text, then its follow-up with the key the
    /// keymap binds to it in the list ("Deleted “milk” — u brings it back"). A follow-up no key
    /// is bound to is left out rather than named wrongly.
    public func shown(in keymap: Keymap<AppMode, KeyCommand> = AppKeymap.active) -> String {
        guard let followUp else { return text }
        let command: KeyCommand = switch followUp.command {
        case let .list(action): .send(action)
        case let .row(action): .command(.row(action))
        }
        let hint = KeyHint(mode: .list, commands: [command], label: followUp.label)
        let keys = hint.keys(in: keymap)
        guard !keys.isEmpty else { return text }
        return text + " — " + hint.text(keys: keys)
    }
}
