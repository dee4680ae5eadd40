import CNcurses
import Views

extension TerminalScreen {
    /// What ncurses' window holds on `row`, read back with `mvwinnwstr` (continuation cells of
    /// wide characters skipped, combining marks kept). For tests and diagnostics: it says what
    /// ncurses will show, not what the terminal has been sent yet.
    func heldLine(row: Int) -> String {
        let capacity = size.columns * Int(CCHARW_MAX) + 1
        var buffer = [wchar_t](repeating: 0, count: capacity)
        let count = mvwinnwstr(window, Int32(row), 0, &buffer, Int32(capacity - 1))
        guard count != ERR else { return "" }
        return String(String.UnicodeScalarView(buffer.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }))
    }

    /// What ncurses' window holds at (row, column), read back with `mvwin_wch`: the text of the
    /// cell, its attributes and colour pair. For tests and diagnostics.
    func heldCell(row: Int, column: Int) -> (text: String, attributes: CellAttributes, pair: Int32) {
        var complex = cchar_t()
        guard mvwin_wch(window, Int32(row), Int32(column), &complex) == OK else { return ("", [], 0) }
        var characters = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
        var attributes: attr_t = 0
        var shortPair: Int16 = 0
        var pair: Int32 = 0
        _ = getcchar(&complex, &characters, &attributes, &shortPair, &pair)
        let text = String(String.UnicodeScalarView(characters.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }))
        var held: CellAttributes = []
        for (attribute, bit) in Self.attributeBits where attributes & bit != 0 { held.insert(attribute) }
        return (text, held, pair)
    }

    /// The foreground and background ncurses numbers pair `pair` was given (-1: the default).
    func pairColors(_ pair: Int32) -> (foreground: Int32, background: Int32) {
        var foreground: Int32 = 0
        var background: Int32 = 0
        _ = extended_pair_content(pair, &foreground, &background)
        return (foreground, background)
    }
}
