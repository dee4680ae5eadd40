import CNcurses
import Views

/// Maps the key codes ncurses returns (with `KEY_CODE_YES`) to `Key`s, for the terminal that is
/// current when it is built.
///
/// Besides the fixed codes, modified arrows are found by capability name (`kUP3`, `kDN3`,
/// `kUP5`, `kDN5`, `kUP`, `kDN`) because their codes differ per terminfo entry, and every
/// sequence of `KeyDecoder.escapeSequences` is looked up with `key_defined`; the ones the entry
/// does not describe (all modified arrows under screen-256color) are bound with `define_key`
/// to codes of our own.
struct KeyCodes {
    private(set) var keys: [Int32: Key] = [:]

    /// Codes handed to `define_key`; far above what ncurses assigns (KEY_MAX and terminfo's
    /// user-defined keys stay below 0x1000).
    static let firstCustomCode: Int32 = 0x2000

    /// Builds the table and binds missing sequences. Needs a current curses screen.
    static func bind() -> KeyCodes {
        var codes = KeyCodes()
        let fixed: [(Int32, Key)] = [
            (KEY_UP, .up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right),
            (KEY_HOME, .home), (KEY_END, .end), (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown),
            (KEY_BACKSPACE, .backspace), (KEY_DC, .delete), (KEY_ENTER, .enter), (KEY_BTAB, .backTab),
            (KEY_SR, .shiftUp), (KEY_SF, .shiftDown), (KEY_RESIZE, .resize),
            (KEY_FIND, .home), (KEY_SELECT, .end), (KEY_A1, .home), (KEY_C1, .end),
        ]
        for (code, key) in fixed { codes.keys[code] = key }
        for n in 1...24 { codes.keys[lista_key_f(Int32(n))] = .function(n) }

        let capabilities: [(String, Key)] = [
            ("kUP3", .altUp), ("kDN3", .altDown), ("kUP5", .ctrlUp), ("kDN5", .ctrlDown),
            ("kUP", .shiftUp), ("kDN", .shiftDown),
        ]
        for (name, key) in capabilities {
            guard let value = lista_tigetstr(name) else { continue }
            let code = key_defined(value)
            if code > 0 { codes.keys[code] = key }
        }

        var nextCode = firstCustomCode
        for (sequence, key) in KeyDecoder.escapeSequences {
            let bytes = "\u{1B}" + sequence
            let code = key_defined(bytes)
            if code > 0 {
                if codes.keys[code] == nil { codes.keys[code] = key }
            } else if code == 0, define_key(bytes, nextCode) == OK {
                codes.keys[nextCode] = key
                nextCode += 1
            }
        }
        return codes
    }

    /// The key for a code, `.unknown` when the code means nothing here.
    func key(for code: Int32) -> Key { keys[code] ?? .unknown }
}
