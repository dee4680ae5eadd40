import CoreTesting
import Foundation
import XCTest

/// A resize repaints the whole screen, on the release binary at a pseudo-terminal: the bytes
/// after each resize clear the screen and send every row again, so the frame never depends on
/// what a terminal kept across the resize (some reflow, some truncate, some keep stale cells).
final class ResizeRepaintEndToEndTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("lista-resize-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
        directory = nil
    }

    func testEveryResizeClearsTheScreenAndSendsEveryRowAgainEvenBackToTheSameSize() throws {
        let path = directory.appendingPathComponent("todo.txt").path
        try "alpha first id:rsz0000001\nbravo second id:rsz0000002\n".write(toFile: path, atomically: true, encoding: .utf8)
        let app = try PtyApp(file: path, environment: ["TERM": "xterm-256color"])
        XCTAssertTrue(app.read(until: "bravo second"), "the first frame: \(app.text.debugDescription)")
        // Shrinking, growing, and back to where it began: each a case where a terminal's own
        // idea of what is on screen may differ from ncurses'.
        let clear = Array("\u{1B}[2J".utf8)
        for (columns, rows) in [(60, 20), (100, 30), (80, 24)] {
            let before = app.output.count
            app.resize(columns: columns, rows: rows)
            XCTAssertTrue(app.read(untilBytes: clear, after: before),
                          "a resize to \(columns)x\(rows) clears the screen: \(app.text.suffix(from: before).debugDescription)")
            XCTAssertTrue(app.read(untilBytes: Array("alpha first".utf8), after: before),
                          "and sends the rows again: \(app.text.suffix(from: before).debugDescription)")
        }
        // A storm that ends where it began, its signals merged into one: the size the app
        // reads is the one it had, yet the terminal may have reflowed or cut the screen meanwhile.
        let before = app.output.count
        app.setSize(columns: 40, rows: 10)
        app.setSize(columns: 80, rows: 24)
        app.signalResize()
        XCTAssertTrue(app.read(untilBytes: clear, after: before),
                      "a resize back to the same size clears the screen: \(app.text.suffix(from: before).debugDescription)")
        XCTAssertTrue(app.read(untilBytes: Array("alpha first".utf8), after: before),
                      "and sends the rows again: \(app.text.suffix(from: before).debugDescription)")
        app.type("q")
        XCTAssertEqual(app.waitForExit(), 0)
    }
}

private extension String {
    /// The text from the `offset`th UTF-8 byte on.
    func suffix(from offset: Int) -> String {
        String(decoding: Array(utf8).dropFirst(offset), as: UTF8.self)
    }
}
