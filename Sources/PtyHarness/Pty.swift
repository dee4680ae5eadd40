import Glibc

/// A pseudo-terminal, as the end-to-end tests, the terminal tests and the benchmark open one: a
/// program (or the code under test) gets the secondary side as its terminal; the caller types
/// on the main side and reads what was drawn there. The one way this package opens a pty.
public enum Pty {
    /// Why a pty could not be had.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// What one wait for output gave.
    public enum ReadOutcome: Equatable, Sendable {
        /// This many bytes arrived (appended to the output).
        case bytes(Int)
        /// Nothing arrived in the time given.
        case quiet
        /// Every holder of the secondary side closed it (the program exited): nothing more comes.
        case closed
    }

    /// Opens a pair of `rows` x `columns`. Both sides are closed on exec (a child gets the
    /// secondary side by dup2, which clears that); the main side does not block. The caller
    /// closes both.
    public static func open(rows: Int = 24, columns: Int = 80) throws(Failure) -> (main: Int32, secondary: Int32) {
        var main: Int32 = -1
        var secondary: Int32 = -1
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&main, &secondary, nil, nil, &size) == 0 else {
            throw Failure(description: "no pseudo-terminal: errno \(errno)")
        }
        _ = fcntl(main, F_SETFD, FD_CLOEXEC)
        _ = fcntl(secondary, F_SETFD, FD_CLOEXEC)
        _ = fcntl(main, F_SETFL, fcntl(main, F_GETFL) | O_NONBLOCK)
        return (main, secondary)
    }

    /// Sets the size the secondary side reports, as a terminal emulator does on a resize (the
    /// program hears of it by SIGWINCH, which the caller sends unless the program leads the
    /// pty's session).
    public static func setSize(_ main: Int32, rows: Int, columns: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(main, UInt(TIOCSWINSZ), &size)
    }

    /// Writes `bytes` on the main side, as typed keys; stops early only if the pty is gone.
    public static func write(_ main: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(main, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR || errno == EAGAIN {
                var writable = pollfd(fd: main, events: Int16(POLLOUT), revents: 0)
                _ = poll(&writable, 1, 10)
                continue
            }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Waits up to `wait` for output on the main side and appends what has arrived to `output`.
    public static func read(_ main: Int32, waitingAtMost wait: Duration, into output: inout [UInt8]) -> ReadOutcome {
        var descriptor = pollfd(fd: main, events: Int16(POLLIN), revents: 0)
        var ready: Int32
        repeat {
            ready = poll(&descriptor, 1, Int32(max(1, wait / .milliseconds(1))))
        } while ready < 0 && errno == EINTR
        guard ready > 0 else { return .quiet }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let got = buffer.withUnsafeMutableBytes { Glibc.read(main, $0.baseAddress, $0.count) }
            if got > 0 {
                output += buffer[..<got]
                return .bytes(got)
            }
            if got < 0, errno == EINTR { continue }
            if got < 0, errno == EAGAIN { return .quiet }
            return .closed  // 0, or EIO: no one holds the secondary side any more
        }
    }

    /// Reads into `output` until `done(output)` holds, the pty closes, or `limit` passes;
    /// returns whether `done` held. Waits on the output, never for a fixed time.
    @discardableResult
    public static func read(_ main: Int32, into output: inout [UInt8], limit: Duration,
                            until done: ([UInt8]) -> Bool) -> Bool {
        let clock = ContinuousClock()
        let end = clock.now.advanced(by: limit)
        while !done(output) {
            let left = clock.now.duration(to: end)
            guard left > .zero else { break }
            if read(main, waitingAtMost: min(left, .milliseconds(50)), into: &output) == .closed { break }
        }
        return done(output)
    }
}
