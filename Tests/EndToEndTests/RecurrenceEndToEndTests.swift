import Foundation
import XCTest

/// At a real terminal, on the release build: `x` on a recurring row adds the next one.
final class RecurrenceEndToEndTests: XCTestCase {
    private func day(_ offset: Int) -> String {
        LocalDay.string(offset)
    }

    func testXOnARecurringRowAddsTheNextOneAndUUndoesBoth() throws {
        let s = try TmuxSession("recurring", rows: ["water plants rec:1w due:2026-11-28 id:r000000001"])
        defer { s.close() }
        try s.waitFor("the row") { ScreenText.listedRows($0).count == 1 }
        try s.send("x")
        try s.waitForText("Done; the next")
        try s.waitFor("both rows saved") { _ in
            let lines = ((try? s.fileContents()) ?? "").split(separator: "\n")
            return lines.count == 2 && lines[0] == "x \(self.day(0)) water plants rec:1w due:2026-11-28 id:r000000001"
                && lines[1] == "\(self.day(0)) water plants rec:1w due:\(self.day(7))"
        }
        try s.send("u")
        try s.waitForText("Undid done")
        try s.send("q")
        XCTAssertEqual(try s.waitForExit(), 0)
        XCTAssertEqual(try s.fileContents(), "water plants rec:1w due:2026-11-28 id:r000000001\n")
    }
}
