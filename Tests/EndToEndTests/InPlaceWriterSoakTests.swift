import CoreTesting
import Foundation
import XCTest

/// The app on a large list, toggling rows, while another process rewrites the file in place:
/// it reads the file, adds a row, truncates the file, waits (0 to 2 s), writes it back through
/// the same descriptor (as `open(path, "w")` and shell redirection do). No row may be lost: not
/// the list's, not one the writer added.
///
/// `make test` runs a few rewrites at 100k rows (every gap from 0 to 2 s in half seconds) and one
/// run of rapid rewrites; `make soak` sets `LISTA_INPLACE_REWRITES=1000`, with gaps drawn from 0
/// to 2 s, and `LISTA_RAPID_RUNS=10`.
final class InPlaceWriterSoakTests: XCTestCase {
    func testRewritesInPlaceWhileTheAppTogglesLoseNoRow() throws {
        let environment = ProcessInfo.processInfo.environment
        let rewrites = environment["LISTA_INPLACE_REWRITES"].flatMap(Int.init) ?? 5
        // Gaps: 0, 0.5, 1, 1.5 and 2 s first, then drawn from 0 to 2 s; a pause of up to 0.3 s
        // after each write.
        var generator = SeededGenerator(seed: 36)
        let gaps = (0..<rewrites).map { $0 < 5 ? Double($0) / 2 : Double.random(in: 0...2, using: &generator) }
        let pauses = (0..<rewrites).map { _ in Double.random(in: 0...0.3, using: &generator) }
        try runWriter(name: "inplace-soak", gaps: gaps, pauses: pauses, toggleEvery: 100_000)
    }

    /// Rewrites in place faster than a save at 100k rows can merge: read, truncate and write at
    /// once, 50 to 300 ms apart, 30 times, while the app toggles a row every 150 ms. Every save
    /// then finds the file changed between its read and its rename, again and again; none may
    /// replace it unread. `make soak` runs it 10 times in a row (`LISTA_RAPID_RUNS`).
    func testRapidRewritesInPlaceWhileTheAppTogglesLoseNoRow() throws {
        let runs = ProcessInfo.processInfo.environment["LISTA_RAPID_RUNS"].flatMap(Int.init) ?? 1
        for run in 0..<runs {
            var generator = SeededGenerator(seed: UInt64(50 + run))
            let pauses = (0..<30).map { _ in Double.random(in: 0.05...0.3, using: &generator) }
            try runWriter(name: "inplace-rapid", gaps: Array(repeating: 0, count: 30), pauses: pauses, toggleEvery: 150_000)
        }
    }

    /// The app at `LISTA_INPLACE_ROWS` rows (100k), the writer rewriting in place with these
    /// gaps and pauses, the person toggling a row and moving down every `toggleEvery` µs; then
    /// every row, the list's and the writer's, must be in the file once.
    private func runWriter(name: String, gaps: [Double], pauses: [Double], toggleEvery: UInt32) throws {
        let rewrites = gaps.count
        let rowCount = ProcessInfo.processInfo.environment["LISTA_INPLACE_ROWS"].flatMap(Int.init) ?? 100_000
        let ids = (0..<rowCount).map { String(format: "s%09d", $0) }
        let s = try TmuxSession(name, rows: ids.enumerated().map { "task number \($0.offset) +soak id:\($0.element)" })
        defer { s.close() }
        try s.waitFor("the rows", timeout: 60) { ScreenText.listedRows($0).count > 5 }

        let writer = try Self.startWriter(path: s.todoPath, gaps: gaps, pauses: pauses)
        // A failure below must not leave the writer unwaited for (a child never reaped is a leak).
        defer {
            if writer.isRunning { writer.terminate() }
            writer.waitUntilExit()
        }

        // The person toggles a row and moves down, for as long as it writes.
        let started = Date()
        var toggles = 0
        while writer.isRunning {
            try s.send("x", "j")
            toggles += 1
            usleep(toggleEvery)
        }
        XCTAssertEqual(writer.terminationStatus, 0, "the writer failed")
        let writerIDs = (0..<rewrites).map { String(format: "w%09d", $0) }
        let expected = Set(ids + writerIDs)
        // Every row reaches the file once the app has merged the last write (or, when rows
        // were lost, never: then the count below says how many).
        let deadline = Date().addingTimeInterval(60)
        while !Set(FileLineIDs.read(s.todoPath).ids).isSuperset(of: expected), Date() < deadline {
            usleep(100_000)
        }
        try s.send("q")
        XCTAssertEqual(try s.waitForExit(timeout: 30), 0)

        let saved = FileLineIDs.read(s.todoPath).ids
        let lost = expected.subtracting(saved)
        print("in-place writer: \(rewrites) rewrites at \(rowCount) rows, \(toggles) toggles, " +
              "\(String(format: "%.0f", Date().timeIntervalSince(started))) s: \(lost.count) rows lost")
        XCTAssertEqual(lost.sorted().prefix(20), [], "rows lost")
        XCTAssertEqual(saved.count, Set(saved).count, "a row twice in the file")
        XCTAssertEqual(Set(saved), expected)
    }

    /// The writer, a shell: for each gap, copies the file with a row added, truncates the file
    /// (`exec 3>file`), sleeps the gap, writes the copy through the same descriptor, closes it,
    /// and pauses.
    private static func startWriter(path: String, gaps: [Double], pauses: [Double]) throws -> Process {
        let script = """
            file=$1; shift; i=0
            while [ $# -gt 0 ]; do
              gap=$1; pause=$2; shift 2
              cat "$file" > "$file.writer" || exit 1
              printf 'written in place %d id:w%09d\\n' "$i" "$i" >> "$file.writer"
              exec 3>"$file"
              sleep "$gap"
              cat "$file.writer" >&3 || exit 1
              exec 3>&-
              i=$((i + 1))
              sleep "$pause"
            done
            rm -f "$file.writer"
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, "writer", path] + zip(gaps, pauses).flatMap { [String(format: "%.3f", $0), String(format: "%.3f", $1)] }
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return process
    }
}
