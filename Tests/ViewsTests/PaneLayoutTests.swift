import Views
import XCTest

final class PaneLayoutTests: XCTestCase {
    func testSheetIsCentredAndShrinksToFit() {
        XCTAssertEqual(PaneLayout.sheet(height: 10, width: 40, in: TerminalSize(rows: 24, columns: 80)),
                       Rect(row: 7, column: 20, height: 10, width: 40))
        XCTAssertEqual(PaneLayout.sheet(height: 10, width: 40, in: TerminalSize(rows: 5, columns: 20)),
                       Rect(row: 0, column: 0, height: 5, width: 20))
        XCTAssertEqual(PaneLayout.sheet(height: 3, width: 3, in: TerminalSize(rows: 0, columns: 0)).isEmpty, true)
    }

    func testPopoverOpensBelowItsAnchorOrAboveWhenNoRoom() {
        let screen = TerminalSize(rows: 24, columns: 80)
        XCTAssertEqual(PaneLayout.popover(height: 6, width: 20, anchor: CursorPosition(row: 3, column: 10), in: screen),
                       Rect(row: 4, column: 10, height: 6, width: 20))
        XCTAssertEqual(PaneLayout.popover(height: 6, width: 20, anchor: CursorPosition(row: 20, column: 70), in: screen),
                       Rect(row: 14, column: 60, height: 6, width: 20))
        // No room on either side: stays on screen, covering the anchor as a last resort.
        XCTAssertEqual(PaneLayout.popover(height: 6, width: 20, anchor: CursorPosition(row: 3, column: 0), in: TerminalSize(rows: 8, columns: 10)),
                       Rect(row: 2, column: 0, height: 6, width: 10))
    }

    func testOverlayDrawnOverAListLeavesTheRestIntact() {
        let size = TerminalSize(rows: 7, columns: 24)
        var grid = Grid(rows: size.rows, columns: size.columns)
        for row in 0..<size.rows { grid.put("\(row) 日本語 row text here", row: row, column: 0) }
        let pane = PaneLayout.popover(height: 4, width: 12, anchor: CursorPosition(row: 1, column: 5), in: size)
        // The pane's left border lands on the right half of 本, which becomes a space.
        let inner = grid.box(pane, title: "Filter")
        grid.put("☐ done 完了", row: inner.row, column: inner.column, width: inner.width)
        XCTAssertEqual(grid.lines, [
            "0 日本語 row text here  ",
            "1 日本語 row text here  ",
            "2 日 ┌ Filter ──┐ here  ",
            "3 日 │☐ done 完 │ here  ",
            "4 日 │          │ here  ",
            "5 日 └──────────┘ here  ",
            "6 日本語 row text here  ",
        ])
    }

    func testTooSmallNoticeAtEverySizeUpTo20x5() {
        let minimum = TerminalSize(rows: 10, columns: 40)
        for rows in 0...5 {
            for columns in 0...20 {
                let size = TerminalSize(rows: rows, columns: columns)
                let grid = Grid.tooSmallNotice(size: size, minimum: minimum)
                XCTAssertEqual(grid.lines.count, rows)
                for line in grid.lines { XCTAssertEqual(DisplayWidth.of(line), columns, "\(size)") }
                XCTAssertFalse(Grid.fits(size, minimum: minimum))
            }
        }
        XCTAssertEqual(Grid.tooSmallNotice(size: TerminalSize(rows: 4, columns: 20), minimum: minimum).lines, [
            "                    ",
            " Terminal too small ",
            " 20x4, needs 40x10  ",
            "                    ",
        ])
        XCTAssertEqual(Grid.tooSmallNotice(size: TerminalSize(rows: 1, columns: 1), minimum: minimum).lines, ["…"])
        XCTAssertTrue(Grid.fits(TerminalSize(rows: 10, columns: 40), minimum: minimum))
    }
}
