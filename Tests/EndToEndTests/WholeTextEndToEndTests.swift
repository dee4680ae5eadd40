import Foundation
import XCTest

/// "Whole text", at a real terminal on the release build: `z` wraps a long row's
/// whole text, wide and combining characters included; `z` again folds it back to one line.
final class WholeTextEndToEndTests: XCTestCase {
    func testZWrapsALongRowsWholeTextAndFoldsItBack() throws {
        let text = "write to 日本の友達 about the cafe\u{301} and the cre\u{300}me brûlée recipe, the trip in "
            + "spring, the photos, and the long list of things to bring +trip @home"
        let s = try TmuxSession("wholetext", rows: [text + " id:w000000001", "next row id:w000000002"], width: 40, height: 12)
        defer { s.close() }
        try s.waitForText("next row")
        try s.send("z")
        let screen = try s.waitForSettled("the row expanded") { $0.contains("@home") }
        // 34 columns of text a line (日本の友達 takes 10). capture-pane drops trailing spaces.
        let lines = screen.components(separatedBy: "\n")
        XCTAssertEqual(Array(lines[1...7]), [
            "› [ ] write to 日本の友達 about the cafe\u{301}",
            "      and the cre\u{300}me brûlée recipe, the",
            "      trip in spring, the photos, and",
            "      the long list of things to bring",
            "      +trip @home",
            "      tracked 0:00",
            "  [ ] next row",
        ], "\n" + screen)
        try s.send("z")
        try s.waitFor("folded back to one cut line") { $0.contains("…") && !$0.contains("@home") }
        try s.send("q")
        XCTAssertEqual(try s.waitForExit(), 0)
    }

}
