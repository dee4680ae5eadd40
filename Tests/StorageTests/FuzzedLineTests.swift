import XCTest
@testable import Storage

/// Regressions found by `make fuzz` (target todo-lines): rows whose saved line read back as a
/// different row.
final class FuzzedLineTests: XCTestCase {
    /// A pending row whose text starts with "x " needs a tag in front of the text, or the line
    /// reads as done. The only tag was the id, and the text held an `id:` word too, so the
    /// word after it won: the row came back with another id and the shield in its text.
    func testARowWhoseTextStartsWithXAndHoldsAnIDWordKeepsItsIDAndText() {
        // Typed, "x " would mark the row done; a text like this comes from a line such as
        // "(A) x marks…", whose priority comes first.
        let item = TodoItem(id: "aaaaaaaaaa", text: "x marks the spot id:zzz")
        let reread = TodoItem(parsing: item.line)
        XCTAssertEqual(reread.fields, item.fields, item.line)
    }

    /// `lista add` with a line break: the text was read with the break inside a word, then
    /// printed with a space there, which made `note:a%20b` a tag of its own on reading back.
    func testAnAddedLineWithALineBreakReadsBackAsTheSameRow() {
        var item = TodoItem(parsing: "call note:a%20b\nmore")
        item.id = "aaaaaaaaaa"
        let reread = TodoItem(parsing: item.line)
        XCTAssertEqual(reread.fields, item.fields, item.line)
    }

    /// A carriage return inside a file's line stayed in the text until the row was edited,
    /// then printed as a space: a `due:` word ending at it became the row's due date.
    func testACarriageReturnInsideALineReadsTheSameBeforeAndAfterAnEdit() {
        var item = TodoFile.parse(Array("call due:2024-01-01\rlater id:aaaaaaaaaa\n".utf8)).file.items[0]
        item.complete(on: TodoDate(year: 2025, month: 6, day: 1)!)
        let reread = TodoItem(parsing: item.line)
        XCTAssertEqual(reread.fields, item.fields, item.line)
    }

    /// `tracked:360 tracked:0`: the last one wins (no time) and the first stays text. The
    /// printer writes no tag for no time, so the word in the text became the time.
    func testATrackedWordInTheTextStaysTextWhenALaterTrackedZeroWon() {
        var item = TodoItem(parsing: "work tracked:360 more tracked:0")
        XCTAssertEqual(item.trackedSeconds, 0)
        item.id = "aaaaaaaaaa"
        let reread = TodoItem(parsing: item.line)
        XCTAssertEqual(reread.fields, item.fields, item.line)
    }

    /// The shield check split the text into `Character`s, where a space followed by a combining
    /// mark is one: it missed the `id:` word before such a space, which the parser (splitting
    /// on space bytes) reads as a tag, so the row came back with that id.
    func testAnIDWordBeforeASpaceWithACombiningMarkIsSeenWhenShieldingTheText() {
        let item = TodoItem(id: "aaaaaaaaaa", text: "x marks id:zzz \u{64F}more")
        let reread = TodoItem(parsing: item.line)
        XCTAssertEqual(reread.fields, item.fields, item.line)
    }

    /// A row whose id is Lista's own (never written) and that has no other tag: nothing stood
    /// between the header and a text starting with "x ", so the saved line read back as done.
    func testAPendingRowWithNoWrittenTagWhoseTextStartsWithXStaysPending() {
        let item = TodoItem(id: "aaaaaaaaaa", writesID: false, text: "x marks the spot")
        let line = item.line
        let reread = TodoItem(parsing: line)
        XCTAssertFalse(reread.done, line)
        XCTAssertEqual(reread.text, item.text, line)
        XCTAssertFalse(line.contains("id:"), "an id that is not written stays out of the line: \(line)")
    }

    /// A done row with no text and no tag written: its line was "x" alone, which reads back as
    /// a pending row whose text is "x".
    func testADoneRowWithNoTextAndNoTagWrittenStaysDone() {
        for done in [true, false] {
            let item = TodoItem(id: "aaaaaaaaaa", writesID: false, text: "", done: done, priority: done ? nil : "A")
            let reread = TodoItem(parsing: item.line)
            XCTAssertEqual(reread.done, item.done, item.line)
            XCTAssertEqual(reread.priority, item.priority, item.line)
            XCTAssertEqual(reread.text, "", item.line)
        }
    }
}
