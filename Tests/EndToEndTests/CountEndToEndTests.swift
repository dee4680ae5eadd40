import Foundation
import XCTest

/// At a real terminal, on the release build: `5j` and `3J`, as in vim.
final class CountEndToEndTests: XCTestCase {
    func testACountRepeatsAMotionAndAMove() throws {
        let s = try TmuxSession("count", rows: (0..<8).map { "row \($0) id:c00000000\($0)" })
        defer { s.close() }
        try s.waitFor("eight rows") { ScreenText.listedRows($0).count == 8 }
        try s.send("5", "j")
        try s.waitFor("row 5 selected") { ScreenText.selectedRow($0) == "row 5" }
        try s.send("g", "3", "J")
        try s.waitFor("row 0 moved three steps, saved") { _ in
            (try? s.fileContents())?.hasPrefix("row 1 id:c000000001\nrow 2 id:c000000002\nrow 3 id:c000000003\nrow 0 id:c000000000\n") == true
        }
        try s.send("u")
        try s.waitForText("Undid")
        try s.send("q")
        XCTAssertEqual(try s.waitForExit(), 0)
        XCTAssertTrue(try s.fileContents().hasPrefix("row 0 id:c000000000\nrow 1 id:c000000001\n"))
    }
}
