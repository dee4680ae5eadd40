/// Why the interactive terminal could not start. Each description is one line meant for the
/// user; the app prints it and exits with status 2, leaving the terminal untouched.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a tty (a pipe, a file).
    case notATerminal
    /// `TERM` is unset or empty.
    case termNotSet
    /// `TERM` names no terminfo entry.
    case unknownTerminal(String)
    /// The terminfo entry has no cursor addressing (`dumb`).
    case cannotAddressCursor(String)
    /// `newterm` failed although the checks passed.
    case startFailed(String)

    /// The one-line message for the user.
    public var description: String {
        switch self {
        case .notATerminal:
            "lista needs a terminal: standard input and output must be a tty (use --render for plain text)"
        case .termNotSet:
            "lista needs a terminal: TERM is not set"
        case .unknownTerminal(let term):
            "lista needs a terminal: TERM=\(term) is not in the terminfo database"
        case .cannotAddressCursor(let term):
            "lista needs a terminal that can move the cursor: TERM=\(term) cannot"
        case .startFailed(let term):
            "lista could not start curses on TERM=\(term)"
        }
    }
}
