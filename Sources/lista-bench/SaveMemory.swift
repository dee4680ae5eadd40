import Foundation
import Glibc

/// The memory target for the interactive app: the real `lista` in an 80x24
/// pseudo-terminal, one row toggled (which schedules a save), the save waited for on disk,
/// then the process's peak resident memory (VmHWM) — the figure the first save used to push
/// from 88 MB to 133 MB at 100k rows.
struct SaveMemory {
    let files: BenchFiles
    let lista: String

    /// What one run saw.
    struct Peak {
        /// VmHWM once the first frame had settled.
        let firstFrame: Int
        /// VmHWM once the save was on disk and the app had gone idle.
        let afterSave: Int
        /// VmHWM once 1,000 more edits (``SaveMemory/round(_:)``) were saved and the app had gone idle.
        let afterEdits: Int
        /// The file's size before the run, in bytes.
        let fileSize: Int
        /// `lista`'s exit status after `q`.
        let exitStatus: Int32
    }

    /// Runs `lista` on a private copy of the `rows`-line file: waits for its first frame,
    /// presses `x` (toggle the cursor's row), waits until the file is replaced (the atomic
    /// rename gives it a new inode) and the app has used no CPU for 200 ms (the save's
    /// bookkeeping and the watcher's look at the new file are over), reads VmHWM, quits.
    func measure(rows: Int) throws -> Peak {
        let path = try files.privateCopy(rows: rows)
        let file = try Self.status(of: path)
        let terminal = try PseudoTerminal([lista, "--file", path], rows: 24, columns: 80)
        guard terminal.readUntilShown(Fixtures.verbs, limit: .seconds(120)).shown != nil else {
            terminal.finish(quitKeys: [])
            throw PseudoTerminal.Failure(description: "lista showed no row within 120 s")
        }
        _ = terminal.readUntilQuiet()
        let firstFrame = ChildProcess.highWaterMark(of: terminal.pid) ?? 0
        terminal.send(Array("x".utf8))
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(60))
        while try Self.status(of: path).st_ino == file.st_ino {
            guard clock.now < deadline else {
                terminal.finish(quitKeys: [])
                throw PseudoTerminal.Failure(description: "lista did not save within 60 s of a toggle")
            }
            _ = terminal.readUntilQuiet(quiet: .milliseconds(1), limit: .milliseconds(5))  // keep the pty drained
        }
        try waitUntilIdle(terminal, for: .milliseconds(200), limit: .seconds(30))
        let afterSave = ChildProcess.highWaterMark(of: terminal.pid) ?? 0
        let linesAfterSave = try Self.lines(of: path)
        try editRows(terminal, path: path, count: Self.edits, linesBefore: linesAfterSave)
        try waitUntilIdle(terminal, for: .milliseconds(200), limit: .seconds(30))
        let afterEdits = ChildProcess.highWaterMark(of: terminal.pid) ?? 0
        let status = terminal.finish(quitKeys: [Array("q".utf8)])
        return Peak(firstFrame: firstFrame, afterSave: afterSave, afterEdits: afterEdits, fileSize: Int(file.st_size),
                    exitStatus: status)
    }

    /// How many edits the edits run makes.
    static let edits = 1_000

    /// The keys of one round of five edits, the `round`th: add a row below the cursor and type
    /// its text, step off it and delete the row there, move the next row down, append a `!`
    /// to the text of the row the cursor is then on, and toggle it done — every kind of edit
    /// a day brings, so the run also covers what breaks the rows' loaded order (an insert, a
    /// removal, a move), not only changes in place.
    static func round(_ round: Int) -> [[UInt8]] {
        ["o", "\(Self.addedMark)\(round)", "\r", "j", "d", "J", "i", "!", "\r", "x", "j"].map { Array($0.utf8) }
    }

    /// The text that starts every row the edits run adds.
    static let addedMark = "bench-added-"

    /// Makes `count` edits (``round(_:)`` after round) and waits until the file holds all of
    /// them: as many lines as `linesBefore` (each round adds one and deletes one), the rows
    /// every round added, and the `!` of the last round's text edit.
    private func editRows(_ terminal: PseudoTerminal, path: String, count: Int, linesBefore: [ArraySlice<UInt8>]) throws {
        let rounds = count / 5
        for round in 1...rounds {
            for keys in Self.round(round) {
                terminal.send(keys)
                _ = terminal.readUntilQuiet(quiet: .milliseconds(1), limit: .milliseconds(2))
            }
        }
        let mark = Array(Self.addedMark.utf8)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(120))
        while true {
            let lines = try Self.lines(of: path)
            let added = lines.filter { $0.firstRange(of: mark) != nil }.count
            let edited = lines.filter { $0.last == UInt8(ascii: "!") || $0.firstRange(of: Array("! ".utf8)) != nil }.count
            if lines.count == linesBefore.count && added == rounds && edited >= rounds { return }
            guard clock.now < deadline else {
                terminal.finish(quitKeys: [])
                throw PseudoTerminal.Failure(description: "lista did not save \(count) edits within 120 s: "
                    + "\(lines.count) lines for \(linesBefore.count), \(added) of \(rounds) added rows, \(edited) edited texts")
            }
            _ = terminal.readUntilQuiet(quiet: .milliseconds(50), limit: .milliseconds(200))
        }
    }

    /// The file's lines. O(file size).
    private static func lines(of path: String) throws -> [ArraySlice<UInt8>] {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        return bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }

    /// Returns once the process has used no CPU time for `quiet` (its event loop sleeps when
    /// nothing happens), draining the pty meanwhile.
    private func waitUntilIdle(_ terminal: PseudoTerminal, for quiet: Duration, limit: Duration) throws {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        var last = Self.cpuTicks(of: terminal.pid)
        var since = clock.now
        while clock.now < deadline {
            _ = terminal.readUntilQuiet(quiet: .milliseconds(10), limit: .milliseconds(20))
            let now = Self.cpuTicks(of: terminal.pid)
            if now != last {
                last = now
                since = clock.now
            } else if since.duration(to: clock.now) >= quiet {
                return
            }
        }
        throw PseudoTerminal.Failure(description: "lista did not go idle within \(limit.formatted) of its save")
    }

    /// utime + stime of a process (clock ticks, all threads), from /proc/<pid>/stat; nil once it exited.
    static func cpuTicks(of pid: pid_t) -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // Fields after "(comm)": state is field 3, utime 14, stime 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    private static func status(of path: String) throws -> stat {
        var info = stat()
        guard stat(path, &info) == 0 else { throw PseudoTerminal.Failure(description: "cannot stat \(path): errno \(errno)") }
        return info
    }
}
