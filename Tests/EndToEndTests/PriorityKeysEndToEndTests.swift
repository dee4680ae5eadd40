import Foundation
import XCTest

/// At a real terminal, on the release build: priority from the keyboard.
final class PriorityKeysEndToEndTests: XCTestCase {
    func testPThenALetterAndPlusAndMinusChangeThePriorityInTheFile() throws {
        let s = try TmuxSession("priority", rows: ["pay rent id:p000000001", "call mom id:p000000002"])
        defer { s.close() }
        try s.waitFor("two rows") { ScreenText.listedRows($0).count == 2 }
        try s.send("p")
        try s.waitForText("Priority: type a letter")
        try s.send("b")
        try s.waitForText("now has priority B")
        try s.send("j", "+", "+")
        try s.waitFor("both saved") { _ in
            (try? s.fileContents()) == "(B) pay rent id:p000000001\n(A) call mom id:p000000002\n"
        }
        try s.send("-", "u")
        try s.waitForText("Undid priority down")
        try s.send("k", "p", "Escape")
        try s.send("q")
        XCTAssertEqual(try s.waitForExit(), 0)
        XCTAssertEqual(try s.fileContents(), "(B) pay rent id:p000000001\n(A) call mom id:p000000002\n")
    }
}
