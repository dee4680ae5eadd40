import XCTest
@testable import Storage

/// What a `note:` tag's value means: a note file's name (as the todo.sh note add-on and pter
/// write it), or an older Lista note kept in the line, percent-escaped.
final class NoteTagTests: XCTestCase {
    private func note(_ line: String) -> NoteTag? { TodoItem(parsing: line).note }

    func testAPlainValueIsAFileName() {
        XCTAssertEqual(note("call Bo note:x7Q.txt"), .file("x7Q.txt"))
        XCTAssertEqual(note("call Bo note:details"), .file("details"))
        // pter's subfolder names stay names (NoteFiles refuses to open them).
        XCTAssertEqual(note("call Bo note:sub/plan.md"), .file("sub/plan.md"))
        XCTAssertEqual(TodoItem(parsing: "call Bo note:x7Q.txt").text, "call Bo")
    }

    func testAnOlderPercentNoteIsReadAsItsText() {
        let line = "dentist note:Ask%20about%20the%20new%20hygienist;%20bring%20insurance%20card"
        XCTAssertEqual(note(line), .inline("Ask about the new hygienist; bring insurance card"))
        XCTAssertEqual(note("y note:Überweisung"), .inline("Überweisung"))
        XCTAssertEqual(note("y note:a:b"), .inline("a:b"))
        // A stray % is no note: the word stays in the text.
        XCTAssertNil(note("y note:50%"))
        XCTAssertEqual(TodoItem(parsing: "y note:50%").text, "y note:50%")
    }

    func testEachKindPrintsAsItReads() {
        for tag in [NoteTag.file("abc.txt"), .file("sub/plan.md"), .inline("Call"), .inline("two words\nand a line"),
                    .inline("a.b"), .inline("%"), .inline("Überweisung")] {
            var item = TodoItem(id: "", writesID: false, text: "row")
            item.note = tag
            XCTAssertEqual(TodoItem(parsing: item.line).note, tag, item.line)
            XCTAssertEqual(TodoItem(parsing: item.line).text, "row", item.line)
        }
        var item = TodoItem(id: "", writesID: false, text: "row")
        item.note = .file("abc.txt")
        XCTAssertEqual(item.line, "row note:abc.txt")
        item.note = .inline("Call")
        XCTAssertEqual(item.line, "row note:%43all")
    }
}
