import Views

/// Something the event loop hands to the app.
public enum TerminalEvent: Hashable, Sendable {
    /// A key press (never `.resize`: resizes come as `.resize(_:)`).
    case key(Key)
    /// The terminal now has this size; the next frame is rendered at it.
    case resize(TerminalSize)
    /// SIGINT, SIGTERM or SIGHUP arrived: save and quit (return false from the handler).
    case signal(TerminalSignal)
    /// `TerminalWaker.wake()` was called, e.g. an effect enqueued actions.
    case wake
}

/// The signals that ask the app to quit cleanly.
public enum TerminalSignal: Hashable, Sendable {
    /// SIGINT (`kill -INT`; Ctrl-C itself arrives as the key `.ctrl("c")` in raw mode).
    case interrupt
    /// SIGTERM.
    case terminate
    /// SIGHUP, or the tty itself reporting hang-up.
    case hangup
}
