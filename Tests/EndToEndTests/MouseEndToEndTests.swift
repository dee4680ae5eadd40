import Foundation
import XCTest

/// The mouse at a real terminal (tmux) on the binary under test: mouse reports typed into the
/// pane as the bytes a terminal sends, the results read on the screen and in the file.
extension EndToEndTests {
    func testAClickSelectsAndADoubleClickTypesWhereItWasClicked() throws {
        let s = try start("mouse-click")
        try waitForList(s)
        XCTAssertEqual(try s.display(TmuxSession.mouseModes), "0110", "button-event tracking in SGR form")
        try s.click(column: 12, row: 4)
        try s.waitFor("the clicked row selected") { ScreenText.selectedRow($0) == "charlie three" }
        // "bravo two" on line 3: its text starts at column 7, so column 13 is the t of "two".
        try s.click(column: 13, row: 3)
        try s.click(column: 13, row: 3)
        try s.waitForText("done editing")
        try s.type("X")
        try s.waitFor("the X typed before the clicked letter") { $0.contains("bravo Xtwo") }
        try s.send("Escape")
        try s.waitFor("the field closed") { !$0.contains("done editing") }
        try s.send("q")
        XCTAssertEqual(try s.waitForExit(), 0)
        XCTAssertEqual(try s.savedRowTexts(), ["alpha one", "bravo Xtwo", "charlie three", "delta four", "echo five"])
        try assertTerminalRestored(s)
    }

    func testADragUnderThePendingFilterMovesTheRowAndLeavesTheDoneRowsInTheFile() throws {
        let file = [
            "first pending id:e2em00001", "x 2026-11-01 done one id:e2em00002", "second pending id:e2em00003",
            "x 2026-11-02 done two id:e2em00004", "third pending id:e2em00005",
        ]
        let s = try start("mouse-drag", rows: file)
        try s.waitFor("the list") { ScreenText.listedRows($0).count == 5 }
        try s.click(column: 20, row: 1)
        try s.waitFor("the pending rows only") {
            ScreenText.listedRows($0) == ["first pending", "second pending", "third pending"] && $0.contains("Pending")
        }
        // Press on "third pending" (line 4), drag up to "first pending" (line 2), watch, release.
        try s.mouse(0, column: 10, row: 4)
        try s.mouse(32, column: 10, row: 3)
        try s.mouse(32, column: 10, row: 2)
        try s.waitFor("the live preview with the row where it would land") {
            $0.components(separatedBy: "\n")[1].hasPrefix("≡ [ ] third pending")
        }
        XCTAssertTrue(try s.fileContents().hasSuffix("third pending id:e2em00005\n"), "nothing moves before the release")
        try s.mouse(0, column: 10, row: 2, release: true)
        try s.waitFor("the row dropped first") {
            ScreenText.listedRows($0) == ["third pending", "first pending", "second pending"] && !$0.contains("≡")
        }
        try s.send("q")
        XCTAssertEqual(try s.waitForExit(), 0)
        XCTAssertEqual(try s.fileContents().components(separatedBy: "\n").filter { !$0.isEmpty }, [
            "third pending id:e2em00005", "first pending id:e2em00001", "x 2026-11-01 done one id:e2em00002",
            "second pending id:e2em00003", "x 2026-11-02 done two id:e2em00004",
        ], "only the dragged row moved: the done rows kept their lines, order and neighbours")
    }

    func testAClickOutsideTheFilterPopoverClosesIt() throws {
        let s = try start("mouse-popover")
        let before = try waitForList(s)
        try s.send("f")
        try s.waitForText("┌ Filter")
        try s.click(column: 70, row: 20)
        try s.waitForScreen(equalTo: before, "the list exactly as before, the popover closed by a click outside it")
    }

    func testAClickOutsideTheEditorWithAChangedDraftAsksBeforeDiscarding() throws {
        let s = try start("mouse-editor")
        try waitForList(s)
        try s.send("e")
        try s.waitForText("Edit row")
        try s.type(" changed")
        try s.waitForText("alpha one changed")
        try s.click(column: 2, row: 22)
        try s.waitForText("Discard unsaved changes?")
        try s.send("d")
        try s.waitFor("the sheet gone, the row as it was") {
            !$0.contains("Edit row") && ScreenText.listedRows($0).first == "alpha one"
        }
        try s.send("e")
        try s.waitForText("Edit row")
        try s.click(column: 2, row: 22)
        try s.waitFor("an unchanged draft closes at once") { !$0.contains("Edit row") && !$0.contains("Discard") }
    }

    func testWithNoMouseNoMouseModeIsSwitchedOn() throws {
        let s = try start("mouse-off", arguments: ["--no-mouse"])
        try waitForList(s)
        XCTAssertEqual(try s.display(TmuxSession.mouseModes), "0000")
        try s.send("?")
        try s.waitForText("Lista — keys")
        try s.send("q")
        try waitForList(s)
        XCTAssertEqual(try s.display(TmuxSession.mouseModes), "0000")
        try s.send("q")
        XCTAssertEqual(try s.waitForExit(), 0)
    }

    func testAStopFromOutsideTurnsReportingOffUntilTheAppContinues() throws {
        let s = try start("mouse-stop", jobControl: true)
        try s.waitFor("the shell's prompt") { $0.components(separatedBy: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "$" } }
        try s.type("sh launch.sh")
        try s.send("Enter")
        try waitForList(s)
        XCTAssertEqual(try s.display(TmuxSession.mouseModes), "0110")
        // Only the app stops (kill -TSTP PID), so the shell does not report the job stopped.
        try s.signal(SIGTSTP)
        try s.waitForDisplay("#{alternate_on}", toBe: "0", "the app to leave the screen")
        try s.waitForDisplay(TmuxSession.mouseModes, toBe: "0000", "no mouse reports for the shell while stopped")
        try s.signal(SIGCONT)
        try waitForList(s)
        try s.waitForDisplay(TmuxSession.mouseModes, toBe: "0110", "reporting on again when the app continues")
        try s.click(column: 12, row: 5)
        try s.waitFor("clicks work again") { ScreenText.selectedRow($0) == "delta four" }
        try s.send("q")
        try s.waitFor("the app gone") { !$0.contains("alpha one") }
        XCTAssertEqual(try s.display(TmuxSession.mouseModes), "0000")
    }
}
