import Foundation
import Glibc
import PtyHarness

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
        /// When the last byte arrived (nil when nothing came).
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
        let (master, slave) = try Pty.open(rows: rows, columns: columns)
        self.master = master
        defer { close(slave) }

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
        Pty.write(master, bytes)
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
        var output: [UInt8] = []
        while clock.now < end {
            let wait = awaitFirst && first == nil ? clock.now.duration(to: end) : quiet
            output.removeAll(keepingCapacity: true)
            guard case let .bytes(got) = Pty.read(master, waitingAtMost: wait, into: &output) else { break }
            let now = clock.now
            if first == nil { first = now }
            last = now
            count += got
        }
        return Burst(bytes: count, last: last)
    }

    /// Reads until the output holds one of `markers` (text the screen shows once the rows are
    /// drawn), or `limit` passes. Returns when the marker arrived and when the first byte did.
    func readUntilShown(_ markers: [String], limit: Duration) -> (shown: ContinuousClock.Instant?, firstByte: ContinuousClock.Instant?) {
        let patterns = markers.map { Array($0.utf8) }
        var output: [UInt8] = []
        var firstByte: ContinuousClock.Instant?
        let end = clock.now.advanced(by: limit)
        while clock.now < end {
            guard case .bytes = Pty.read(master, waitingAtMost: clock.now.duration(to: end), into: &output) else { break }
            if firstByte == nil { firstByte = clock.now }
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
        defer { exited = true }
        for signal in [0, SIGTERM, SIGKILL] {
            if signal != 0 { kill(pid, signal) }
            let deadline = clock.now.advanced(by: .seconds(5))
            while clock.now < deadline {
                _ = readUntilQuiet(quiet: .milliseconds(10), limit: .milliseconds(50))  // keep the pty drained
                if waitpid(pid, &status, WNOHANG) == pid { return ChildProcess.decode(status) }
            }
        }
        waitpid(pid, &status, 0)
        return ChildProcess.decode(status)
    }
}
