import Collections
import Core
@testable import Features
import Storage
@testable import Views
import XCTest

/// "Whole text": a row expanded with `z` wraps its whole text; the focused field
/// scrolls as before.
extension AppViewTests {
    private func expanded(_ text: String, selection: String? = nil) -> TodoList.State {
        var list = state([("a", text, false), ("b", "next row", false)], selection: selection)
        list.content.modify(id: "a") { $0.isExpanded = true }
        return list
    }

    /// The lines under the header when the first of two rows, expanded, holds `text`.
    private func assertExpanded(_ text: String, columns: Int, _ expected: [String], _ message: String = "",
                                file: StaticString = #filePath, line: UInt = #line) {
        let lines = render(expanded(text), columns: columns, rows: expected.count + 3)
        XCTAssertEqual(Array(lines[1...expected.count]), expected, message, file: file, line: line)
    }

    func testAnExpandedRowWrapsItsWholeTextUnderItsFirstWord() {
        assertExpanded("call the bank about the loan and the 日本語 forms, then cafe\u{301} +work", columns: 30, [
            "› [ ] call the bank about the ",
            "      loan and the 日本語     ",
            "      forms, then cafe\u{301} +work  ",
            "      tracked 0:00            ",
            "  [ ] next row                ",
        ])
    }

    func testAWrappedRowKeepsItsWordsStylesAndTheSelectionOnEveryLine() {
        var theme = Theme([.selection: ThemeStyle(attributes: .reverse)])
        theme.setStyle(.project, foreground: .palette(5))
        let project = CellStyle(foreground: .palette(5))
        let grid = grid(expanded("a b c d e f g h i j k l +work m n o p", selection: "a"), columns: 30, rows: 8,
                        context: ViewContext(theme: theme))
        XCTAssertEqual(Array(grid.lines[1...3]), [
            "› [ ] a b c d e f g h i j k l ",
            "      +work m n o p           ",
            "      tracked 0:00            ",
        ])
        XCTAssertEqual(Array(grid.styleLines([[.reverse]: "R", project.adding(.reverse): "P", [.dim]: "-"])[1...3]), [
            "RRRRRRRRRRRRRRRRRRRRRRRRRRRRRR",
            "RRRRRRPPPPPRRRRRRRRRRRRRRRRRRR",
            "------------------            ",
        ], "the default selection reverses the project's colour")
    }

    func testAWideCharacterThatWouldStraddleTheEdgeMovesToTheNextLine() {
        assertExpanded("日本語日本語日本語日本語日本語日本語日本語日本語", columns: 31, [
            "› [ ] 日本語日本語日本語日本語 ",
            "      日本語日本語日本語日本語 ",
            "      tracked 0:00             ",
        ], "25 columns of text: 12 wide characters a line, the 13th would straddle the edge")
    }

    func testTheFocusedExpandedRowStillScrollsItsFieldOnOneLine() {
        var list = expanded("one two three four five six seven eight nine ten", selection: "a")
        list.focus = "a"
        list.content.modify(id: "a") { $0.cursor = 48 }
        var viewport = ListViewport()
        let frame = AppView.render(list, size: TerminalSize(rows: 8, columns: 30), viewport: &viewport)
        XCTAssertEqual(Array(frame.grid.lines[1...3]), [
            "› [ ] ix seven eight nine ten ",
            "      tracked 0:00            ",
            "  [ ] next row                ",
        ])
        XCTAssertEqual(frame.cursor?.row, 1)
    }

    func testARowTallerThanTheScreenShowsWhatFitsAndTheListScrollsToIt() {
        var list = state([("x", "first", false), ("a", String(repeating: "word ", count: 400), false)], selection: "a")
        list.content.modify(id: "a") { $0.isExpanded = true }
        var viewport = ListViewport()
        let frame = AppView.render(list, size: TerminalSize(rows: 8, columns: 30), viewport: &viewport)
        XCTAssertEqual(viewport.top, 1, "the selected row starts the screen")
        XCTAssertEqual(Array(frame.grid.lines[1...5]), [
            "› [ ] word word word word word",
            "      word word word word word",
            "      word word word word word",
            "      word word word word word",
            "      word word word word word",
        ])
    }
}
