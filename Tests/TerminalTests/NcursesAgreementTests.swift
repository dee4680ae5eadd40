import CoreTesting
@testable import Terminal
import Views
import XCTest

/// Our Grid and ncurses must agree on every width, or the right edge drifts on screen. Random
/// hostile text is drawn into a Grid, blitted, and read back from ncurses line by line.
final class NcursesAgreementTests: XCTestCase {
    private let pieces = [
        "a", " ", "日", "ｱ", "😀", "👍🏽", "❤\u{FE0F}", "👨\u{200D}👩", "🇫🇷", "e\u{301}", "\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}",
        "\u{1100}\u{1161}", "\u{1B}[2J", "\u{0}", "\u{9B}", "\t", "\u{202E}", "\u{200B}", "\u{378}", "─", "…", "﷽",
    ]

    func testNcursesHoldsWhatTheGridSays() throws {
        let terminal = try HeadlessTerminal(rows: 8, columns: 23)
        var generator = SeededGenerator(seed: 7)
        for round in 0..<30 {
            var grid = Grid(rows: 8, columns: 23)
            for row in 0..<8 {
                let text = (0..<Int.random(in: 0...16, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
                grid.put(text, row: row, column: Int.random(in: -2...6, using: &generator))
            }
            terminal.screen.draw(Frame(grid: grid))
            for row in 0..<8 {
                XCTAssertEqual(terminal.screen.heldLine(row: row), grid.lines[row], "round \(round) row \(row)")
            }
        }
    }
}
