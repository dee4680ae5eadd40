/// Why the interactive terminal could not start. Each description is one line meant for the
/// user; the app prints it and exits with status 2, leaving the terminal untouched.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    case notATerminal
    case termNotSet
    case unknownTerminal(String)
    case cannotAddressCursor(String)
    case startFailed(String)

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
