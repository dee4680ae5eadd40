import CoreTesting
import Views
import XCTest

/// Random hostile text drawn at random places: the grid's invariants hold after every write.
final class GridPropertyTests: XCTestCase {
    private func assertInvariants(_ grid: Grid, seed: UInt64, step: Int, file: StaticString = #filePath, line: UInt = #line) {
        for (row, text) in grid.lines.enumerated() {
            XCTAssertEqual(DisplayWidth.of(text), grid.columns, "seed \(seed) step \(step) row \(row): \(text.debugDescription)", file: file, line: line)
            XCTAssertEqual(sanitizedForDisplay(text), text, "unsanitized text in the grid, seed \(seed) step \(step)", file: file, line: line)
        }
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                let cell = grid[row, column]
                if cell.width == 2 {
                    XCTAssertTrue(column + 1 < grid.columns && grid[row, column + 1].isContinuation,
                                  "wide cell without continuation at \(row),\(column), seed \(seed) step \(step)", file: file, line: line)
                }
                if cell.isContinuation {
                    XCTAssertTrue(column > 0 && grid[row, column - 1].width == 2,
                                  "orphan continuation at \(row),\(column), seed \(seed) step \(step)", file: file, line: line)
                }
            }
        }
    }

    func testRandomWritesKeepEveryInvariant() {
        for seed: UInt64 in 1...20 {
            var generator = SeededGenerator(seed: seed)
            let rows = Int.random(in: 1...6, using: &generator)
            let columns = Int.random(in: 1...17, using: &generator)
            var grid = Grid(rows: rows, columns: columns)
            for step in 0..<60 {
                let text = HostileText.make(length: Int.random(in: 0...12, using: &generator), using: &generator)
                let row = Int.random(in: -1...rows, using: &generator)
                let column = Int.random(in: -3...columns, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0:
                    grid.box(Rect(row: row, column: column, height: Int.random(in: 0...5, using: &generator),
                                  width: Int.random(in: 0...9, using: &generator)), title: text)
                case 1:
                    grid.fill(row: row, column: column, height: 2, width: 3, with: "#")
                default:
                    grid.put(text, row: row, column: column, width: Bool.random(using: &generator) ? nil : Int.random(in: 0...8, using: &generator))
                }
                assertInvariants(grid, seed: seed, step: step)
            }
        }
    }

    func testTruncationAndPaddingOfRandomText() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<500 {
            let text = HostileText.make(length: Int.random(in: 0...10, using: &generator), using: &generator)
            let width = Int.random(in: 0...12, using: &generator)
            XCTAssertLessThanOrEqual(DisplayWidth.of(truncated(text, toWidth: width)), width, text.debugDescription)
            XCTAssertEqual(DisplayWidth.of(padded(text, toWidth: width)), width, text.debugDescription)
        }
    }
}
