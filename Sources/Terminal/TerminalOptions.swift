import Glibc

/// How `TerminalScreen` starts. The defaults are what the interactive app wants.
public struct TerminalOptions: Sendable {
    /// The terminfo name; defaults to `$TERM`.
    public var term: String?
    /// Where keys are read from (the tty).
    public var inputFD: Int32
    /// Where the screen is drawn (the tty).
    public var outputFD: Int32
    /// Refuse to start unless both descriptors are ttys. Tests turn it off.
    public var requireTTY: Bool
    /// Milliseconds ncurses waits after Esc for the rest of a sequence. nil: the user's
    /// `ESCDELAY` if set, else 25 (ncurses' default is 1000).
    public var escapeDelay: Int?
    /// Install the crash handlers, route SIGINT/SIGTERM/SIGHUP/SIGWINCH to the event loop, and
    /// (when stderr is a tty) hold stderr back until `stop()`. Tests turn it off.
    public var installSignalHandlers: Bool
    /// Draw colours when the terminal has them. Defaults to true unless `NO_COLOR` is set and
    /// not empty (no-color.org); without colour, attributes are still drawn.
    public var colors: Bool
    /// Switch the terminal's mouse reporting on (where terminfo says it has a mouse). Off, no
    /// mouse mode is ever switched on, and the terminal keeps the mouse for selecting text.
    public var mouse: Bool

    /// Options for the interactive app unless overridden.
    public init(term: String? = TerminalOptions.environment("TERM"), inputFD: Int32 = STDIN_FILENO,
                outputFD: Int32 = STDOUT_FILENO, requireTTY: Bool = true, escapeDelay: Int? = nil,
                installSignalHandlers: Bool = true,
                colors: Bool = TerminalOptions.colorsWanted(noColor: TerminalOptions.environment("NO_COLOR")),
                mouse: Bool = true) {
        self.term = term
        self.inputFD = inputFD
        self.outputFD = outputFD
        self.requireTTY = requireTTY
        self.escapeDelay = escapeDelay
        self.installSignalHandlers = installSignalHandlers
        self.colors = colors
        self.mouse = mouse
    }

    /// Whether colour is wanted given `NO_COLOR`'s value: unless it is set and not empty
    /// (no-color.org).
    public static func colorsWanted(noColor: String?) -> Bool {
        noColor.map(\.isEmpty) ?? true
    }

    /// An environment variable, or nil when unset.
    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
