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
        if let named = Key.named.first(where: { $0.key == self }) { return named.label }
        switch self {
        case .character(let c): return String(c)
        case .ctrl(let c): return "Ctrl-" + Key.name(of: c)
        case .alt(let c): return "Alt-" + (c == " " ? "Space" : String(c))
        case .resize: return "Resize"
        case .function(let n): return "F\(n)"
        case .paste: return "Paste"
        case .mouse: return "The mouse"
        // The named keys were answered above.
        default: return "Unknown"
        }
    }

    private static func name(of c: Character) -> String {
        c == " " ? "Space" : c.isLetter ? c.uppercased() : String(c)
    }
}
