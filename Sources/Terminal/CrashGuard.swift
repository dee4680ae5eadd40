import CNcurses
import Glibc

/// The safety net that gives the user a working terminal back when the process dies from a
/// crash (a Swift trap is SIGILL). Normal exits and SIGINT/SIGTERM/SIGHUP go through
/// `TerminalScreen.stop()` instead.
///
/// The handlers are async-signal-safe: they only `write()` precomputed exit sequences (what
/// turns `TerminalModes` off: mouse reporting, bracketed paste; then rmcup, cnorm, sgr0, rmkx),
/// `tcsetattr()` the termios saved before curses started, replay what
/// `StderrCapture` kept off the screen (the runtime's "Fatal error" line), then either say in
/// one line what happened and die by the signal's default action, or, when the person asked
/// for the Swift runtime's backtracer (`SWIFT_BACKTRACE` set), restore its handlers and hand
/// the crash on to it: a fault by returning (it happens again, from the faulting
/// instruction), a signal that was sent by sending it again. Its default would wait 30 s for a key and scroll the message off the
/// screen; choosing here, at crash time, is what lets the app start without re-executing
/// itself to set `SWIFT_BACKTRACE`.
enum CrashGuard {
    static let crashSignals: [Int32] = [SIGILL, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]
    static let sequenceCapacity = 256

    /// Plain memory the handler reads; allocated once, never freed.
    struct State {
        var fd: Int32 = -1
        var hasTermios = false
        var termios = Glibc.termios()
        var sequenceLength = 0
        var installed = false
        /// Whether a crash goes on into the handlers installed before ours (the backtracer).
        var chainsToPrevious = false
    }

    nonisolated(unsafe) static let state = SignalMemory.allocate(State())

    nonisolated(unsafe) static let sequence = UnsafeMutablePointer<UInt8>.allocate(capacity: sequenceCapacity)

    /// Handlers that were installed before ours, indexed by signal number.
    nonisolated(unsafe) static let previous = SignalMemory.allocate(sigaction(), count: 32)

    /// Saves the terminal's termios; call before curses changes it.
    static func saveTermios(fd: Int32) {
        state.pointee.fd = fd
        state.pointee.hasTermios = tcgetattr(fd, &state.pointee.termios) == 0
    }

    /// Records what to write on a crash: `modesOff` (what turns the screen's `TerminalModes`
    /// off), then the terminal's exit sequences, read from terminfo once curses is up.
    static func captureExitSequences(modesOff: [UInt8]) {
        var bytes = modesOff
        for name in ["rmcup", "cnorm", "sgr0", "rmkx"] {
            if let value = lista_tigetstr(name) { bytes += Array(String(cString: value).utf8) }
        }
        store(sequence: bytes)
    }

    /// Records `bytes` (at most `sequenceCapacity`) as what the handler writes.
    static func store(sequence bytes: [UInt8]) {
        state.pointee.sequenceLength = SignalMemory.copy(bytes, to: sequence, capacity: sequenceCapacity)
    }

    /// Installs the handlers. With `chainingToPrevious`, a crash goes on into the handlers
    /// that were there before (the Swift runtime's backtracer, when the person set
    /// `SWIFT_BACKTRACE`); otherwise it ends with ``crashNote(for:)`` and the default action.
    static func install(chainingToPrevious: Bool = TerminalOptions.environment("SWIFT_BACKTRACE") != nil) {
        // Touch every global the handler reads, so none is first initialised inside it.
        _ = (state, sequence, previous, StderrCapture.state, StderrCapture.buffer)
        guard !state.pointee.installed else { return }
        state.pointee.chainsToPrevious = chainingToPrevious
        for signal in crashSignals {
            SignalMemory.handle(signal, informing: restoreTerminalAndCrash, flags: Int32(bitPattern: UInt32(SA_NODEFER) | UInt32(SA_RESETHAND)),
                                previous: previous + Int(signal))
        }
        state.pointee.installed = true
    }

    static func uninstall() {
        guard state.pointee.installed else { return }
        for signal in crashSignals { sigaction(signal, previous + Int(signal), nil) }
        state.pointee.installed = false
    }
}

/// Async-signal-safe: write, tcsetattr, sigaction, raise; plain memory reads only.
private func restoreTerminalAndCrash(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _: UnsafeMutableRawPointer?) {
    let state = CrashGuard.state
    let fd = state.pointee.fd
    if fd >= 0 {
        if state.pointee.sequenceLength > 0 { _ = write(fd, CrashGuard.sequence, state.pointee.sequenceLength) }
        if state.pointee.hasTermios { _ = tcsetattr(fd, TCSAFLUSH, &state.pointee.termios) }
    }
    StderrCapture.replayAfterCrash()
    guard signal > 0, signal < 32 else { return }
    let chains = state.pointee.chainsToPrevious
    for part in CrashGuard.crashNote(for: signal, chaining: chains) {
        part.withUTF8Buffer { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
    if chains {
        sigaction(signal, CrashGuard.previous + Int(signal), nil)
        // A fault of the code itself (a trap, a bad access) happens again when the handler
        // returns, and the backtracer then starts from the faulting instruction: a re-raise
        // would hand it this handler's frames, which it may not unwind past (measured in the
        // static release binary: a trace that stopped at `pthread_kill`). A signal that was
        // sent (abort, kill) is sent again.
        if let info, info.pointee.si_code > 0 { return }
    } else {
        SignalMemory.handle(signal, with: SIG_DFL)
    }
    raise(signal)
}

extension CrashGuard {
    /// The line a crash leaves on the terminal, in static pieces (safe in a signal handler):
    /// what happened, then, when no backtracer follows, how to get one.
    static func crashNote(for signal: Int32, chaining: Bool) -> [StaticString] {
        let what: StaticString = switch signal {
        case SIGILL: "\nLista crashed (SIGILL: a check in its code failed)."
        case SIGSEGV: "\nLista crashed (SIGSEGV: a bad memory access)."
        case SIGBUS: "\nLista crashed (SIGBUS: a bad memory access)."
        case SIGABRT: "\nLista crashed (SIGABRT: it aborted)."
        case SIGFPE: "\nLista crashed (SIGFPE: an arithmetic fault)."
        default: "\nLista crashed."
        }
        let restored: StaticString = " The terminal is restored; what was saved before is in the file."
        return chaining ? [what, restored, "\n"] : [what, restored, " SWIFT_BACKTRACE=enable=yes gives a backtrace next time.\n"]
    }
}
