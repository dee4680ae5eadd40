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
