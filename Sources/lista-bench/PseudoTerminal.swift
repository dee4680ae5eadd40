import Foundation
import Glibc

/// A program running in a pseudo-terminal of a given size, as if in a terminal emulator: the
/// benchmark writes keys to it and counts the bytes it draws.
///
/// The child gets the pty as stdin, stdout and stderr, in a process group of its own, with
/// TERM=xterm-256color. It is not made the pty's session leader (Swift's Glibc module does not
/// expose POSIX_SPAWN_SETSID), which curses programs that draw on stdin/stdout do not need. ``finish(quitKeys:)`` quits it, and if it
/// does not exit, terminates then kills it, so no process is left behind.
final class PseudoTerminal {
    /// One burst of output, read until the program stayed quiet.
    struct Burst {
        let bytes: Int
        /// When the first and last byte arrived (nil when nothing came).
        let first: ContinuousClock.Instant?
        let last: ContinuousClock.Instant?
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let pid: pid_t
    /// When the process was spawned.
    let started: ContinuousClock.Instant
    private let master: Int32
    private var exited = false
    private let clock = ContinuousClock()

    /// Spawns `arguments` in a new pty of `rows` x `columns`.
    init(_ arguments: [String], rows: Int, columns: Int, environment: [String: String] = [:]) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else {
            throw Failure(description: "no pseudo-terminal: errno \(errno)")
        }
        self.master = master
        defer { close(slave) }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, slave, 0)
        posix_spawn_file_actions_adddup2(&actions, slave, 1)
        posix_spawn_file_actions_adddup2(&actions, slave, 2)
        var environment = environment
        environment["TERM"] = environment["TERM"] ?? "xterm-256color"
        started = ContinuousClock().now
        do {
            pid = try ChildProcess.spawn(arguments, actions: &actions, attributes: &attributes, environment: environment)
        } catch {
            close(master)
            throw error
        }
    }

    deinit {
        if !exited { _ = finish(quitKeys: []) }
        close(master)
    }

    /// Writes `bytes` as typed keys.
    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Reads everything the program writes until it has been quiet for `quiet`, or `limit`
    /// has passed (a program that never stops drawing). With `awaitFirst`, the quiet period
    /// only starts counting at the first byte (a program still starting up), within `limit`.
    func readUntilQuiet(quiet: Duration = .milliseconds(100), limit: Duration = .seconds(10),
                        awaitFirst: Bool = false) -> Burst {
        var count = 0
        var first: ContinuousClock.Instant?
        var last: ContinuousClock.Instant?
        let end = clock.now.advanced(by: limit)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while clock.now < end {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let wait = awaitFirst && first == nil ? clock.now.duration(to: end) : quiet
            let ready = poll(&descriptor, 1, Int32(max(1, wait / .milliseconds(1))))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let got = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { break }  // EIO: the program closed the terminal
            let now = clock.now
            if first == nil { first = now }
            last = now
            count += got
        }
        return Burst(bytes: count, first: first, last: last)
    }

    /// Reads until the output holds one of `markers` (text the screen shows once the rows are
    /// drawn), or `limit` passes. Returns when the marker arrived and when the first byte did.
    func readUntilShown(_ markers: [String], limit: Duration) -> (shown: ContinuousClock.Instant?, firstByte: ContinuousClock.Instant?) {
        let patterns = markers.map { Array($0.utf8) }
        var output: [UInt8] = []
        var firstByte: ContinuousClock.Instant?
        let end = clock.now.advanced(by: limit)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while clock.now < end {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(max(1, clock.now.duration(to: end) / .milliseconds(1))))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let got = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { break }
            if firstByte == nil { firstByte = clock.now }
            output += buffer[..<got]
            if patterns.contains(where: { output.firstRange(of: $0) != nil }) { return (clock.now, firstByte) }
        }
        return (nil, firstByte)
    }

    /// Sends `quitKeys` (each followed by a pause for its screen), waits up to 5 s for the
    /// program to exit, then SIGTERM, then SIGKILL. Returns its exit status (128 + signal).
    @discardableResult
    func finish(quitKeys: [[UInt8]]) -> Int32 {
        guard !exited else { return 0 }
        for key in quitKeys {
            send(key)
            _ = readUntilQuiet(quiet: .milliseconds(200), limit: .seconds(2))
        }
        var status: Int32 = 0
        for signal in [0, SIGTERM, SIGKILL] {
            if signal != 0 { kill(pid, signal) }
            let deadline = clock.now.advanced(by: .seconds(5))
            while clock.now < deadline {
                _ = readUntilQuiet(quiet: .milliseconds(10), limit: .milliseconds(50))  // keep the pty drained
                if waitpid(pid, &status, WNOHANG) == pid {
                    exited = true
                    return ChildProcess.decode(status)
                }
            }
        }
        waitpid(pid, &status, 0)
        exited = true
        return ChildProcess.decode(status)
    }
}
