import Glibc

/// The self-pipe that wakes the event loop: signal handlers and `TerminalWaker.wake()` write one
/// byte to it, the loop sleeps in `poll()` on its read end. A byte is the signal number, or 0
/// for a wake from another thread. Both ends are non-blocking: when the pipe is full a write is
/// dropped, which loses nothing since the loop is already due to wake.
///
/// Process-wide, because signal handlers can reach nothing else; created once.
enum SignalPipe {
    /// [read end, write end], allocated once and never freed, so that a handler reads plain
    /// memory (no Swift runtime, no exclusivity checks).
    nonisolated(unsafe) static let fds: UnsafeMutablePointer<Int32> = {
        let fds = SignalMemory.allocate(Int32(-1), count: 2)
        if pipe(fds) != 0 {
            fds[0] = -1
            fds[1] = -1
        }
        for index in 0..<2 where fds[index] >= 0 {
            _ = fcntl(fds[index], F_SETFL, fcntl(fds[index], F_GETFL) | O_NONBLOCK)
            _ = fcntl(fds[index], F_SETFD, FD_CLOEXEC)
        }
        return fds
    }()

    static var readEnd: Int32 { fds[0] }
    static var writeEnd: Int32 { fds[1] }

    /// The signals that only wake the loop: SIGINT/SIGTERM/SIGHUP (the app saves and quits
    /// normally) and SIGWINCH (the backend resizes).
    static let wakingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH]

    /// The actions `install()` replaced, indexed by signal number, restored by `uninstall()`.
    nonisolated(unsafe) static let previous = SignalMemory.allocate(sigaction(), count: 32)
    nonisolated(unsafe) static var installed = false

    /// Routes `wakingSignals` to the pipe. Installed before curses starts, so ncurses keeps its
    /// own INT/TERM/WINCH handlers out (it only installs them over the default action).
    static func install() {
        _ = fds
        guard !installed else { return }
        installed = true
        for signal in wakingSignals {
            SignalMemory.handle(signal, with: signalToPipe, flags: Int32(SA_RESTART), previous: previous + Int(signal))
        }
    }

    /// Gives `wakingSignals` back the actions they had before `install()`.
    static func uninstall() {
        guard installed else { return }
        installed = false
        for signal in wakingSignals { sigaction(signal, previous + Int(signal), nil) }
    }

    /// Reads every pending byte. Never blocks.
    static func drain() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }
}

/// Async-signal-safe: one write() of the signal number, errno preserved.
private func signalToPipe(_ signal: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(SignalPipe.fds[1], &byte, 1)
    errno = savedErrno
}
