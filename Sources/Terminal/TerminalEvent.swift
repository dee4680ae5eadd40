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
    case interrupt, terminate, hangup
}
