import CNcurses
import Glibc

/// Bracketed paste: the terminal wraps pasted text in `ESC [200~ … ESC [201~`, so a paste
/// arrives as one `Key.paste` instead of keystrokes (a pasted newline does not act as Enter).
/// Turned on only where terminfo describes it (the extended capabilities `BE`/`BD`, present
/// for xterm-256color and tmux-256color, absent for screen-256color).
struct BracketedPaste {
    let enable: [UInt8]
    let disable: [UInt8]

    init(enable: [UInt8], disable: [UInt8]) {
        self.enable = enable
        self.disable = disable
    }

    /// The sequences of the current terminal; empty when it lacks either of them.
    static func current() -> BracketedPaste {
        guard let on = lista_tigetstr("BE"), let off = lista_tigetstr("BD") else {
            return BracketedPaste(enable: [], disable: [])
        }
        return BracketedPaste(enable: Array(String(cString: on).utf8), disable: Array(String(cString: off).utf8))
    }

    func enable(fd: Int32) { send(enable, fd: fd) }
    func disable(fd: Int32) { send(disable, fd: fd) }

    private func send(_ bytes: [UInt8], fd: Int32) {
        guard !bytes.isEmpty else { return }
        _ = bytes.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count) }
    }
}
