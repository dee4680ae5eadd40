import CNcurses
import Views

extension TerminalScreen {
    /// The next key already sent by the terminal, or nil when there is none. Never blocks
    /// (beyond ncurses' Esc delay while a sequence is incomplete).
    ///
    /// Reads with `wget_wch`, so CJK and emoji arrive whole. After an Esc, one more read with
    /// no wait tells Alt+x (ESC x, already queued) from a lone Esc; raw CSI/SS3 sequences that
    /// ncurses did not decode are collected and decoded by `KeyDecoder`.
    public func readKey() -> Key? {
        guard let first = readRaw() else { return nil }
        switch first {
        case .code(let code):
            return keyCodes.key(for: code)
        case .scalar(let scalar) where scalar == "\u{1B}":
            return readAfterEscape()
        case .scalar(let scalar):
            return KeyDecoder.key(forScalar: scalar)
        }
    }

    /// What one `wget_wch` returned.
    enum RawInput {
        case scalar(Unicode.Scalar)
        case code(Int32)
    }

    func readRaw() -> RawInput? {
        var value: wint_t = 0
        switch wget_wch(window, &value) {
        case KEY_CODE_YES: return .code(Int32(bitPattern: value))
        case OK: return Unicode.Scalar(value).map(RawInput.scalar) ?? .code(-1)
        default: return nil
        }
    }

    /// Collects a bracketed paste up to `ESC [201~`. The terminal sends it in one burst, but it
    /// may arrive in pieces: each read waits up to 100 ms, and a paste cut short by a silence
    /// (a terminal that died mid-paste) ends with what arrived. Keypad decoding is off
    /// meanwhile, so pasted escape sequences stay text instead of turning into arrow keys.
    private func readPaste() -> Key {
        let end = KeyDecoder.pasteEnd.map { Unicode.Scalar($0) }
        var scalars: [Unicode.Scalar] = []
        wtimeout(window, 100)
        keypad(window, false)
        defer {
            keypad(window, true)
            wtimeout(window, 0)
        }
        while let input = readRaw() {
            guard case .scalar(let scalar) = input else { continue }
            scalars.append(scalar)
            if scalars.count >= end.count, Array(scalars.suffix(end.count)) == end {
                scalars.removeLast(end.count)
                break
            }
        }
        return .paste(KeyDecoder.pastedText(String(String.UnicodeScalarView(scalars))))
    }

    private func readAfterEscape() -> Key {
        guard let next = readRaw() else { return .escape }
        switch next {
        case .code(let code):
            switch keyCodes.key(for: code) {
            case .up: return .altUp
            case .down: return .altDown
            default:
                ungetch(code)
                return .escape
            }
        case .scalar(let scalar) where scalar == "[" || scalar == "O":
            var bytes: [UInt8] = [27] + Array(String(scalar).utf8)
            while let more = readRaw(), case .scalar(let byte) = more {
                bytes += Array(String(byte).utf8)
                if scalar == "O" || (0x40...0x7E).contains(byte.value) { break }
            }
            // Nothing after the introducer: that was Alt-[ or Alt-O typed, not a sequence.
            if bytes.count == 2 { return .alt(Character(scalar)) }
            if Array(bytes.dropFirst()) == KeyDecoder.pasteStart { return readPaste() }
            return KeyDecoder.decode(bytes).first ?? .unknown
        case .scalar(let scalar):
            let key = KeyDecoder.key(forScalar: scalar)
            if case .character(let character) = key { return .alt(character) }
            unget_wch(wchar_t(bitPattern: scalar.value))
            return .escape
        }
    }
}
