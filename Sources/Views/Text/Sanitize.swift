/// Makes text safe to draw: the result holds only scalars that a terminal prints, so that text
/// read from a file can never move the cursor, change colours, retitle the window or reorder
/// the line.
///
/// Replacements (chosen to stay visible, so nothing disappears silently):
/// - TAB becomes one space.
/// - Other C0 controls and DEL become caret notation, 2 columns: NUL `^@`, ESC `^[`,
///   BEL `^G`, LF `^J`, DEL `^?`. An escape sequence such as `ESC [2J` is thereby drawn as the
///   inert text `^[[2J`.
/// - C1 controls (U+0080–U+009F, including the one-byte CSI U+009B), bidirectional controls
///   (embeddings, overrides and isolates U+202A–U+202E, U+2066–U+2069, the marks U+200E,
///   U+200F, U+061C), the other invisible format characters (zero-width space U+200B, the
///   non-joiner U+200C, the word joiner U+2060, the byte order mark U+FEFF, the soft hyphen
///   U+00AD, tag characters, … : Unicode's general category Cf), the line and paragraph
///   separators U+2028/U+2029, and any scalar the terminal reports as non-printable become
///   their code point in angle brackets, `<U+202E>` (four to six upper-case hex digits): the
///   person sees that something is there and which one, and the text is plain ASCII.
/// - U+FE0E, U+FE0F (variation selectors) and U+200D (zero-width joiner) are removed: ncurses
///   counts an emoji with VS16 as 1 column while terminals draw 2, and joined sequences corrupt
///   the cells after them. Each emoji of a joined sequence is then drawn on its own.
///
/// Only apply it to what is drawn, never to what is stored.
/// - Complexity: O(n) in the number of scalars.
public func sanitizedForDisplay(_ text: String) -> String {
    Sanitizer.sanitized(text, keepingLineFeeds: false)
}

/// `sanitizedForDisplay(_:)` for text a terminal shows as it comes, not in cells: a command's
/// lines on standard output or standard error. The line feeds between the lines stay (they are
/// the output's own structure); within a line every scalar gets the drawing rule, so a row read
/// from a file can no more write the clipboard (OSC 52), move the cursor or reorder the line
/// than it can in the app.
/// - Complexity: O(n) in the number of scalars.
public func sanitizedForTerminalLines(_ text: String) -> String {
    Sanitizer.sanitized(text, keepingLineFeeds: true)
}

/// The per-scalar rule behind `sanitizedForDisplay(_:)`, and which scalars it takes for controls.
public enum Sanitizer {
    /// Whether `scalar` is a control a terminal would act on or hide rather than print: C0, DEL,
    /// C1, a bidirectional control, a line or paragraph separator, or a scalar the terminal
    /// reports as non-printable. The display rule replaces each of them with something visible;
    /// `lista ls --json` writes each as an escape. (The joiner and the variation selectors are
    /// not controls: the display rule drops them only because ncurses counts their width wrong.)
    /// O(1).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xFE0E, 0xFE0F, 0x200D: false
        default: replacement(for: scalar) != nil
        }
    }

    /// `text` with every scalar replaced by the rule; line feeds kept when asked. O(n) scalars.
    static func sanitized(_ text: String, keepingLineFeeds: Bool) -> String {
        let changes = { (scalar: Unicode.Scalar) in
            !(keepingLineFeeds && scalar == "\n") && replacement(for: scalar) != nil
        }
        guard text.unicodeScalars.contains(where: changes) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if changes(scalar), let replacement = replacement(for: scalar) {
                out.append(contentsOf: replacement.unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// What replaces `scalar` when drawn, or nil when it is drawn as is.
    static func replacement(for scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        switch value {
        case 0x09:
            return " "
        case 0x00...0x1F:
            return "^" + String(Unicode.Scalar(UInt8(value + 0x40)))
        case 0x7F:
            return "^?"
        case 0x20...0x7E:
            return nil
        case 0x80...0x9F, 0x2028, 0x2029:
            return visibleEscape(of: scalar)
        case 0xFE0E, 0xFE0F, 0x200D:
            return ""
        default:
            // Every bidi control is a format character (Cf), like the zero-width ones.
            let hidden = DisplayWidth.of(scalar) < 0 || scalar.properties.generalCategory == .format
            return hidden ? visibleEscape(of: scalar) : nil
        }
    }

    /// `<U+202E>`: the code point, at least four upper-case hex digits, in angle brackets. O(1).
    static func visibleEscape(of scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }
}
