@testable import Terminal
import Views
import XCTest

final class DrawTests: XCTestCase {
    func testNcursesHoldsExactlyTheGrid() throws {
        let terminal = try HeadlessTerminal(rows: 5, columns: 12)
        var grid = Grid(rows: 5, columns: 12)
        grid.put("日本語 ok", row: 0, column: 0)
        grid.put("a😀b e\u{301}!", row: 1, column: 0, style: [.bold])
        grid.put("xx日本", row: 2, column: 7)  // 本 would straddle the edge
        grid.put("\u{1B}[2J\u{9B}", row: 3, column: 0)
        grid.box(Rect(row: 3, column: 8, height: 2, width: 4))
        terminal.screen.draw(Frame(grid: grid))
        for row in 0..<grid.rows {
            XCTAssertEqual(terminal.screen.heldLine(row: row), grid.lines[row], "row \(row)")
        }
        XCTAssertEqual(terminal.screen.heldCell(row: 1, column: 0).attributes, [.bold])
        XCTAssertEqual(terminal.screen.heldCell(row: 0, column: 0).attributes, [])
        XCTAssertEqual(terminal.screen.heldCell(row: 1, column: 5).text, "e\u{301}")
    }

    func testAttributesAndColorsReachNcurses() throws {
        let terminal = try HeadlessTerminal(rows: 2, columns: 10)
        var grid = Grid(rows: 2, columns: 10)
        grid.put("r", row: 0, column: 0, style: CellStyle([.reverse, .underline], foreground: .palette(1)))
        grid.put("d", row: 0, column: 1, style: CellStyle([.dim, .italic], foreground: .palette(6), background: .palette(200)))
        grid.put("p", row: 0, column: 2, style: [.bold])
        terminal.screen.draw(Frame(grid: grid))
        let red = terminal.screen.heldCell(row: 0, column: 0)
        XCTAssertEqual(red.attributes, [.reverse, .underline])
        XCTAssertEqual(terminal.screen.pairColors(red.pair).foreground, 1)
        XCTAssertEqual(terminal.screen.pairColors(red.pair).background, -1, "the terminal's own background")
        let cyan = terminal.screen.heldCell(row: 0, column: 1)
        XCTAssertEqual(cyan.attributes, [.dim, .italic])
        XCTAssertEqual(terminal.screen.pairColors(cyan.pair).foreground, 6)
        XCTAssertEqual(terminal.screen.pairColors(cyan.pair).background, 200)
        let plain = terminal.screen.heldCell(row: 0, column: 2).pair
        XCTAssertEqual(terminal.screen.pairColors(plain).foreground, -1, "the terminal's own colours")
        XCTAssertEqual(terminal.screen.pairColors(plain).background, -1)
    }

    /// A frame keeps the styles it has drawn at hand: a cell whose style came earlier in the
    /// frame, not just in the cell before, still gets its own attributes and pair.
    func testCellsWhoseStyleCameEarlierInTheFrameKeepTheirOwnStyle() throws {
        let terminal = try HeadlessTerminal(rows: 1, columns: 9)
        let styles: [CellStyle] = [[.bold], CellStyle([.reverse], foreground: .palette(2)), .plain]
        var grid = Grid(rows: 1, columns: 9)
        for column in 0..<9 {
            grid.put(String(UnicodeScalar(UInt8(0x61 + column))), row: 0, column: column, style: styles[[0, 1, 0, 2, 1, 1, 0, 2, 0][column]])
        }
        terminal.screen.draw(Frame(grid: grid))
        XCTAssertEqual(terminal.screen.heldLine(row: 0), "abcdefghi")
        for column in 0..<9 {
            let held = terminal.screen.heldCell(row: 0, column: column)
            let style = styles[[0, 1, 0, 2, 1, 1, 0, 2, 0][column]]
            XCTAssertEqual(held.attributes, style.attributes, "column \(column)")
            XCTAssertEqual(terminal.screen.pairColors(held.pair).foreground, style.foreground == .palette(2) ? 2 : -1, "column \(column)")
        }
    }

    func testOverwritingWideCharactersLeavesNoDebris() throws {
        let terminal = try HeadlessTerminal(rows: 1, columns: 8)
        var grid = Grid(rows: 1, columns: 8)
        grid.put("日本語テ", row: 0, column: 0)
        terminal.screen.draw(Frame(grid: grid))
        grid.put("abc", row: 0, column: 1)
        terminal.screen.draw(Frame(grid: grid))
        XCTAssertEqual(terminal.screen.heldLine(row: 0), grid.lines[0])
        XCTAssertEqual(grid.lines[0], " abc語テ")
    }

    func testAFrameThatChangesNothingWritesNothing() throws {
        let terminal = try HeadlessTerminal(rows: 24, columns: 80)
        var grid = Grid(rows: 24, columns: 80)
        for row in 0..<24 { grid.put("row \(row) 日本語 text", row: row, column: 2) }
        grid.put("row 3 日本語 text", row: 3, column: 2, style: [.reverse])
        terminal.screen.draw(Frame(grid: grid))
        let afterFirst = terminal.bytesWritten
        XCTAssertGreaterThan(afterFirst, 0)
        terminal.screen.draw(Frame(grid: grid))
        XCTAssertEqual(terminal.bytesWritten, afterFirst)

        // Moving a selection bar from row 3 to row 4 sends a small update, not a new screen.
        grid.put("row 3 日本語 text", row: 3, column: 2)
        grid.put("row 4 日本語 text", row: 4, column: 2, style: [.reverse])
        terminal.screen.draw(Frame(grid: grid))
        XCTAssertLessThan(terminal.bytesWritten - afterFirst, 250)
    }

    func testGridSmallerThanTheScreenBlanksTheRest() throws {
        let terminal = try HeadlessTerminal(rows: 3, columns: 6)
        var full = Grid(rows: 3, columns: 6)
        full.fill(row: 0, column: 0, height: 3, width: 6, with: "#")
        terminal.screen.draw(Frame(grid: full))
        var small = Grid(rows: 2, columns: 4)
        small.put("ab", row: 0, column: 0)
        terminal.screen.draw(Frame(grid: small))
        XCTAssertEqual((0..<3).map { terminal.screen.heldLine(row: $0) }, ["ab    ", "      ", "      "])
    }

    func testRepaintAndResize() throws {
        let terminal = try HeadlessTerminal(rows: 4, columns: 10)
        terminal.screen.draw(Frame(grid: Grid(rows: 4, columns: 10), cursor: CursorPosition(row: 1, column: 2)))
        terminal.screen.resize(to: TerminalSize(rows: 6, columns: 20))
        XCTAssertEqual(terminal.screen.pendingEvents(), [.resize(TerminalSize(rows: 6, columns: 20))])
        var grid = Grid(rows: 6, columns: 20)
        grid.put("bigger", row: 5, column: 14)
        terminal.screen.repaint()
        terminal.screen.draw(Frame(grid: grid, cursor: CursorPosition(row: 99, column: 0)))
        XCTAssertEqual(terminal.screen.heldLine(row: 5), grid.lines[5])
        terminal.screen.resize(to: TerminalSize(rows: 1, columns: 1))
        terminal.screen.draw(Frame(grid: grid))
        XCTAssertEqual(terminal.screen.heldLine(row: 0), " ")
    }
}
