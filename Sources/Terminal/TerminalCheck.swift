import CNcurses
import Glibc

/// Checks made before curses starts, so that a bad environment gets a one-line error and an
/// untouched terminal rather than a half-initialised screen.
enum TerminalCheck {
    /// Throws unless both descriptors are ttys (when `requireTTY`), `term` names a terminfo
    /// entry, and that entry can address the cursor (`cup`), which rules out `dumb`.
    static func verify(term: String?, inputFD: Int32, outputFD: Int32, requireTTY: Bool) throws(TerminalError) {
        if requireTTY, isatty(inputFD) == 0 || isatty(outputFD) == 0 { throw .notATerminal }
        guard let term, !term.isEmpty else { throw .termNotSet }
        var status: Int32 = 0
        // setupterm only reads the database; the TERMINAL it creates is freed right after and
        // whatever terminal was current before (another screen) becomes current again.
        let previous = lista_cur_term()
        defer { set_curterm(previous) }
        guard setupterm(term, outputFD, &status) == OK, status == 1 else { throw .unknownTerminal(term) }
        let canAddress = lista_tigetstr("cup") != nil
        del_curterm(lista_cur_term())
        if !canAddress { throw .cannotAddressCursor(term) }
    }
}
