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
///   U+200F, U+061C), the line and paragraph separators U+2028/U+2029, and any scalar the
///   terminal reports as non-printable become U+FFFD `�`.
/// - U+FE0E, U+FE0F (variation selectors) and U+200D (zero-width joiner) are removed: ncurses
///   counts an emoji with VS16 as 1 column while terminals draw 2, and joined sequences corrupt
///   the cells after them. Each emoji of a joined sequence is then drawn on its own.
///
/// Only apply it to what is drawn, never to what is stored.
/// - Complexity: O(n) in the number of scalars.
public func sanitizedForDisplay(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { Sanitizer.replacement(for: $0) != nil }) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        if let replacement = Sanitizer.replacement(for: scalar) {
            out.append(contentsOf: replacement.unicodeScalars)
        } else {
            out.append(scalar)
        }
    }
    return String(out)
}

/// The per-scalar rule behind `sanitizedForDisplay(_:)`.
enum Sanitizer {
    static let placeholder = "\u{FFFD}"

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
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C, 0x2028, 0x2029:
            return placeholder
        case 0xFE0E, 0xFE0F, 0x200D:
            return ""
        default:
            return DisplayWidth.of(scalar) < 0 ? placeholder : nil
        }
    }
}
