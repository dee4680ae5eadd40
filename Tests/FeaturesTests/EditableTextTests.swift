import CoreTesting
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

/// Every edit does what its plain definition over the whole text does: the cursor clamped by
/// the text's count, an insert moving it by the graphemes the text gained.
final class EditableTextRuleTests: XCTestCase {
    private static let pieces = ["a", " ", "日", "😀", "👍🏽", "❤\u{FE0F}", "\u{200D}", "👨\u{200D}👩", "🇫🇷", "🇫", "🇷",
                                 "e", "\u{301}", "\u{1100}", "\u{1161}", "\u{11A8}", "\r", "\n", "\u{0915}", "\u{094D}", "\u{0937}"]
    private static let edits: [TextEdit] = [.deleteBackward, .deleteForward, .deleteWordBackward, .deleteToStart,
                                            .moveLeft, .moveRight, .moveHome, .moveEnd]

    /// The edit by its definition on (text, cursor).
    private func reference(_ text: String, _ cursor: Int, _ edit: TextEdit) -> (String, Int) {
        var characters = Array(text)
        let cursor = min(max(cursor, 0), characters.count)
        switch edit {
        case let .insert(typed):
            let clean = EditableText.singleLine(typed)
            guard !clean.isEmpty else { return (text, cursor) }
            let joined = String(characters[..<cursor]) + clean + String(characters[cursor...])
            return (joined, cursor + joined.count - text.count)
        case .deleteBackward:
            guard cursor > 0 else { return (text, cursor) }
            characters.remove(at: cursor - 1)
            return (String(characters), cursor - 1)
        case .deleteForward:
            guard cursor < characters.count else { return (text, cursor) }
            characters.remove(at: cursor)
            return (String(characters), cursor)
        case .moveRight: return (text, min(characters.count, cursor + 1))
        case .moveEnd: return (text, characters.count)
        default:
            var field = EditableText(text, cursor: cursor)
            field.apply(edit)
            return (field.text, field.cursor)
        }
    }

    func testEditsAgreeWithTheirDefinitionOverTheWholeText() {
        var generator = SeededGenerator(seed: 36)
        for round in 0..<20_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let cursor = Int.random(in: -1...(text.count + 1), using: &generator)
            let edit: TextEdit = Bool.random(using: &generator)
                ? .insert((0..<Int.random(in: 1...3, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined())
                : Self.edits.randomElement(using: &generator)!
            var field = EditableText(text, cursor: cursor)
            XCTAssertEqual(field.cursor, min(max(cursor, 0), text.count), "round \(round): clamped \(text.debugDescription) at \(cursor)")
            field.apply(edit)
            let expected = reference(text, cursor, edit)
            XCTAssertEqual(field.text, expected.0, "round \(round): \(edit) on \(text.debugDescription) at \(cursor)")
            XCTAssertEqual(field.cursor, expected.1, "round \(round): \(edit) on \(text.debugDescription) at \(cursor)")
            if field.text != expected.0 || field.cursor != expected.1 { return }
        }
    }
}
