import CNcurses
import Glibc

/// The terminal modes Lista switches on beside curses' own, with the bytes that switch them
/// on and off. Whatever turns curses off turns these off first: stopping, suspending (and
/// back on at resume), a crash (`CrashGuard` writes ``disable``) and every signal that ends
/// the app (it stops normally).
/// - Bracketed paste: a paste arrives as one `Key.paste`, not keystrokes (a pasted newline
///   does not act as Enter). Where terminfo describes it (`BE`/`BD`: xterm-256color and
///   tmux-256color, not screen-256color).
/// - Mouse reporting: button-event tracking (1002: presses, releases, drags, the wheel) in SGR
///   form (1006: any coordinate, releases that name their button), read by `KeyDecoder`.
///   Where terminfo says the terminal has a mouse (`kmous`) and the options ask for it.
struct TerminalModes {
    let enable: [UInt8]
    let disable: [UInt8]

    /// xterm's sequences for the mouse modes; terminfo has no capability that says them.
    static let mouseOn = Array("\u{1B}[?1002h\u{1B}[?1006h".utf8)
    static let mouseOff = Array("\u{1B}[?1006l\u{1B}[?1002l".utf8)

    /// The modes of the current terminal; `mouse` false leaves mouse reporting off.
    static func current(mouse: Bool) -> TerminalModes {
        var on: [UInt8] = [], off: [UInt8] = []
        if let begin = lista_tigetstr("BE"), let end = lista_tigetstr("BD") {
            on += Array(String(cString: begin).utf8)
            off += Array(String(cString: end).utf8)
        }
        if mouse, takeMouseReportsFromKeypad() {
            on += mouseOn
            off = mouseOff + off
        }
        return TerminalModes(enable: on, disable: off)
    }

    /// Whether terminfo says the terminal reports a mouse (`kmous`); when it does, takes that
    /// sequence out of ncurses' keypad, so the report's bytes reach `KeyDecoder` (ncurses
    /// would otherwise read them as its own `KEY_MOUSE`). Needs a current curses screen.
    private static func takeMouseReportsFromKeypad() -> Bool {
        guard let report = lista_tigetstr("kmous"), report.pointee != 0 else { return false }
        define_key(String(cString: report), 0)
        return true
    }

    func enable(fd: Int32) { send(enable, fd: fd) }
    func disable(fd: Int32) { send(disable, fd: fd) }

    private func send(_ bytes: [UInt8], fd: Int32) {
        guard !bytes.isEmpty else { return }
        _ = bytes.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count) }
    }
}
