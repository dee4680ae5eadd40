import CoreTesting
@testable import Views
import XCTest

/// A text field's window measures only what is on screen, and still shows what measuring the
/// whole text shows.
final class FieldWindowTests: XCTestCase {
    /// The window as its rule states it, by measuring every grapheme of the text.
    private func windowByTheWholeText(_ text: String, cursor: Int, width: Int) -> (start: Int, cursorColumn: Int) {
        let widths = Array(text).map(RowView.columns(of:))
        let clamped = min(max(cursor, 0), widths.count)
        var start = 0
        var before = widths[..<clamped].reduce(0, +)
        while before > width - 1, start < clamped {
            before -= widths[start]
            start += 1
        }
        return (start, before)
    }

    /// The text from `start` on, clipped to `width` columns as a field draws it.
    private func drawn(_ text: String, width: Int) -> [String] {
        var grid = Grid(rows: 1, columns: width + 4)
        grid.put(text, row: 0, column: 0, width: width)
        return grid.lines
    }

    func testTheWindowIsTheOneMeasuringTheWholeTextGives() {
        var generator = SeededGenerator(seed: 36)
        for _ in 0..<3_000 {
            let text = HostileText.make(length: Int.random(in: 0...40, using: &generator), using: &generator)
            let count = text.count
            let cursor = Int.random(in: -2...(count + 2), using: &generator)
            let width = Int.random(in: 1...12, using: &generator)
            let window = RowView.window(text, cursor: cursor, width: width)
            let expected = windowByTheWholeText(text, cursor: cursor, width: width)
            let context = "\(text.debugDescription) cursor \(cursor) width \(width)"
            XCTAssertEqual(window.start, expected.start, context)
            XCTAssertEqual(window.cursorColumn, expected.cursorColumn, context)
            XCTAssertEqual(drawn(window.shown, width: width), drawn(String(Array(text)[expected.start...]), width: width), context)
        }
    }

    /// At the end of a 2 MB line a key measures a field's width, not the line: the window
    /// shows the end, and is a few graphemes long.
    func testAtTheEndOfALongLineOnlyTheEndIsShown() {
        let text = String(repeating: "word ", count: 400_000) + "TAIL"
        let window = RowView.window(text, cursor: text.count, width: 20)
        XCTAssertEqual(window.shown, "word word word TAIL")
        XCTAssertEqual(window.cursorColumn, 19)
        XCTAssertEqual(window.start, text.count - 19)
        XCTAssertEqual(RowView.window(text, cursor: 0, width: 20).shown.count, 21, "the graphemes that fill the width, and the one that overflows")
    }

    /// A field shows a control as the list does (`<U+202E>`, `^[`), and the cursor after it
    /// stands on the cell of the grapheme after it.
    func testTheCursorAfterAnEscapedControlStandsOnTheNextGrapheme() {
        for (text, cursor, column) in [("ab\u{202E}cd", 3, 10), ("a\u{1B}[b", 2, 3), ("\u{200B}\u{9B}x", 2, 16)] {
            let window = RowView.window(text, cursor: cursor, width: 30)
            XCTAssertEqual(window.cursorColumn, column, text.debugDescription)
            let line = Array(drawn(window.shown, width: 30)[0])
            XCTAssertEqual(String(line[column]), String(Array(text)[cursor]), "\(text.debugDescription): \(String(line))")
        }
    }
}
