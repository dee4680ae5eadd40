import CoreTesting
import Foundation
import XCTest

/// Several lists: the release binary in tmux, two lists in one folder. A sentence
/// half typed into one list survives a switch to the other and back, and a quit saves both.
extension EndToEndTests {
    func testAListSwitchKeepsEachListsHalfTypedEditAndAQuitSavesBoth() throws {
        let s = try start("lists")
        try waitForList(s)
        let other = s.directory.appendingPathComponent("shop.txt").path
        try "bread id:e2eb000001\n".write(toFile: other, atomically: true, encoding: .utf8)
        try "x 2026-11-01 old id:e2ed000001\n".write(toFile: s.directory.appendingPathComponent("done.txt").path,
                                                    atomically: true, encoding: .utf8)

        try s.send("j", "i", "End")
        try s.type(" half a sen")
        let typed = try s.waitForText("bravo two half a sen")
        let cursor = try s.display("#{cursor_x},#{cursor_y}")

        try s.send("C-o")
        let picker = try s.waitForSettled("the list picker") { $0.contains("┌ Lists") }
        XCTAssertTrue(picker.contains("( ) shop.txt") && picker.contains("(•) todo.txt"), TmuxSession.framed(picker))
        XCTAssertFalse(picker.contains("done.txt"), "todo.sh's archive is not a list:\n\(TmuxSession.framed(picker))")
        try s.send("k", "Enter")
        try s.waitFor("the other list, opened") { $0.contains("Lista — shop.txt") && ScreenText.listedRows($0) == ["bread"] }

        try s.send("a")
        try s.type("butter")
        try s.send("Enter")
        try s.waitFor("a row added to the other list") { ScreenText.listedRows($0) == ["bread", "butter"] }

        try s.send("L")
        try s.waitForText("┌ Lists")
        try s.send("j", "Enter")
        try s.waitForScreen(equalTo: typed, "the first list exactly as it was left, the half-typed row in its field")
        XCTAssertEqual(try s.display("#{cursor_x},#{cursor_y}"), cursor, "the cursor where it was")

        try s.type("tence")
        try s.waitForText("bravo two half a sentence")
        try s.send("Enter", "q")
        XCTAssertEqual(try s.waitForExit(), 0)
        XCTAssertEqual(try s.savedRowTexts()[1], "bravo two half a sentence")
        let shop = try XCTUnwrap(FileText.read(other))
        let shopRows = shop.components(separatedBy: "\n").filter { !$0.isEmpty }
        XCTAssertEqual(shopRows.count, 2, shop)
        XCTAssertEqual(shopRows.first, "bread id:e2eb000001")
        XCTAssertTrue(shopRows.last?.contains(" butter") == true, "the row added in the other list is saved there:\n\(shop)")
        let recent = try XCTUnwrap(FileText.read(s.directory.appendingPathComponent(".state/lista/recent").path))
        XCTAssertEqual(recent, other + "\n" + s.todoPath + "\n", "the lists opened, most recent first")
    }
}
