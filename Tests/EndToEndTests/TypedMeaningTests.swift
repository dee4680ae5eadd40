import CoreTesting
import Foundation
import XCTest

/// What is typed into a row means what todo.txt says, in the binary under test.
extension EndToEndTests {
    func testAPriorityTypedIntoANewRowIsWrittenFirstInItsLine() throws {
        let s = try start("typedpriority")
        try waitForList(s)
        try s.send("a")
        try s.type("(A) pay rent")
        try s.waitForText("(A) pay rent")
        try s.send("Enter")
        try s.waitFor("the new row without the typed (A) in its text") { ScreenText.listedRows($0).contains { $0.hasSuffix("pay rent") } }
        try s.send("q")
        XCTAssertEqual(try s.waitForExit(), 0)
        let line = try s.fileContents().split(separator: "\n").first { $0.contains("pay rent") }.map(String.init)
        XCTAssertEqual(line?.hasPrefix("(A) "), true, "todo.txt wants the priority first: \(line ?? "no line")")
    }
}

/// A date the app writes into a row is saved as the person's own change would be.
extension EndToEndTests {
    func testADueDateTypedAsAWordIsSavedAsTheDateRightAfterEnter() throws {
        let s = try start("typeddue")
        try waitForList(s)
        try s.send("a")
        try s.type("Pay rent due:tomorrow")
        // A pause before Enter: the text as typed is saved first, as the person left it.
        try waitForFile(s, "the text as typed to be saved") { $0.contains("Pay rent due:tomorrow") }
        try s.send("Enter")
        let tomorrow = LocalDay.string(1)
        try waitForFile(s, "the converted date to be saved without another change") { $0.contains("Pay rent due:\(tomorrow)") }
        let listed = try ProcessRun.run(try TmuxSession.listaBinary(), ["ls", "--json", "--file", s.todoPath])
        XCTAssertEqual(listed.status, 0, listed.standardError)
        let row = listed.standardOutput.split(separator: "\n").first { $0.contains("Pay rent") }.map(String.init) ?? ""
        XCTAssertTrue(row.contains("\"due\":\"\(tomorrow)\""), "lista ls --json agrees with the screen: \(listed.standardOutput)")
        try s.send("q")
        XCTAssertEqual(try s.waitForExit(), 0)
    }

    /// Polls the session's file until `predicate` holds (10 s at most).
    private func waitForFile(_ s: TmuxSession, _ what: String, file: StaticString = #filePath, line: UInt = #line,
                             _ predicate: (String) -> Bool) throws {
        let deadline = Date().addingTimeInterval(10)
        while !predicate(FileText.read(s.todoPath) ?? "") {
            guard Date() < deadline else {
                return try TmuxSession.fail("Timed out waiting for \(what); the file:\n\(FileText.read(s.todoPath) ?? "(none)")",
                                            file: file, line: line)
            }
            usleep(20_000)
        }
    }
}
