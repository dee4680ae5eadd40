import CoreTesting
import Foundation
import XCTest

/// Keys sent in one write, as a fast typist, a paste, a macro or `tmux send-keys` sends them,
/// land in the mode the keys before them left: the release binary in tmux.
extension EndToEndTests {
    func testKeysTypedAheadOfTheListPickerChooseInThePicker() throws {
        let s = try start("typeahead-picker")
        try waitForList(s)
        for name in ["shop.txt", "zoo.txt"] {
            try "bread\n".write(toFile: s.directory.appendingPathComponent(name).path, atomically: true, encoding: .utf8)
        }
        // L opens the picker on todo.txt; j moves to zoo.txt; Enter opens it: all in one write.
        try s.type("Lj\r")
        try s.waitFor("the list after todo.txt, opened") { $0.contains("Lista — zoo.txt") && ScreenText.listedRows($0) == ["bread"] }
        try s.send("L")
        try s.waitForText("┌ Lists")
        try s.type("k\rq")
        XCTAssertEqual(try s.waitForExit(), 0)
        XCTAssertEqual(try s.savedRowTexts(), Self.rows, "nothing typed ahead reached the first list")
    }

    func testKeysTypedAfterHelpsCloseMeetTheList() throws {
        let s = try start("typeahead-help")
        try waitForList(s)
        try s.send("?")
        try s.waitFor("help") { ScreenText.listedRows($0).isEmpty }
        // q closes help through its own dismiss; j and x are for the list.
        try s.type("qjx")
        try s.waitFor("bravo ticked, help gone") { $0.contains("[x] bravo two") && ScreenText.listedRows($0).count == Self.rows.count }
        try s.type("q")
        XCTAssertEqual(try s.waitForExit(), 0)
        let saved = try s.fileContents().components(separatedBy: "\n").filter { !$0.isEmpty }
        XCTAssertEqual(saved.count, Self.rows.count, saved.joined(separator: "\n"))
        XCTAssertTrue(saved.first { $0.contains("bravo two") }?.hasPrefix("x ") == true,
                      "j moved to bravo and x ticked it:\n\(saved.joined(separator: "\n"))")
        XCTAssertFalse(saved.first { $0.contains("alpha one") }?.hasPrefix("x ") == true)
    }
}
