import Foundation
import XCTest

/// Every destination opens and closes in the binary under test (the release build in
/// `make test`), through each road out: the slot's dismiss (Esc) and the feature's own effect
/// (its close key, the editor's save and cancel). The release build once crashed with exit 139
/// on every one of the second kind, which the debug build never showed.
extension EndToEndTests {
    func testEveryDestinationOpensAndClosesThroughEachRoadOut() throws {
        let s = try start("destinations")
        let before = try waitForList(s)

        for close in ["Escape", "?", "q"] {
            try s.send("?")
            try s.waitForText("Lista — keys")
            try s.send(close)
            try s.waitForScreen(equalTo: before, "the list exactly as before, the help cover closed with \(close)")
        }
        for close in ["Escape", "f", "q"] {
            try s.send("f")
            try s.waitForText("┌ Filter")
            try s.send(close)
            try s.waitForScreen(equalTo: before, "the list exactly as before, the filter popover closed with \(close)")
        }
        for close in ["Escape", "h", "Left", "q"] {
            try s.send("l")
            try s.waitForText("Lista › alpha one")
            try s.send(close)
            try s.waitForScreen(equalTo: before, "the list exactly as before, the detail page closed with \(close)")
        }
        for close in ["Escape", "h", "Left", "q"] {
            // The popover's eighth option pushes the archived rows' page (the effect reads done.txt).
            try s.send(contentsOf: ["f"] + Array(repeating: "j", count: 7) + ["Enter"])
            try s.waitForText("done.txt, archived rows — read only · 0 rows")
            try s.send(close)
            try s.waitForScreen(equalTo: before, "the list exactly as before, the archive page closed with \(close)")
        }
        try s.send("e")
        try s.waitForText("Edit row")
        try s.send("Escape")
        try s.waitForScreen(equalTo: before, "the list exactly as before, the unchanged editor closed with Escape")
        try s.send("e")
        try s.waitForText("Edit row")
        try s.send("Enter")
        try s.waitFor("the list as before, the unchanged editor saved with Enter saying so") {
            !$0.contains("Edit row") && ScreenText.listedRows($0) == ScreenText.listedRows(before) && $0.contains("Nothing changed")
        }

        try s.send("e")
        try s.waitForText("Edit row")
        try s.type(" saved")
        try s.waitForText("alpha one saved")
        try s.send("Enter")
        try s.waitFor("the sheet closed and the edit in the list") {
            !$0.contains("Edit row") && ScreenText.listedRows($0).first == "alpha one saved"
        }

        try s.send("e")
        try s.waitForText("Edit row")
        try s.type(" then saved from the question")
        try s.send("Escape")
        try s.waitForText("Discard unsaved changes?")
        try s.send("s")
        try s.waitFor("the sheet closed by the confirmation's save") {
            !$0.contains("Edit row") && ScreenText.listedRows($0).first == "alpha one saved then saved from the question"
        }

        try s.send("q")
        XCTAssertEqual(try s.waitForExit(), 0)
        XCTAssertEqual(try s.savedRowTexts().first, "alpha one saved then saved from the question")
    }

    /// `--open` presents through the same action as the key, before the first frame, and the
    /// deep-linked page closes through its own effect like any other.
    func testADeepLinkedDetailPageIsUpOnTheFirstFrameAndGoesBackWithItsOwnKey() throws {
        let s = try start("opendetail", arguments: ["--open", "detail:e2e0000001"])
        try s.waitFor("the detail page of the second row, with no key sent") { screen in
            XCTAssertFalse(ScreenText.listedRows(screen).contains("alpha one"), "the list was drawn first:\n\(TmuxSession.framed(screen))")
            return screen.contains("Lista › bravo two")
        }
        try s.send("h")
        try s.waitFor("the list with the deep-linked row selected") { ScreenText.selectedRow($0) == "bravo two" }
        try s.send("q")
        XCTAssertEqual(try s.waitForExit(), 0)
    }

    /// On the detail page, x, e and d act on the page's row (they used to be ignored).
    func testTheDetailPageTogglesEditsAndDeletesItsOwnRow() throws {
        let s = try start("detailkeys")
        try waitForList(s)
        try s.send("j", "l")
        try s.waitForText("Lista › bravo two")
        try s.send("x")
        try s.waitFor("the page showing its row done") { $0.contains("Status     done") }
        try s.send("e")
        try s.waitFor("the editor on the same row") { $0.contains("Edit row") && $0.contains("bravo two") }
        try s.send("Escape")
        try s.waitFor("the list back, the row done") { ScreenText.listedRows($0).contains("bravo two") && !$0.contains("Edit row") }
        try s.send("l")
        try s.waitForText("Lista › bravo two")
        try s.send("d")
        try s.waitFor("the list without the row, back from the page") {
            !$0.contains("Lista › bravo two") && !ScreenText.listedRows($0).contains("bravo two") && $0.contains("Deleted “bravo two”")
        }
        try s.send("q")
        XCTAssertEqual(try s.waitForExit(), 0)
        XCTAssertFalse(try s.savedRowTexts().contains { $0.contains("bravo two") })
    }
}
