import Views
import XCTest

final class ListViewportTests: XCTestCase {
    /// Regression: a lens change that put the selection 500,000 rows below the top measured
    /// every row in between (153 ms at a million rows). Only about a screen is measured now.
    func testAFarJumpMeasuresAboutAScreenOfRows() {
        var viewport = ListViewport(top: 0)
        var measured = 0
        viewport.reveal(500_000, rowCount: 1_000_000, lines: 20) { _ in
            measured += 1
            return 1
        }
        XCTAssertEqual(viewport.top, 500_000 - 19)
        XCTAssertLessThanOrEqual(measured, 3 * 20)
    }

    func testTallRowsStillScrollSoTheSelectedRowFitsWhole() {
        var viewport = ListViewport(top: 0)
        viewport.reveal(30, rowCount: 100, lines: 10) { offset in offset == 30 ? 4 : 1 }
        XCTAssertEqual(viewport.top, 24, "rows 24–29 (6 lines) and the 4-line row 30 fill the 10 lines")
    }

    func testMovingUpAboveTheTopScrollsToTheSelection() {
        var viewport = ListViewport(top: 50)
        viewport.reveal(10, rowCount: 100, lines: 10) { _ in 1 }
        XCTAssertEqual(viewport.top, 10)
    }
}
