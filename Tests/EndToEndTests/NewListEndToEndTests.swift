import CoreTesting
import Foundation
import XCTest

/// What a list that does not exist yet starts as, on the release binary in a real terminal:
/// a file the person named (or mistyped) starts empty; only the default list's very first
/// run gets the starter rows.
final class NewListEndToEndTests: XCTestCase {
    func testANamedFileThatDoesNotExistStartsEmptyWithAHintAndGetsNoStarterRows() throws {
        let session = try TmuxSession("newlist", rows: nil)
        defer { session.close() }
        let screen = try session.waitFor("the empty list's hint") { $0.contains("No rows yet — press a to add one") }
        XCTAssertFalse(screen.contains("Welcome to Lista"), "a named file shows no starter rows:\n\(screen)")
        XCTAssertFalse(screen.contains("starter rows"), "nor the starter rows' notice:\n\(screen)")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), 0)
        let saved = FileText.read(session.todoPath) ?? ""
        XCTAssertFalse(saved.contains("Welcome"), "no tutorial row was written into the named file:\n\(saved)")
        XCTAssertEqual(saved, "", "the named file holds nothing the person did not write")
    }

    func testTheDefaultListStartsWithTheStarterRowsOnItsFirstRun() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("lista-default-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: data) }
        let path = data.appendingPathComponent("lista/todo.txt").path
        let app = try PtyApp(file: path, namingTheFile: false, environment: ["XDG_DATA_HOME": data.path])
        XCTAssertTrue(app.read(until: "Welcome"), "the default list's first run shows the starter rows:\n\(app.text)")
        app.type("q")
        XCTAssertEqual(app.waitForExit(), 0, app.text)
        XCTAssertTrue((FileText.read(path) ?? "").contains("Welcome to Lista"), "the default list was created with them")
    }
}
