@testable import Features
import XCTest

final class EditableTextTests: XCTestCase {
    private func applying(_ edits: [TextEdit], to text: String, cursor: Int? = nil) -> EditableText {
        var field = EditableText(text, cursor: cursor)
        for edit in edits { field.apply(edit) }
        return field
    }

    func testInsertAtTheCursor() {
        let field = applying([.moveHome, .insert("¡"), .moveEnd, .insert("!")], to: "hola")
        XCTAssertEqual(field.text, "¡hola!")
        XCTAssertEqual(field.cursor, 6)
    }

    func testCursorStepsByGrapheme() {
        // An emoji with skin tone, a ZWJ family, e + combining acute, and CJK: one step each.
        let text = "a👍🏽👨‍👩‍👧e\u{301}漢"
        let field = applying([.moveLeft, .moveLeft, .deleteBackward], to: text)
        XCTAssertEqual(field.text, "a👍🏽e\u{301}漢")
        XCTAssertEqual(field.cursor, 2)
        let forward = applying([.moveHome, .moveRight, .deleteForward], to: text)
        XCTAssertEqual(forward.text, "a👨‍👩‍👧e\u{301}漢")
    }

    func testACombiningMarkTypedAfterALetterJoinsIt() {
        let field = applying([.insert("\u{301}")], to: "cafe")
        XCTAssertEqual(field.text, "café")
        XCTAssertEqual(field.cursor, 4)
    }

    func testDeleteWordBackwardAndToStart() {
        XCTAssertEqual(applying([.deleteWordBackward], to: "buy oat milk  ").text, "buy oat ")
        XCTAssertEqual(applying([.deleteWordBackward, .deleteWordBackward], to: "buy oat milk").text, "buy ")
        let middle = applying([.deleteToStart], to: "buy oat milk", cursor: 4)
        XCTAssertEqual(middle.text, "oat milk")
        XCTAssertEqual(middle.cursor, 0)
    }

    func testEditsAtTheEdgesAreHarmless() {
        XCTAssertEqual(applying([.moveHome, .deleteBackward, .moveLeft], to: "ab").text, "ab")
        XCTAssertEqual(applying([.deleteForward, .moveRight], to: "ab").cursor, 2)
        XCTAssertEqual(applying([.deleteWordBackward], to: "").text, "")
    }

    func testPastedLinesBecomeOneLineAndControlsAreDropped() {
        let field = applying([.insert("first line\nsecond\r\nthird\tfourth\u{1B}[31m\u{7}")], to: "")
        XCTAssertEqual(field.text, "first line second third fourth[31m")
    }

    func testOnlyTextChangingEditsSaySo() {
        XCTAssertTrue(TextEdit.insert("x").changesText)
        XCTAssertFalse(TextEdit.moveLeft.changesText)
    }
}
