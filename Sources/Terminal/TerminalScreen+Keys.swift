import CNcurses
import Views

extension TerminalScreen {
    /// The next key the terminal has sent, or nil when there is none. Never blocks (beyond
    /// ncurses' Esc delay while a sequence it knows is incomplete, and a silence of 100 ms
    /// inside a bracketed paste).
    ///
    /// Reads with `wget_wch`, so CJK and emoji arrive whole, and hands each scalar (as its
    /// UTF-8 bytes) and each key code to the `KeyDecoder`, which owns every escape, Alt and
    /// paste rule. What is read in one go is decoded with its end as the end of the input, so
    /// a lone Esc is Esc and ESC x, already queued, is Alt-x.
    public func readKey() -> Key? {
        if decodedKeys.isEmpty { decodedKeys = readAvailableKeys()[...] }
        return decodedKeys.popFirst()
    }

    /// Everything the terminal has sent so far, decoded. While a paste is open, keypad decoding
    /// is off (pasted escape sequences stay text) and each read waits up to 100 ms: the
    /// terminal sends a paste in one burst, and a paste cut short by a silence (a terminal that
    /// died mid-paste) ends with what arrived.
    private func readAvailableKeys() -> [Key] {
        while readInput() {
            setReadingPaste(keyDecoder.isInPaste)
        }
        keyDecoder.finish()
        setReadingPaste(false)
        return keyDecoder.takeKeys()
    }

    /// One `wget_wch` into the decoder; false when nothing arrived in time.
    private func readInput() -> Bool {
        var value: wint_t = 0
        switch wget_wch(window, &value) {
        case KEY_CODE_YES:
            keyDecoder.feed(.key(keyCodes.key(for: Int32(bitPattern: value))))
        case OK:
            guard let scalar = Unicode.Scalar(value) else {
                keyDecoder.feed(.key(.unknown))
                return true
            }
            for byte in String(scalar).utf8 { keyDecoder.feed(.byte(byte)) }
        default:
            return false
        }
        return true
    }

    private func setReadingPaste(_ reading: Bool) {
        guard reading != isReadingPaste else { return }
        isReadingPaste = reading
        keypad(window, !reading)
        wtimeout(window, reading ? 100 : 0)
    }
}
