/// Every hint on screen besides the hint bar (which `Keymap.hint(in:width:)` makes), each from
/// the keymap: none names a key by hand.
public enum KeyHints {
    /// The editor sheet's last line: "Enter save · Tab next field · Esc cancel".
    static let editor = KeyHintLine(hints: [
        KeyHint(mode: .editor, commands: [.presented(.editor(.saveTapped))], label: "save"),
        KeyHint(mode: .editor, commands: [.presented(.editor(.nextField))], label: "next field"),
        KeyHint(mode: .editor, commands: [.presented(.editor(.cancelTapped))], label: "cancel"),
    ])
    /// The discard confirmation: "d discard · s save · k or Esc keep editing".
    static let confirm = KeyHintLine(hints: [
        KeyHint(mode: .confirm, commands: [.presented(.editor(.confirm(.presented(.discard))))], label: "discard"),
        KeyHint(mode: .confirm, commands: [.presented(.editor(.confirm(.presented(.save))))], label: "save"),
        KeyHint(mode: .confirm, commands: [.presented(.editor(.confirm(.dismiss)))], label: "keep editing", keysEach: 2, separator: " or "),
    ])
    /// The help cover's last line: "j/k scroll · Esc or ? close".
    static let help = KeyHintLine(hints: [
        KeyHint(mode: .help, commands: [.presented(.help(.scrollDown)), .presented(.help(.scrollUp))], label: "scroll"),
        KeyHint(mode: .help, commands: [.send(.destination(.dismiss)), .presented(.help(.close))], label: "close", separator: " or "),
    ])
    /// After "N marked — ": "d deletes, x toggles, J/K move them, Esc clears".
    static let marks = KeyHintLine(hints: [
        KeyHint(mode: .list, commands: [.send(.view(.deleteSelected))], label: "deletes"),
        KeyHint(mode: .list, commands: [.send(.view(.toggleDoneSelected))], label: "toggles"),
        KeyHint(mode: .list, commands: [.send(.view(.moveSelected(up: false))), .send(.view(.moveSelected(up: true)))], label: "move them"),
        KeyHint(mode: .list, commands: [.send(.marks(.clear))], label: "clears"),
    ], separator: ", ")
    /// The empty list's "a to add one".
    static let addRow = KeyHintLine(hints: [KeyHint(mode: .list, commands: [.send(.view(.addRow(.append)))], label: "to add one")])
    /// On an empty archive page: "A in the list archives done rows".
    static let archive = KeyHintLine(hints: [KeyHint(mode: .list, commands: [.send(.view(.archiveDone))], label: "in the list archives done rows")])
    /// When the lens hides every row: "Tab or f changes the filter".
    static let changeFilter = KeyHintLine(hints: [
        KeyHint(mode: .list, commands: [.send(.lens(.view(.cycleStatus(forward: true)))), .send(.view(.open(.filter)))], label: "changes the filter", separator: " or "),
    ])
    /// The messages page's last line: "j/k scroll · Esc or M close".
    static let messages = KeyHintLine(hints: [
        KeyHint(mode: .messages, commands: [.presented(.messages(.scrollDown)), .presented(.messages(.scrollUp))], label: "scroll"),
        KeyHint(mode: .messages, commands: [.send(.destination(.dismiss)), .presented(.messages(.close))], label: "close", separator: " or "),
    ])
    /// After a message cut to the status line's width: "M for all".
    static let allMessages = KeyHintLine(hints: [KeyHint(mode: .list, commands: [.send(.view(.open(.messages)))], label: "for all")])
    /// After a key that does nothing: "? lists the keys".
    public static let listKeys = KeyHintLine(hints: [KeyHint(mode: .list, commands: [.send(.view(.open(.help)))], label: "lists the keys")])
    /// On a new list: "? shows every key".
    public static let everyKey = KeyHintLine(hints: [KeyHint(mode: .list, commands: [.send(.view(.open(.help)))], label: "shows every key")])
    /// After a quit that could not save: "q again to quit without saving".
    public static let quitAnyway = KeyHintLine(hints: [KeyHint(mode: .list, commands: [.outcome(.quit)], label: "again to quit without saving")])

    /// Every line above, for the test that checks each key they name.
    static let all = [editor, confirm, help, messages, allMessages, marks, addRow, archive, changeFilter, listKeys, everyKey,
                      quitAnyway]
}
