import Features

/// Every key Lista answers, as data: the same table dispatches keys, fills the help cover, the
/// hint bar and every other hint on screen (`KeyHints`), and the README's key list.
public enum AppKeymap {
    private typealias Binding = KeyBinding<AppMode, KeyCommand>

    /// Text editing keys, shared by every text field.
    private static func editing(in mode: AppMode) -> [Binding] {
        let edit = { (edit: TextEdit) in AppKeymap.edit(edit, in: mode)! }
        return [
            Binding([.left], in: [mode], edit(.moveLeft), help: "cursor left", inHint: false),
            Binding([.right], in: [mode], edit(.moveRight), help: "cursor right", inHint: false),
            Binding([.home, .ctrl("a")], in: [mode], edit(.moveHome), help: "start of text", inHint: false),
            Binding([.end, .ctrl("e")], in: [mode], edit(.moveEnd), help: "end of text", inHint: false),
            Binding([.backspace], in: [mode], edit(.deleteBackward), help: "delete before cursor", inHint: false),
            Binding([.delete], in: [mode], edit(.deleteForward), help: "delete at cursor", inHint: false),
            Binding([.ctrl("w")], in: [mode], edit(.deleteWordBackward), help: "delete word", inHint: false),
            Binding([.ctrl("u")], in: [mode], edit(.deleteToStart), help: "delete to start", inHint: false),
        ]
    }

    /// After `p`, each letter sets that priority (either case); the help cover lists the family
    /// once, on A.
    private static func priorityLetters() -> [Binding] {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { value in
            let letter = Character(Unicode.Scalar(value))
            return Binding([.character(Character(letter.lowercased())), .character(letter)], in: [.priority],
                           .send(.changePriority(.set(letter))),
                           help: letter == "A" ? "that priority (any letter, A to Z)" : "", inHint: letter == "A")
        }
    }

    /// In the list, digits before a motion or a move repeat it (`5j`, `3J`, `12G`); the help
    /// cover lists the family once, on 1.
    private static func countDigits() -> [Binding] {
        (0...9).map { digit in
            Binding([.character(Character(String(digit)))], in: [.list], .send(.countDigit(digit)),
                    help: digit == 1 ? "a count (any digits): 5j five rows down, 3J the row three steps, 12G row 12" : "",
                    inHint: false)
        }
    }

    /// Where a text edit goes in `mode`: the focused row's field, the search, the editor's
    /// field; nil where nothing is typed.
    public static func edit(_ edit: TextEdit, in mode: AppMode) -> KeyCommand? {
        switch mode {
        case .field: .command(.field(edit))
        case .search: .send(.searchEdit(edit))
        case .editor: .presented(.editor(.edit(edit)))
        default: nil
        }
    }

    /// The key map.
    public static let keymap: Keymap<AppMode, KeyCommand> = {
        let everywhere = AppMode.allCases
        var bindings: [Binding] = [
            // The list.
            Binding([.character("j"), .down], in: [.list], .send(.moveSelection(.down)), help: "move down", inHint: false),
            Binding([.character("k"), .up], in: [.list], .send(.moveSelection(.up)), help: "move up", inHint: false),
            Binding([.character("g"), .home], in: [.list], .send(.moveSelection(.first)), help: "first row", inHint: false),
            Binding([.character("G"), .end], in: [.list], .send(.moveSelection(.last)), help: "last row", inHint: false),
            Binding([.pageDown], in: [.list], .send(.moveSelection(.pageDown(10))), help: "page down", inHint: false),
            Binding([.pageUp], in: [.list], .send(.moveSelection(.pageUp(10))), help: "page up", inHint: false),
            Binding([.character("a")], in: [.list], .send(.addRow(.append)), help: "add"),
            Binding([.character("o")], in: [.list], .send(.addRow(.belowSelection)), help: "add below", inHint: false),
            Binding([.character("i"), .enter], in: [.list], .send(.focusSelected), help: "edit text"),
            Binding([.character("x"), .character(" ")], in: [.list], .send(.toggleDoneSelected), help: "done"),
            Binding([.character("v")], in: [.list], .send(.toggleMarkSelected), help: "mark", inHint: false),
            Binding([.character("p")], in: [.list], .send(.choosePriority), help: "set priority (then a letter, - for none)", inHint: false),
            Binding([.character("+")], in: [.list], .send(.changePriority(.raise)), help: "raise priority (none becomes A)", inHint: false),
            Binding([.character("-")], in: [.list], .send(.changePriority(.lower)), help: "lower priority (Z becomes none)", inHint: false),
            Binding([.character("d"), .delete], in: [.list], .send(.deleteSelected), help: "delete"),
            Binding([.character("u")], in: [.list], .send(.undo), help: "undo"),
            Binding([.ctrl("r")], in: [.list], .send(.redo), help: "redo", inHint: false),
            Binding([.altUp, .ctrlUp, .character("K")], in: [.list], .send(.moveSelected(up: true)), help: "move row up", inHint: false),
            Binding([.altDown, .ctrlDown, .character("J")], in: [.list], .send(.moveSelected(up: false)), help: "move row down", inHint: false),
            Binding([.character("s")], in: [.list], .send(.sortDoneToBottom), help: "sort done to bottom", inHint: false),
            Binding([.character("A")], in: [.list], .send(.archiveDone), help: "archive done rows to done.txt", inHint: false),
            Binding([.tab], in: [.list, .field], .send(.cycleStatus(forward: true)), help: "next status filter", inHint: false),
            Binding([.backTab], in: [.list, .field], .send(.cycleStatus(forward: false)), help: "previous status filter", inHint: false),
            Binding([.character("/")], in: [.list], .send(.startSearch), help: "search"),
            Binding([.character("f")], in: [.list], .send(.openFilter), help: "filter"),
            Binding([.character("e")], in: [.list], .send(.openEditor), help: "editor", inHint: false),
            Binding([.character("l"), .right], in: [.list], .send(.openDetail), help: "details", inHint: false),
            Binding([.character("z")], in: [.list], .command(.row(.toggleExpanded)), help: "expand", inHint: false),
            Binding([.character("y")], in: [.list], .command(.row(.delegate(.duplicate))), help: "duplicate the row below it", inHint: false),
            Binding([.character("t")], in: [.list], .command(.row(.toggleTimer)), help: "timer", inHint: false),
            Binding([.character("?")], in: [.list], .send(.openHelp), help: "help"),
            Binding([.escape], in: [.list], .send(.clearMarks), help: "clear marks", inHint: false),
            Binding([.character("q")], in: [.list], .outcome(.quit), help: "quit"),

            // Choosing a priority, after p.
            Binding([.character("-"), .character(" "), .backspace], in: [.priority], .send(.changePriority(.set(nil))), help: "no priority"),
            Binding([.escape], in: [.priority], .send(.cancelPriority), help: "leave it"),
            // A row's text field.
            Binding([.enter, .escape], in: [.field], .send(.leaveField), help: "done editing"),
        ]
        bindings += priorityLetters()
        bindings += countDigits()
        bindings += editing(in: .field)
        bindings += [
            // The search.
            Binding([.enter], in: [.search], .send(.commitSearch), help: "keep search"),
            Binding([.escape], in: [.search], .send(.cancelSearch), help: "clear search"),
        ]
        bindings += editing(in: .search)
        bindings += [
            // The editor sheet.
            Binding([.enter], in: [.editor], .presented(.editor(.saveTapped)), help: "save"),
            Binding([.tab, .down], in: [.editor], .presented(.editor(.nextField)), help: "next field"),
            Binding([.backTab, .up], in: [.editor], .presented(.editor(.previousField)), help: "previous field", inHint: false),
            Binding([.escape], in: [.editor], .presented(.editor(.cancelTapped)), help: "cancel"),
        ]
        bindings += editing(in: .editor)
        bindings += [
            // The confirmation inside the editor.
            Binding([.character("d")], in: [.confirm], .presented(.editor(.confirm(.presented(.discard)))), help: "discard changes"),
            Binding([.character("s"), .enter], in: [.confirm], .presented(.editor(.confirm(.presented(.save)))), help: "save"),
            Binding([.character("k"), .escape], in: [.confirm], .presented(.editor(.confirm(.dismiss))), help: "keep editing"),

            // The filter popover.
            Binding([.character("j"), .down], in: [.filter], .presented(.filter(.highlightNext)), help: "next option"),
            Binding([.character("k"), .up], in: [.filter], .presented(.filter(.highlightPrevious)), help: "previous option", inHint: false),
            Binding([.enter, .character(" ")], in: [.filter], .presented(.filter(.choose)), help: "choose"),
            Binding([.character("f"), .character("q")], in: [.filter], .presented(.filter(.close)), help: "close"),
            Binding([.escape], in: [.filter], .send(.destination(.dismiss)), help: "close", inHint: false),

            // The help cover.
            Binding([.character("j"), .down], in: [.help], .presented(.help(.scrollDown)), help: "scroll down"),
            Binding([.character("k"), .up], in: [.help], .presented(.help(.scrollUp)), help: "scroll up"),
            Binding([.character("?"), .character("q")], in: [.help], .presented(.help(.close)), help: "close"),
            Binding([.escape], in: [.help], .send(.destination(.dismiss)), help: "close", inHint: false),

            // The detail page.
            Binding([.character("h"), .left], in: [.detail], .presented(.detail(.back)), help: "back"),
            Binding([.escape, .character("q")], in: [.detail], .send(.destination(.dismiss)), help: "back", inHint: false),
            Binding([.character("x"), .character(" ")], in: [.detail], .command(.row(.toggleDone)), help: "done"),
            Binding([.character("e")], in: [.detail], .send(.openEditor), help: "edit"),
            Binding([.character("d"), .delete], in: [.detail], .command(.row(.delegate(.delete))), help: "delete"),

            // The archived rows' page (done.txt, read only).
            Binding([.character("j"), .down], in: [.archive], .presented(.archive(.scrollDown)), help: "scroll down"),
            Binding([.character("k"), .up], in: [.archive], .presented(.archive(.scrollUp)), help: "scroll up"),
            Binding([.character("h"), .left], in: [.archive], .presented(.archive(.back)), help: "back"),
            Binding([.escape, .character("q")], in: [.archive], .send(.destination(.dismiss)), help: "back", inHint: false),

            // Everywhere.
            Binding([.ctrl("c")], in: everywhere, .outcome(.quit), help: "save and quit", inHint: false),
            Binding([.ctrl("l")], in: everywhere, .outcome(.repaint), help: "repaint the screen", inHint: false),
            Binding([.ctrl("z")], in: everywhere, .outcome(.suspend), help: "suspend to the shell", inHint: false),
        ]
        return Keymap(bindings)
    }()
}
