import CoreTesting
import Foundation
import XCTest

/// At a real terminal, on the release build: a row another program appended stays one
/// row through `x`, an edit and a delete; after todo.sh archives and adds, `u` undoes the
/// person's own toggle and the archived row stays archived.
final class OneTruthTests: XCTestCase {
    private var sessions: [TmuxSession] = []

    override func tearDown() {
        for session in sessions { session.close() }
        sessions = []
        super.tearDown()
    }

    private func append(_ line: String, to path: String) throws {
        try FileText.append(line + "\n", to: path)
    }

    private func lines(_ path: String) -> [String] {
        (FileText.read(path) ?? "").split(separator: "\n").map(String.init)
    }

    private func today() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter.string(from: Date())
    }

    func testARowAppendedOutsideStaysOneRowThroughToggleEditAndDelete() throws {
        let s = try TmuxSession("appended", rows: ["first row id:aaaaaaaaaa"])
        sessions.append(s)
        try s.waitFor("the first row") { ScreenText.listedRows($0).count == 1 }
        try append("(B) external row", to: s.todoPath)
        try s.waitFor("the appended row") { ScreenText.listedRows($0).contains { $0.contains("external row") } }

        try s.send("G", "x")
        try s.waitFor("the done row written once") { _ in
            self.lines(s.todoPath).filter { $0.contains("external row") } == ["x \(self.today()) external row pri:B"]
        }
        try s.send("i")
        try s.type(" edited")
        try s.send("Enter")
        try s.waitFor("the edited row written once") { _ in
            let rows = self.lines(s.todoPath).filter { $0.contains("external row") }
            return rows.count == 1 && rows[0].contains("external row edited")
        }
        try s.send("d")
        try s.waitFor("the deleted row gone from the file") { _ in
            self.lines(s.todoPath) == ["first row id:aaaaaaaaaa"]
        }
        // Another outside write makes Lista merge again: the deleted row must not come back.
        try append("another row", to: s.todoPath)
        try s.waitFor("the next appended row") { ScreenText.listedRows($0).contains { $0.contains("another row") } }
        XCTAssertFalse(ScreenText.listedRows(try s.capture()).contains { $0.contains("external row") })
        try s.send("q")
        XCTAssertEqual(try s.waitForExit(), 0)
        XCTAssertEqual(try s.savedRowTexts(), ["first row", "another row"])
    }

    func testAfterTodoShArchivesAndAddsUndoUndoesTheOwnToggleOnly() throws {
        let todo = try TodoSh.path()
        let s = try TmuxSession("archive", rows: [
            "pay rent id:r000000001", "x 2026-11-30 called mom id:r000000002", "x 2026-11-29 filed taxes id:r000000003",
        ])
        sessions.append(s)
        try s.waitFor("three rows") { ScreenText.listedRows($0).count == 3 }
        // Reopen "called mom" (the person's own toggle), and wait until it is saved.
        try s.send("j", "x")
        try s.waitFor("the reopened row saved") { _ in self.lines(s.todoPath).contains("called mom id:r000000002") }

        let config = s.directory.appendingPathComponent("todo.cfg").path
        try """
            export TODO_DIR="\(s.directory.path)"
            export TODO_FILE="$TODO_DIR/todo.txt"
            export DONE_FILE="$TODO_DIR/done.txt"
            export REPORT_FILE="$TODO_DIR/report.txt"
            """.write(toFile: config, atomically: true, encoding: .utf8)
        let archive = try ProcessRun.run(todo, ["-d", config, "archive"])
        XCTAssertEqual(archive.status, 0, archive.standardError)
        let add = try ProcessRun.run(todo, ["-d", config, "add", "buy milk"])
        XCTAssertEqual(add.status, 0, add.standardError)
        try s.waitFor("the archive and the add shown") {
            let rows = ScreenText.listedRows($0)
            return rows.contains { $0.contains("buy milk") } && !rows.contains { $0.contains("filed taxes") }
        }

        try s.send("u")
        try s.waitForText("Undid not done")
        try s.waitFor("the own toggle undone and saved, the archived row still archived") { _ in
            let rows = self.lines(s.todoPath)
            return rows.contains("x 2026-11-30 called mom id:r000000002") && !rows.contains { $0.contains("filed taxes") }
                && rows.contains { $0.contains("buy milk") }
        }
        try s.send("q")
        XCTAssertEqual(try s.waitForExit(), 0)
        let done = lines(s.directory.appendingPathComponent("done.txt").path)
        XCTAssertEqual(done.filter { $0.contains("filed taxes") }.count, 1, "\(done)")
        XCTAssertFalse(done.contains { $0.contains("called mom") }, "\(done)")
        XCTAssertEqual(try s.savedRowTexts().count, 3)
    }
}
