/// Every hint on screen besides the hint bar (which `Keymap.hint(in:width:)` makes), each from
/// the keymap: none names a key by hand.
public enum KeyHints {
    /// The editor sheet's last line: "Enter save · Tab next field · Esc cancel".
    static let editor = KeyHintLine([
        KeyHint(.editor, [.presented(.editor(.saveTapped))], "save"),
        KeyHint(.editor, [.presented(.editor(.nextField))], "next field"),
        KeyHint(.editor, [.presented(.editor(.cancelTapped))], "cancel"),
    ])
    /// The discard confirmation: "d discard · s save · k or Esc keep editing".
    static let confirm = KeyHintLine([
        KeyHint(.confirm, [.presented(.editor(.confirm(.presented(.discard))))], "discard"),
        KeyHint(.confirm, [.presented(.editor(.confirm(.presented(.save))))], "save"),
        KeyHint(.confirm, [.presented(.editor(.confirm(.dismiss)))], "keep editing", keysEach: 2, separator: " or "),
    ])
    /// The help cover's last line: "j/k scroll · Esc or ? close".
    static let help = KeyHintLine([
        KeyHint(.help, [.presented(.help(.scrollDown)), .presented(.help(.scrollUp))], "scroll"),
        KeyHint(.help, [.send(.destination(.dismiss)), .presented(.help(.close))], "close", separator: " or "),
    ])
    /// After "N marked — ": "d deletes, x toggles, J/K move them, Esc clears".
    static let marks = KeyHintLine([
        KeyHint(.list, [.send(.deleteSelected)], "deletes"),
        KeyHint(.list, [.send(.toggleDoneSelected)], "toggles"),
        KeyHint(.list, [.send(.moveSelected(up: false)), .send(.moveSelected(up: true))], "move them"),
        KeyHint(.list, [.send(.clearMarks)], "clears"),
    ], separator: ", ")
    /// The empty list's "a to add one".
    static let addRow = KeyHintLine([KeyHint(.list, [.send(.addRow(.append))], "to add one")])
    /// When the lens hides every row: "Tab or f changes the filter".
    static let changeFilter = KeyHintLine([
        KeyHint(.list, [.send(.cycleStatus(forward: true)), .send(.openFilter)], "changes the filter", separator: " or "),
    ])
    /// After a key that does nothing: "? lists the keys".
    public static let listKeys = KeyHintLine([KeyHint(.list, [.send(.openHelp)], "lists the keys")])
    /// On a new list: "? shows every key".
    public static let everyKey = KeyHintLine([KeyHint(.list, [.send(.openHelp)], "shows every key")])
    /// After a quit that could not save: "q again to quit without saving".
    public static let quitAnyway = KeyHintLine([KeyHint(.list, [.outcome(.quit)], "again to quit without saving")])

    /// Every line above, for the test that checks each key they name.
    public static let all = [editor, confirm, help, marks, addRow, changeFilter, listKeys, everyKey, quitAnyway]
}
