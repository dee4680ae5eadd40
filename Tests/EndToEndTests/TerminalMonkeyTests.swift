import CoreTesting
import Foundation
import XCTest

/// Seeded random keys and resizes sent to the binary under test (the release build in
/// `make test`) at a real terminal: the process survives every key, never shows a crash, quits
/// cleanly on Ctrl-C with the terminal restored, and saves a file in which no row is doubled.
///
/// The keys go through tmux in batches, as fast as the app reads them: this is the release
/// binary's whole path (ncurses input, the session, the store, effects, drawing, saving).
final class TerminalMonkeyTests: XCTestCase {
    /// tmux key names a person could press; quit (q, Ctrl-C) and suspend (Ctrl-Z) are left out,
    /// so a run goes on until its end, where Ctrl-C quits.
    private static let keys = [
        "j", "k", "g", "G", "a", "o", "i", "x", "v", "d", "u", "s", "K", "J", "/", "f", "e", "l", "t", "z",
        "?", "h", "n", " ", "Escape", "Escape", "Enter", "Enter", "Tab", "BTab", "Up", "Down", "Left", "Right",
        "Home", "End", "PPage", "NPage", "BSpace", "DC", "M-Up", "M-Down", "C-Up", "C-Down", "S-Up", "S-Down",
        "C-w", "C-u", "C-a", "C-e", "C-r", "C-l", "F5", "M-x",
    ]
    private static let texts = ["milk", "+home", "@phone", " due:2026-12-24", "漢字", "😀", "e\u{301}", "x y"]
    private static let sizes = [(80, 24), (30, 6), (10, 3), (120, 40), (200, 60), (45, 12), (1, 1)]

    func testRandomKeysAndResizesAtARealTerminalNeverCrashAndSaveEveryRowOnce() throws {
        for seed: UInt64 in [1, 2, 3] {
            try run(seed: seed, keys: 3_000)
        }
    }

    private func run(seed: UInt64, keys: Int) throws {
        let rows = EndToEndTests.savedRows
        let session = try TmuxSession("monkey\(seed)", rows: rows)
        defer { session.close() }
        try session.waitFor("seed \(seed): the first frame") { ScreenText.listedRows($0) == EndToEndTests.rows }
        let pid = try session.listaPID()
        var generator = SeededGenerator(seed: seed)
        var sent = 0
        var batch: [String] = []
        while sent < keys {
            if Int.random(in: 0..<100, using: &generator) < 8 {
                try session.send(contentsOf: batch)
                batch = []
                try session.type(Self.texts.randomElement(using: &generator)!)
            } else {
                batch.append(Self.keys.randomElement(using: &generator)!)
            }
            sent += 1
            if batch.count == 25 || sent == keys {
                try session.send(contentsOf: batch)
                batch = []
                try assertAlive(session, pid: pid, seed: seed, sent: sent)
            }
            if sent % 150 == 0 {
                let (width, height) = Self.sizes.randomElement(using: &generator)!
                try session.resize(width: width, height: height)
            }
        }
        try session.resize(width: 80, height: 24)
        try session.send("C-c")
        XCTAssertEqual(try session.waitForExit(timeout: 60), 0, "seed \(seed): Ctrl-C saves and quits")
        XCTAssertEqual(try session.display("#{alternate_on}"), "0", "seed \(seed): still on the alternate screen")
        let saved = try session.fileContents()
        let ids = saved.split(separator: "\n").compactMap { line in
            line.split(separator: " ").first { $0.hasPrefix("id:") }
        }
        XCTAssertEqual(ids.count, Set(ids).count, "seed \(seed): a row was saved twice:\n\(saved)")
        XCTAssertNotEqual(saved, rows.map { $0 + "\n" }.joined(), "seed \(seed): the keys changed nothing in the file")
    }

    private func assertAlive(_ session: TmuxSession, pid: pid_t, seed: UInt64, sent: Int) throws {
        let screen = try session.capture()
        for sign in ["Program crashed", "Fatal error", "EXIT:", "Segmentation fault"] where screen.contains(sign) {
            return try TmuxSession.fail("seed \(seed): after \(sent) keys the screen shows \"\(sign)\":\n\(TmuxSession.framed(screen))",
                                        file: #filePath, line: #line)
        }
        guard kill(pid, 0) == 0 else {
            return try TmuxSession.fail("seed \(seed): lista (pid \(pid)) is gone after \(sent) keys:\n\(TmuxSession.framed(screen))",
                                        file: #filePath, line: #line)
        }
    }
}
