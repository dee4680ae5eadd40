import Views
import XCTest

final class GridTests: XCTestCase {
    private func assertLines(_ grid: Grid, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(grid.lines, expected, file: file, line: line)
        for text in grid.lines {
            XCTAssertEqual(DisplayWidth.of(text), grid.columns, "line \(text.debugDescription)", file: file, line: line)
        }
    }

    func testBlankGrid() {
        assertLines(Grid(rows: 2, columns: 3), ["   ", "   "])
        XCTAssertEqual(Grid(rows: -1, columns: 5).lines, [])
        XCTAssertEqual(Grid(rows: 1, columns: 0).lines, [""])
    }

    func testPutCJKEmojiAndCombiningMarks() {
        var grid = Grid(rows: 3, columns: 8)
        XCTAssertEqual(grid.put("日本語", row: 0, column: 0), 6)
        grid.put("a😀b", row: 1, column: 1)
        grid.put("e\u{301}te\u{301}", row: 2, column: 0)
        assertLines(grid, ["日本語  ", " a😀b   ", "e\u{301}te\u{301}     "])
        XCTAssertEqual(grid[0, 0].width, 2)
        XCTAssertTrue(grid[0, 1].isContinuation)
        XCTAssertEqual(grid[2, 0].text, "e\u{301}")
    }

    func testWideCharacterAtTheRightEdgeBecomesASpace() {
        var grid = Grid(rows: 2, columns: 5)
        grid.put("ab日本", row: 0, column: 0)
        grid.put("日本", row: 1, column: 0, width: 3)
        assertLines(grid, ["ab日 ", "日   "])
        XCTAssertEqual(grid[0, 4].text, " ")
        XCTAssertEqual(grid[1, 2].text, " ")
    }

    func testClippingOnEveryEdge() {
        var grid = Grid(rows: 2, columns: 4)
        grid.put("hidden", row: -1, column: 0)
        grid.put("hidden", row: 2, column: 0)
        grid.put("xy日z", row: 0, column: -3)
        grid.put("abcdef", row: 1, column: 2)
        assertLines(grid, [" z  ", "  ab"])
    }

    func testOverwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var grid = Grid(rows: 2, columns: 6)
        grid.put("日本語", row: 0, column: 0)
        grid.put("x", row: 0, column: 1)  // over the continuation of 日
        grid.put("y", row: 0, column: 2)  // over the lead of 本
        assertLines(grid, [" xy 語", "      "])
        grid.put("中", row: 1, column: 0)
        grid.put("中", row: 1, column: 1)
        assertLines(grid, [" xy 語", " 中   "])
    }

    func testSanitizesWhatItDraws() {
        var grid = Grid(rows: 1, columns: 16)
        grid.put("a\u{1B}[2Jb\u{202E}", row: 0, column: 0)
        assertLines(grid, ["a^[[2Jb<U+202E> "])
    }

    func testAttributesAndColorsAreKeptPerCell() {
        var grid = Grid(rows: 1, columns: 4)
        let red = CellStyle([.bold, .reverse], foreground: .palette(1), background: .rgb(red: 1, green: 2, blue: 3))
        grid.put("日x", row: 0, column: 0, style: red)
        XCTAssertEqual(grid[0, 0].attributes, [.bold, .reverse])
        XCTAssertEqual(grid[0, 1].style, red, "the continuation carries the style")
        XCTAssertEqual(grid[0, 2].style, red)
        XCTAssertEqual(grid.styleLines([red: "r"]), ["rrr "])
        XCTAssertEqual(grid[0, 3], .blank)
    }

    func testFill() {
        var grid = Grid(rows: 3, columns: 5)
        grid.fill(row: 1, column: -1, height: 5, width: 3, with: "#")
        grid.fill(row: 0, column: 3, height: 1, width: 9, with: "日")  // wide fill chars become spaces
        assertLines(grid, ["     ", "##   ", "##   "])
    }

    func testBoxWithTitleOverContent() {
        var grid = Grid(rows: 6, columns: 12)
        for row in 0..<6 { grid.put(String(repeating: "日", count: 6), row: row, column: 0) }
        let inner = grid.box(Rect(row: 1, column: 1, height: 4, width: 10), title: "Edit 編集 row")
        XCTAssertEqual(inner, Rect(row: 2, column: 2, height: 2, width: 8))
        grid.put("text", row: inner.row, column: inner.column)
        assertLines(grid, [
            "日日日日日日",
            " ┌ Edit … ┐ ",
            " │text    │ ",
            " │        │ ",
            " └────────┘ ",
            "日日日日日日",
        ])
    }

    func testTinyBoxes() {
        var grid = Grid(rows: 3, columns: 3)
        grid.box(Rect(row: 0, column: 0, height: 1, width: 3))
        assertLines(grid, ["   ", "   ", "   "])
        grid.box(Rect(row: 0, column: 0, height: 2, width: 2), title: "ignored")
        grid.box(Rect(row: 1, column: 1, height: 5, width: 5))
        assertLines(grid, ["┌┐ ", "└┌─", " │ "])
    }

    func testLinesAreAlwaysExactlyTheGridWidth() {
        let samples = ["日本語テキスト", "😀😀😀", "e\u{301}\u{302}\u{303}", "a\u{0}b\u{1B}c", "👨\u{200D}👩\u{200D}👧", "﷽", "🇫🇷"]
        for columns in 1...9 {
            var grid = Grid(rows: samples.count, columns: columns)
            for (row, sample) in samples.enumerated() {
                grid.put(sample, row: row, column: row % 3 - 1)
            }
            for text in grid.lines {
                XCTAssertEqual(DisplayWidth.of(text), columns, "\(text.debugDescription) in \(columns) columns")
            }
        }
    }
}

extension GridTests {
    /// Found by GridPropertyTests: a box or fill wholly outside the grid used to trap on an
    /// inverted range.
    func testDrawingWhollyOutsideTheGridDoesNothing() {
        var grid = Grid(rows: 2, columns: 3)
        grid.fill(row: 5, column: 0, height: 2, width: 2, with: "#")
        grid.fill(row: -5, column: -5, height: 2, width: 2, with: "#")
        grid.fill(row: 0, column: 7, height: 2, width: 2, with: "#")
        grid.box(Rect(row: 2, column: 0, height: 4, width: 3))
        grid.box(Rect(row: -4, column: -4, height: 3, width: 3))
        XCTAssertEqual(grid.lines, ["   ", "   "])
    }
}
