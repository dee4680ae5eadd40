import Glibc

/// A stop from outside (`kill -TSTP`) turns the `TerminalModes` off while the app is stopped
/// and back on when it continues, as Ctrl-Z does from inside (`TerminalScreen.suspend()`).
///
/// ncurses' own SIGTSTP handler leaves curses and comes back, but knows nothing of the modes:
/// without this the shell would get mouse reports while the app is stopped. The handler is
/// async-signal-safe: it only `write()`s precomputed bytes and hands the signal on to the
/// handler that was there (ncurses'), or stops the process itself when there was none.
enum StopGuard {
    static let capacity = 128

    struct State {
        var fd: Int32 = -1
        var offLength = 0
        var onLength = 0
        var installed = false
        var previous = sigaction()
    }

    nonisolated(unsafe) static let state = SignalMemory.allocate(State())
    nonisolated(unsafe) static let off = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) static let on = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)

    /// Installs the handler over whatever SIGTSTP does now (call after curses started, so that
    /// ncurses' handler is the one handed on). Nothing to do when `modes` has no bytes.
    static func install(modes: TerminalModes, fd: Int32) {
        guard !state.pointee.installed, !modes.enable.isEmpty || !modes.disable.isEmpty else { return }
        state.pointee.fd = fd
        state.pointee.offLength = SignalMemory.copy(modes.disable, to: off, capacity: capacity)
        state.pointee.onLength = SignalMemory.copy(modes.enable, to: on, capacity: capacity)
        SignalMemory.handle(SIGTSTP, with: modesOffWhileStopped, flags: Int32(SA_RESTART), previous: &state.pointee.previous)
        state.pointee.installed = true
    }

    /// Gives SIGTSTP back what it did before ``install(modes:fd:)``.
    static func uninstall() {
        guard state.pointee.installed else { return }
        sigaction(SIGTSTP, &state.pointee.previous, nil)
        state.pointee.installed = false
    }
}

/// Async-signal-safe: write, sigaction, raise, and the previous handler; errno preserved.
private func modesOffWhileStopped(_ signal: Int32) {
    let savedErrno = errno
    let state = StopGuard.state
    let previous = state.pointee.previous
    let handler = previous.sa_flags & Int32(SA_SIGINFO) == 0 ? previous.__sigaction_handler.sa_handler : nil
    // SIG_IGN before us: the signal stops nothing.
    if let handler, unsafeBitCast(handler, to: Int.self) == 1 { return }
    _ = write(state.pointee.fd, StopGuard.off, state.pointee.offLength)
    if let handler {
        // ncurses' handler: it leaves curses, stops, and comes back when continued.
        handler(signal)
    } else {
        // Nobody else handles it: stop as the default would, with this handler out of the way.
        var ours = sigaction()
        SignalMemory.handle(SIGTSTP, with: nil, previous: &ours)
        raise(SIGTSTP)
        sigaction(SIGTSTP, &ours, nil)
    }
    _ = write(state.pointee.fd, StopGuard.on, state.pointee.onLength)
    errno = savedErrno
}
