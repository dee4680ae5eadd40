import Features

/// Every key Lista answers, as data: the same table dispatches keys, fills the help cover and
/// the hint bar, and the README's key list.
public enum AppKeymap {
    private typealias Binding = KeyBinding<AppMode, AppCommand>

    /// Text editing keys, shared by every text field.
    private static func editing(in modes: [AppMode], _ wrap: @escaping (TextEdit) -> AppCommand) -> [Binding] {
        [
            Binding([.left], in: modes, wrap(.moveLeft), help: "cursor left", inHint: false),
            Binding([.right], in: modes, wrap(.moveRight), help: "cursor right", inHint: false),
            Binding([.home, .ctrl("a")], in: modes, wrap(.moveHome), help: "start of text", inHint: false),
            Binding([.end, .ctrl("e")], in: modes, wrap(.moveEnd), help: "end of text", inHint: false),
            Binding([.backspace], in: modes, wrap(.deleteBackward), help: "delete before cursor", inHint: false),
            Binding([.delete], in: modes, wrap(.deleteForward), help: "delete at cursor", inHint: false),
            Binding([.ctrl("w")], in: modes, wrap(.deleteWordBackward), help: "delete word", inHint: false),
            Binding([.ctrl("u")], in: modes, wrap(.deleteToStart), help: "delete to start", inHint: false),
        ]
    }

    /// The key map.
    public static let keymap: Keymap<AppMode, AppCommand> = {
        let everywhere = AppMode.allCases
        var bindings: [Binding] = [
            // The list.
            Binding([.character("j"), .down], in: [.list], .list(.moveSelection(.down)), help: "move down", inHint: false),
            Binding([.character("k"), .up], in: [.list], .list(.moveSelection(.up)), help: "move up", inHint: false),
            Binding([.character("g"), .home], in: [.list], .list(.moveSelection(.first)), help: "first row", inHint: false),
            Binding([.character("G"), .end], in: [.list], .list(.moveSelection(.last)), help: "last row", inHint: false),
            Binding([.pageDown], in: [.list], .list(.moveSelection(.pageDown(10))), help: "page down", inHint: false),
            Binding([.pageUp], in: [.list], .list(.moveSelection(.pageUp(10))), help: "page up", inHint: false),
            Binding([.character("a")], in: [.list], .list(.addRow(.append)), help: "add"),
            Binding([.character("o")], in: [.list], .list(.addRow(.belowSelection)), help: "add below", inHint: false),
            Binding([.character("i"), .enter], in: [.list], .list(.focusSelected), help: "edit text"),
            Binding([.character("x"), .character(" ")], in: [.list], .list(.toggleDoneSelected), help: "done"),
            Binding([.character("v")], in: [.list], .list(.toggleMarkSelected), help: "mark", inHint: false),
            Binding([.character("d"), .delete], in: [.list], .list(.deleteSelected), help: "delete"),
            Binding([.character("u")], in: [.list], .list(.undo), help: "undo"),
            Binding([.ctrl("r")], in: [.list], .list(.redo), help: "redo", inHint: false),
            Binding([.altUp, .ctrlUp, .character("K")], in: [.list], .list(.moveSelected(up: true)), help: "move row up", inHint: false),
            Binding([.altDown, .ctrlDown, .character("J")], in: [.list], .list(.moveSelected(up: false)), help: "move row down", inHint: false),
            Binding([.character("s")], in: [.list], .list(.sortDoneToBottom), help: "sort done to bottom", inHint: false),
            Binding([.tab], in: [.list, .field], .list(.cycleStatus(forward: true)), help: "next status filter", inHint: false),
            Binding([.backTab], in: [.list, .field], .list(.cycleStatus(forward: false)), help: "previous status filter", inHint: false),
            Binding([.character("/")], in: [.list], .list(.startSearch), help: "search"),
            Binding([.character("f")], in: [.list], .list(.openFilter), help: "filter"),
            Binding([.character("e")], in: [.list], .list(.openEditor), help: "editor", inHint: false),
            Binding([.character("l"), .right], in: [.list], .list(.openDetail), help: "details", inHint: false),
            Binding([.character("z")], in: [.list], .row(.toggleExpanded), help: "expand", inHint: false),
            Binding([.character("t")], in: [.list], .row(.toggleTimer), help: "timer", inHint: false),
            Binding([.character("?")], in: [.list], .list(.openHelp), help: "help"),
            Binding([.escape], in: [.list], .list(.clearMarks), help: "clear marks", inHint: false),
            Binding([.character("q")], in: [.list], .quit, help: "quit"),

            // A row's text field.
            Binding([.enter, .escape], in: [.field], .list(.leaveField), help: "done editing"),
        ]
        bindings += editing(in: [.field]) { .field($0) }
        bindings += [
            // The search.
            Binding([.enter], in: [.search], .list(.commitSearch), help: "keep search"),
            Binding([.escape], in: [.search], .list(.cancelSearch), help: "clear search"),
        ]
        bindings += editing(in: [.search]) { .search($0) }
        bindings += [
            // The editor sheet.
            Binding([.enter], in: [.editor], .editor(.saveTapped), help: "save"),
            Binding([.tab, .down], in: [.editor], .editor(.nextField), help: "next field"),
            Binding([.backTab, .up], in: [.editor], .editor(.previousField), help: "previous field", inHint: false),
            Binding([.escape], in: [.editor], .editor(.cancelTapped), help: "cancel"),
        ]
        bindings += editing(in: [.editor]) { .editor(.edit($0)) }
        bindings += [
            // The confirmation inside the editor.
            Binding([.character("d")], in: [.confirm], .confirm(.discard), help: "discard changes"),
            Binding([.character("s"), .enter], in: [.confirm], .confirm(.save), help: "save"),
            Binding([.character("k"), .escape], in: [.confirm], .dismissConfirm, help: "keep editing"),

            // The filter popover.
            Binding([.character("j"), .down], in: [.filter], .filter(.highlightNext), help: "next option"),
            Binding([.character("k"), .up], in: [.filter], .filter(.highlightPrevious), help: "previous option", inHint: false),
            Binding([.enter, .character(" ")], in: [.filter], .filter(.choose), help: "choose"),
            Binding([.character("f"), .character("q")], in: [.filter], .filter(.close), help: "close"),
            Binding([.escape], in: [.filter], .dismissOverlay, help: "close", inHint: false),

            // The help cover.
            Binding([.character("j"), .down], in: [.help], .help(.scrollDown), help: "scroll down"),
            Binding([.character("k"), .up], in: [.help], .help(.scrollUp), help: "scroll up"),
            Binding([.character("?"), .character("q")], in: [.help], .help(.close), help: "close"),
            Binding([.escape], in: [.help], .dismissOverlay, help: "close", inHint: false),

            // The detail page.
            Binding([.character("h"), .left], in: [.detail], .detail(.back), help: "back"),
            Binding([.escape, .character("q")], in: [.detail], .dismissOverlay, help: "back", inHint: false),
            Binding([.character("x"), .character(" ")], in: [.detail], .row(.toggleDone), help: "done"),
            Binding([.character("e")], in: [.detail], .list(.openEditor), help: "edit"),
            Binding([.character("d"), .delete], in: [.detail], .row(.delegate(.delete)), help: "delete"),

            // Everywhere.
            Binding([.ctrl("c")], in: everywhere, .quit, help: "save and quit", inHint: false),
            Binding([.ctrl("l")], in: everywhere, .repaint, help: "repaint the screen", inHint: false),
            Binding([.ctrl("z")], in: everywhere, .suspend, help: "suspend to the shell", inHint: false),
        ]
        return Keymap(bindings)
    }()
}
