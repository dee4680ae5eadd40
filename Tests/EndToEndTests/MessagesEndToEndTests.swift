import CoreTesting
import Foundation
import XCTest

/// Messages read whole, on the release binary in a real terminal: a start-up problem takes
/// the line (rows without ids are nothing to tell), a message cut to a narrow terminal says where the rest
/// is, and the messages page shows every start-up note whole.
final class MessagesEndToEndTests: XCTestCase {
    func testAConfigProblemTakesTheLineAndTheMessagesPageShowsEveryStartUpNoteWhole() throws {
        let rows = ["alpha one", "bravo two", "charlie three", "delta four", "echo five"]
        let session = try TmuxSession("messages", rows: rows, config: "set mouse maybe\n", width: 40, height: 10)
        defer { session.close() }
        let screen = try session.waitFor("the list with the config problem on the status line") { $0.contains("Config line 1") }
        let status = screen.components(separatedBy: "\n")[8]
        XCTAssertFalse(screen.contains("had no id"), "rows without ids are nothing to tell:\n\(screen)")
        XCTAssertTrue(status.hasPrefix("Config line 1 not used"), "the problem the person must act on is first:\n\(screen)")
        XCTAssertTrue(status.hasSuffix("(M for all)"), "a message cut to 40 columns says where the rest is:\n\(screen)")

        try session.send("M")
        let page = try session.waitFor("the messages page") { $0.contains("Lista — messages") }
        let text = page.components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")) }.joined(separator: " ")
        XCTAssertTrue(text.contains("Config line 1 not used: mouse is on or off, not maybe"), "the problem whole:\n\(page)")
        XCTAssertFalse(text.contains("had no id"), "the file's rows need no ids:\n\(page)")
        try session.send("q")
        try session.waitFor("the list back") { ScreenText.listedRows($0).count == rows.count || $0.contains("alpha one") }
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), 0)
    }
}
