/// A key press, decoded from whatever the terminal sent. Pure data: keymaps match on it and the
/// help text prints its `description`.
public enum Key: Hashable, Sendable {
    /// A printable character, including CJK and emoji (space included).
    case character(Character)
    /// Arrow keys.
    case up, down, left, right
    /// Navigation keys (Home/End also arrive as `ESC [1~` / `ESC [4~` in some terminals).
    case home, end, pageUp, pageDown
    /// Editing and control keys; `backTab` is Shift-Tab; `delete` is the Delete (forward) key.
    case enter, escape, tab, backTab, backspace, delete
    /// Control plus a character, lowercased for letters: `.ctrl("w")` is Ctrl-W (byte 0x17).
    case ctrl(Character)
    /// Alt (Meta) plus a character, as the terminal sends it: ESC then the character.
    case alt(Character)
    /// Modified arrows: the reordering chords.
    case altUp, altDown, ctrlUp, ctrlDown, shiftUp, shiftDown
    /// The terminal changed size (the new size comes with the resize event, not the key).
    case resize
    /// Function key n (F1 is `.function(1)`).
    case function(Int)
    /// Text pasted with bracketed paste, delivered whole.
    case paste(String)
    /// A mouse report (only sent while the terminal's mouse reporting is on).
    case mouse(MouseEvent)
    /// Something the terminal sent that has no meaning here.
    case unknown
}

extension Key: CustomStringConvertible {
    /// A name for help text and hints: "a", "Space", "Alt-Up", "Ctrl-W", "Alt-x", "Shift-Tab", "PgDn".
    public var description: String {
        switch self {
        case .character(" "): "Space"
        case .character(let c): String(c)
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .ctrl(let c): "Ctrl-" + Key.name(of: c)
        case .alt(let c): "Alt-" + (c == " " ? "Space" : String(c))
        case .altUp: "Alt-Up"
        case .altDown: "Alt-Down"
        case .ctrlUp: "Ctrl-Up"
        case .ctrlDown: "Ctrl-Down"
        case .shiftUp: "Shift-Up"
        case .shiftDown: "Shift-Down"
        case .resize: "Resize"
        case .function(let n): "F\(n)"
        case .paste: "Paste"
        case .mouse: "The mouse"
        case .unknown: "Unknown"
        }
    }

    /// Letters after Ctrl read uppercase, as keyboards label them ("Ctrl-W"): the terminal
    /// cannot tell Ctrl-w from Ctrl-W. Alt keeps the case, since Alt-x and Alt-X differ.
    private static func name(of c: Character) -> String {
        c == " " ? "Space" : c.isLetter ? c.uppercased() : String(c)
    }
}
