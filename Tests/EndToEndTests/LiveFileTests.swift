import CoreTesting
import Foundation
import XCTest

/// The file changing under a running Lista: another writer (`lista add`, `echo >>`), a file
/// replaced whole. Every row from both sides ends up in the file once, and the person typing
/// in Lista keeps their text and cursor.
final class LiveFileTests: XCTestCase {
    private var sessions: [TmuxSession] = []

    override func tearDown() {
        for session in sessions { session.close() }
        sessions = []
        super.tearDown()
    }

    private func start(_ name: String) throws -> TmuxSession {
        let rows = ["alpha one id:live000001", "bravo two id:live000002", "charlie three id:live000003"]
        let session = try TmuxSession(name, rows: rows)
        sessions.append(session)
        try session.waitFor("the three rows") { ScreenText.listedRows($0) == ["alpha one", "bravo two", "charlie three"] }
        return session
    }

    private func append(_ line: String, to path: String) throws {
        try FileText.append(line + "\n", to: path)
    }

    func testTwoWritersWhileTypingEveryRowOnceAndTheHalfTypedTextKept() throws {
        let s = try start("writers")
        try s.send("j")
        try s.waitFor("row 2 selected") { ScreenText.selectedRow($0) == "bravo two" }
        try s.send("i")
        try s.type(" and a ha")
        try s.send("Left")
        try s.waitFor("the typed text") { ScreenText.selectedRow($0) == "bravo two and a ha" }

        let add = try ProcessRun.run(try TmuxSession.listaBinary(), ["add", "from lista add", "--file", s.todoPath])
        XCTAssertEqual(add.status, 0, add.standardError)
        try append("from echo", to: s.todoPath)
        try s.waitFor("both outside rows shown, the edit untouched") {
            let rows = ScreenText.listedRows($0)
            return rows.contains("from lista add") && rows.contains("from echo") && rows.contains("bravo two and a ha")
        }
        try s.type("l")
        try s.waitFor("typing goes on at the same cursor") { ScreenText.selectedRow($0) == "bravo two and a hla" }

        try s.send("Enter", "a")
        try s.type("typed in lista")
        try s.send("Enter", "q")
        XCTAssertEqual(try s.waitForExit(), 0)
        let saved = try s.savedRowTexts()
        for row in ["alpha one", "bravo two and a hla", "charlie three", "from echo"] {
            XCTAssertEqual(saved.filter { $0 == row }.count, 1, "\(row) should be in the file exactly once: \(saved)")
        }
        // Rows added in the app and by `lista add` carry today's creation date before their text.
        XCTAssertEqual(saved.filter { $0.hasSuffix(" from lista add") }.count, 1, "\(saved)")
        XCTAssertEqual(saved.filter { $0.hasSuffix(" typed in lista") }.count, 1, "\(saved)")
        XCTAssertEqual(saved.count, 6, "\(saved)")
    }

    func testAFileReplacedWholeWhileRunningIsShown() throws {
        let s = try start("replaced")
        let replacement = s.todoPath + ".new"
        try "alpha one id:live000001\nnew row from an editor id:live000009\n".write(toFile: replacement, atomically: false, encoding: .utf8)
        XCTAssertEqual(rename(replacement, s.todoPath), 0)
        try s.waitFor("the replaced file's rows") {
            ScreenText.listedRows($0) == ["alpha one", "new row from an editor"]
        }
        try s.waitForText("The file changed outside Lista")
        try s.send("q")
        XCTAssertEqual(try s.waitForExit(), 0)
        XCTAssertEqual(try s.savedRowTexts(), ["alpha one", "new row from an editor"])
    }
}
