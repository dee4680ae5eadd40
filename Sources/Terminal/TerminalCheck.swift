import CNcurses
import Glibc

/// The checks that give a bad environment a one-line error and the terminal as it was, rather
/// than a half-initialised screen. The terminfo entry is read once, by `newterm`: the checks
/// that need it run on the screen it starts (``canAddressCursor``) or after it refused
/// (``refusal(of:outputFD:)``).
enum TerminalCheck {
    /// Throws unless both descriptors are ttys (when `requireTTY`) and `term` is set; returns
    /// `term`. Reads no terminfo.
    static func verify(term: String?, inputFD: Int32, outputFD: Int32, requireTTY: Bool) throws(TerminalError) -> String {
        if requireTTY, isatty(inputFD) == 0 || isatty(outputFD) == 0 { throw .notATerminal }
        guard let term, !term.isEmpty else { throw .termNotSet }
        return term
    }

    /// Whether the current terminal's entry can address the cursor (`cup`), which rules out
    /// `dumb`. Needs a current terminal (the screen `newterm` just started).
    static var canAddressCursor: Bool { lista_tigetstr("cup") != nil }

    /// Why `newterm` refused `term`: `unknownTerminal` when the database has no usable entry for
    /// it, else `startFailed`. Reads the database, on this failure path only; whatever terminal
    /// was current before becomes current again.
    static func refusal(of term: String, outputFD: Int32) -> TerminalError {
        var status: Int32 = 0
        let previous = lista_cur_term()
        defer { set_curterm(previous) }
        guard setupterm(term, outputFD, &status) == OK, status == 1 else { return .unknownTerminal(term) }
        del_curterm(lista_cur_term())
        return .startFailed(term)
    }
}
