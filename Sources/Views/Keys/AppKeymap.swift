import Core
import Features

/// Every key Lista answers, as data: the same table dispatches keys, fills the help cover, the
/// hint bar and every other hint on screen (`KeyHints`), and the README's key list.
public enum AppKeymap {
    private typealias Binding = KeyBinding<AppMode, KeyCommand>

    /// Text editing keys, shared by every text field.
    private static func editing(in mode: AppMode) -> [Binding] {
        let edit = { (edit: TextEdit) in AppKeymap.edit(edit, in: mode)! }
        return [
            Binding("cursor-left", [.left], in: [mode], edit(.moveLeft), help: "cursor left", inHint: false),
            Binding("cursor-right", [.right], in: [mode], edit(.moveRight), help: "cursor right", inHint: false),
            Binding("start-of-text", [.home, .ctrl("a")], in: [mode], edit(.moveHome), help: "start of text", inHint: false),
            Binding("end-of-text", [.end, .ctrl("e")], in: [mode], edit(.moveEnd), help: "end of text", inHint: false),
            Binding("delete-backward", [.backspace], in: [mode], edit(.deleteBackward), help: "delete before cursor", inHint: false),
            Binding("delete-forward", [.delete], in: [mode], edit(.deleteForward), help: "delete at cursor", inHint: false),
            Binding("delete-word", [.ctrl("w")], in: [mode], edit(.deleteWordBackward), help: "delete word", inHint: false),
            Binding("delete-to-start", [.ctrl("u")], in: [mode], edit(.deleteToStart), help: "delete to start", inHint: false),
        ]
    }

    /// After `p`, each letter sets that priority (either case); the help cover lists the family
    /// once, on A.
    private static func priorityLetters() -> [Binding] {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { value in
            let letter = Character(Unicode.Scalar(value))
            return Binding("priority-" + letter.lowercased(), [.character(Character(letter.lowercased())), .character(letter)], in: [.priority],
                           .send(.priority(.view(.change(.set(letter))))),
                           help: letter == "A" ? "that priority (any letter, A to Z)" : "", inHint: letter == "A")
        }
    }

    /// In the list, digits before a motion or a move repeat it (`5j`, `3J`, `12G`); the help
    /// cover lists the family once, on 1.
    private static func countDigits() -> [Binding] {
        (0...9).map { digit in
            Binding("count-\(digit)", [.character(Character(String(digit)))], in: [.list], .send(.count(.digit(digit))),
                    help: digit == 1 ? "a count (any digits): 5j five rows down, 3J the row three steps, 12G row 12" : "",
                    inHint: false)
        }
    }

    /// Where a text edit goes in `mode`: the focused row's field, the search, the editor's
    /// field; nil where nothing is typed.
    public static func edit(_ edit: TextEdit, in mode: AppMode) -> KeyCommand? {
        switch mode {
        case .field: .command(.field(edit))
        case .search: .send(.lens(.view(.searchEdit(edit))))
        case .editor: .presented(.editor(.edit(edit)))
        case .list, .confirm, .filter, .help, .detail, .archive, .priority, .drag, .lists, .messages: nil
        }
    }

    private static let inUse = Locked(keymap)

    /// The keymap in use: the default ``keymap``, or the person's, made from it by the config
    /// file and set once at start-up before the first frame. Dispatch, help, the hint bar and
    /// every hint on screen read it, so they show the person's keys.
    public static var active: Keymap<AppMode, KeyCommand> {
        get { inUse.withLock { $0 } }
        set { inUse.withLock { $0 = newValue } }
    }

    /// The default key map.
    public static let keymap: Keymap<AppMode, KeyCommand> = {
        let everywhere = AppMode.allCases
        var bindings: [Binding] = [
            // The list.
            Binding("move-down", [.character("j"), .down], in: [.list], .send(.view(.moveSelection(.down))), help: "move down", inHint: false),
            Binding("move-up", [.character("k"), .up], in: [.list], .send(.view(.moveSelection(.up))), help: "move up", inHint: false),
            Binding("first-row", [.character("g"), .home], in: [.list], .send(.view(.moveSelection(.first))), help: "first row", inHint: false),
            Binding("last-row", [.character("G"), .end], in: [.list], .send(.view(.moveSelection(.last))), help: "last row", inHint: false),
            Binding("page-down", [.pageDown], in: [.list], .send(.view(.moveSelection(.pageDown(10)))), help: "page down", inHint: false),
            Binding("page-up", [.pageUp], in: [.list], .send(.view(.moveSelection(.pageUp(10)))), help: "page up", inHint: false),
            Binding("add", [.character("a")], in: [.list], .send(.view(.addRow(.append))), help: "add"),
            Binding("add-below", [.character("o")], in: [.list], .send(.view(.addRow(.belowSelection))), help: "add below", inHint: false),
            Binding("edit-text", [.character("i"), .enter], in: [.list], .send(.view(.focusSelected)), help: "edit text"),
            Binding("toggle-done", [.character("x"), .character(" ")], in: [.list], .send(.view(.toggleDoneSelected)), help: "done"),
            Binding("mark", [.character("v")], in: [.list], .send(.marks(.toggleSelected)), help: "mark", inHint: false),
            Binding("set-priority", [.character("p")], in: [.list], .send(.priority(.view(.choose))), help: "set priority (then a letter, - for none)", inHint: false),
            Binding("raise-priority", [.character("+")], in: [.list], .send(.priority(.view(.change(.raise)))), help: "raise priority (none becomes A)", inHint: false),
            Binding("lower-priority", [.character("-")], in: [.list], .send(.priority(.view(.change(.lower)))), help: "lower priority (Z becomes none)", inHint: false),
            Binding("delete", [.character("d"), .delete], in: [.list], .send(.view(.deleteSelected)), help: "delete"),
            Binding("undo", [.character("u")], in: [.list], .send(.view(.undo)), help: "undo"),
            Binding("redo", [.ctrl("r")], in: [.list], .send(.view(.redo)), help: "redo", inHint: false),
            Binding("move-row-up", [.altUp, .ctrlUp, .character("K")], in: [.list], .send(.view(.moveSelected(up: true))), help: "move row up", inHint: false),
            Binding("move-row-down", [.altDown, .ctrlDown, .character("J")], in: [.list], .send(.view(.moveSelected(up: false))), help: "move row down", inHint: false),
            Binding("sort-done-to-bottom", [.character("s")], in: [.list], .send(.view(.sortDoneToBottom)), help: "sort done to bottom (changes the file's order)", inHint: false),
            Binding("archive", [.character("A")], in: [.list], .send(.view(.archiveDone)), help: "archive done rows to done.txt", inHint: false),
            Binding("sort", [.character("S")], in: [.list], .send(.lens(.view(.cycleSort))), help: "show sorted: priority, due, created, text, done last, off", inHint: false),
            Binding("next-status-filter", [.tab], in: [.list, .field], .send(.lens(.view(.cycleStatus(forward: true)))), help: "next status filter", inHint: false),
            Binding("previous-status-filter", [.backTab], in: [.list, .field], .send(.lens(.view(.cycleStatus(forward: false)))), help: "previous status filter", inHint: false),
            Binding("search", [.character("/")], in: [.list], .send(.lens(.view(.startSearch))), help: "search"),
            Binding("filter", [.character("f")], in: [.list], .send(.view(.open(.filter))), help: "filter"),
            Binding("editor", [.character("e")], in: [.list], .send(.view(.open(.editor))), help: "editor", inHint: false),
            Binding("details", [.character("l"), .right], in: [.list], .send(.view(.open(.detail))), help: "details", inHint: false),
            Binding("expand", [.character("z")], in: [.list], .command(.row(.toggleExpanded)), help: "expand: the whole text, wrapped, and the details", inHint: false),
            Binding("duplicate", [.character("y")], in: [.list], .command(.row(.delegate(.duplicate))), help: "duplicate the row below it", inHint: false),
            Binding("timer", [.character("t")], in: [.list], .command(.row(.toggleTimer)), help: "timer", inHint: false),
            Binding("help", [.character("?")], in: [.list], .send(.view(.open(.help))), help: "help"),
            Binding("messages", [.character("M")], in: [.list], .send(.view(.open(.messages))), help: "messages: the recent ones, whole", inHint: false),
            Binding("clear-marks", [.escape], in: [.list], .send(.marks(.clear)), help: "clear marks", inHint: false),
            Binding("lists", [.character("L"), .ctrl("o")], in: [.list], .send(.lists(.open)), help: "lists: open another list", inHint: false),
            Binding("quit", [.character("q")], in: [.list], .outcome(.quit), help: "quit"),

            // Choosing a priority, after p.
            Binding("no-priority", [.character("-"), .character(" "), .backspace], in: [.priority], .send(.priority(.view(.change(.set(nil))))), help: "no priority"),
            Binding("cancel-priority", [.escape], in: [.priority], .send(.priority(.view(.cancel))), help: "leave it"),
            // A row's text field.
            Binding("leave-field", [.enter, .escape], in: [.field], .send(.view(.leaveField)), help: "done editing"),
            Binding("lists", [.ctrl("o")], in: [.field], .send(.lists(.open)), help: "lists: open another, keeping this edit", inHint: false),
        ]
        bindings += priorityLetters()
        bindings += countDigits()
        bindings += editing(in: .field)
        bindings += [
            // The search.
            Binding("keep-search", [.enter], in: [.search], .send(.lens(.view(.commitSearch))), help: "keep search"),
            Binding("clear-search", [.escape], in: [.search], .send(.lens(.view(.cancelSearch))), help: "clear search"),
        ]
        bindings += editing(in: .search)
        bindings += [
            // The editor sheet.
            Binding("save", [.enter], in: [.editor], .presented(.editor(.saveTapped)), help: "save"),
            Binding("next-field", [.tab, .down], in: [.editor], .presented(.editor(.nextField)), help: "next field"),
            Binding("previous-field", [.backTab, .up], in: [.editor], .presented(.editor(.previousField)), help: "previous field", inHint: false),
            Binding("cancel", [.escape], in: [.editor], .presented(.editor(.cancelTapped)), help: "cancel"),
            Binding("lists", [.ctrl("o")], in: [.editor], .outcome(.explain("Another list opens from the list or a row: save (Enter) or cancel (Esc) the sheet first")),
                    help: "lists: save or cancel the sheet first", inHint: false),
        ]
        bindings += editing(in: .editor)
        bindings += [
            // The confirmation inside the editor.
            Binding("discard", [.character("d")], in: [.confirm], .presented(.editor(.confirm(.presented(.discard)))), help: "discard changes"),
            Binding("save", [.character("s"), .enter], in: [.confirm], .presented(.editor(.confirm(.presented(.save)))), help: "save"),
            Binding("keep-editing", [.character("k"), .escape], in: [.confirm], .presented(.editor(.confirm(.dismiss))), help: "keep editing"),

            // The filter popover.
            Binding("next-option", [.character("j"), .down], in: [.filter], .presented(.filter(.highlightNext)), help: "next option"),
            Binding("previous-option", [.character("k"), .up], in: [.filter], .presented(.filter(.highlightPrevious)), help: "previous option", inHint: false),
            Binding("choose", [.enter, .character(" ")], in: [.filter], .presented(.filter(.choose)), help: "choose"),
            Binding("close", [.character("f"), .character("q")], in: [.filter], .presented(.filter(.close)), help: "close"),
            Binding("dismiss", [.escape], in: [.filter], .send(.destination(.dismiss)), help: "close", inHint: false),

            // The list picker.
            Binding("next-list", [.character("j"), .down], in: [.lists], .presented(.lists(.highlightNext)), help: "next list"),
            Binding("previous-list", [.character("k"), .up], in: [.lists], .presented(.lists(.highlightPrevious)), help: "previous list", inHint: false),
            Binding("open-list", [.enter, .character(" ")], in: [.lists], .presented(.lists(.choose)), help: "open"),
            Binding("close", [.character("L"), .character("q")], in: [.lists], .presented(.lists(.close)), help: "close"),
            Binding("dismiss", [.escape], in: [.lists], .send(.destination(.dismiss)), help: "close", inHint: false),

            // The help cover.
            Binding("scroll-down", [.character("j"), .down], in: [.help], .presented(.help(.scrollDown)), help: "scroll down"),
            Binding("scroll-up", [.character("k"), .up], in: [.help], .presented(.help(.scrollUp)), help: "scroll up"),
            Binding("close", [.character("?"), .character("q")], in: [.help], .presented(.help(.close)), help: "close"),
            Binding("dismiss", [.escape], in: [.help], .send(.destination(.dismiss)), help: "close", inHint: false),

            // The messages page.
            Binding("scroll-down", [.character("j"), .down], in: [.messages], .presented(.messages(.scrollDown)), help: "scroll down (newer)"),
            Binding("scroll-up", [.character("k"), .up], in: [.messages], .presented(.messages(.scrollUp)), help: "scroll up (older)"),
            Binding("close", [.character("M"), .character("q")], in: [.messages], .presented(.messages(.close)), help: "close"),
            Binding("dismiss", [.escape], in: [.messages], .send(.destination(.dismiss)), help: "close", inHint: false),

            // The detail page.
            Binding("back", [.character("h"), .left], in: [.detail], .presented(.detail(.back)), help: "back"),
            Binding("dismiss", [.escape, .character("q")], in: [.detail], .send(.destination(.dismiss)), help: "back", inHint: false),
            Binding("toggle-done", [.character("x"), .character(" ")], in: [.detail], .command(.row(.toggleDone)), help: "done"),
            Binding("editor", [.character("e")], in: [.detail], .send(.view(.open(.editor))), help: "edit"),
            Binding("delete", [.character("d"), .delete], in: [.detail], .command(.row(.delegate(.delete))), help: "delete"),

            // Dragging rows with the mouse (the drop is the button's release).
            Binding("cancel-drag", [.escape], in: [.drag], .send(.drag(.view(.cancel))), help: "cancel the drag (nothing moves)"),

            // The archived rows' page (done.txt, read only).
            Binding("scroll-down", [.character("j"), .down], in: [.archive], .presented(.archive(.scrollDown)), help: "scroll down"),
            Binding("scroll-up", [.character("k"), .up], in: [.archive], .presented(.archive(.scrollUp)), help: "scroll up"),
            Binding("back", [.character("h"), .left], in: [.archive], .presented(.archive(.back)), help: "back"),
            Binding("dismiss", [.escape, .character("q")], in: [.archive], .send(.destination(.dismiss)), help: "back", inHint: false),

            // Everywhere.
            Binding("save-and-quit", [.ctrl("c")], in: everywhere, .outcome(.quit), help: "save and quit", inHint: false),
            Binding("repaint", [.ctrl("l")], in: everywhere, .outcome(.repaint), help: "repaint the screen", inHint: false),
            Binding("suspend", [.ctrl("z")], in: everywhere, .outcome(.suspend), help: "suspend to the shell", inHint: false),
        ]
        return Keymap(bindings)
    }()
}
