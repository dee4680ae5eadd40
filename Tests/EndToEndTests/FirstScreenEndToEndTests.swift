import Foundation
import XCTest

/// At a real terminal, on the release build: a large list's first frame is drawn
/// from a glance at its first rows while the rest is read. Keys typed before the whole list is
/// read wait for it: none is lost, and none lands on part of the list.
final class FirstScreenEndToEndTests: XCTestCase {
    func testKeysTypedWhileALargeListIsReadApplyToTheWholeList() throws {
        let count = 300_000
        let rows = (0..<count).map { "row \($0) +big id:r\(String(format: "%09d", $0))" }
        let s = try TmuxSession("first-screen", rows: rows)
        defer { s.close() }
        // At once, before the list can have been read: down one row, done, then to the last row.
        try s.send("j", "x", "G")
        // A sanitized build reads 300,000 rows far slower than the release build.
        try s.waitFor("the last row selected, under the whole file's counts", timeout: 120) { screen in
            ScreenText.selectedRow(screen) == "row \(count - 1) +big" && screen.contains("299,999 pending · 1 done")
                && !screen.contains("Reading")
        }
        try s.send("q")
        XCTAssertEqual(try s.waitForExit(), 0)
        let saved = try s.fileContents().split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(saved.count, count + 1, "every row, once, and the final newline")
        XCTAssertTrue(saved[1].hasPrefix("x "), "the second row was done: \(saved[1])")
        XCTAssertEqual(saved.filter { $0.hasPrefix("x ") }.count, 1, "and only it")
        XCTAssertEqual(String(saved[0]), rows[0])
        XCTAssertEqual(String(saved[count - 1]), rows[count - 1])
    }
}
