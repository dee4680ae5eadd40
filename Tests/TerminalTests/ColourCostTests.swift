import Collections
@testable import Features
import Storage
@testable import Terminal
import Views
import XCTest

/// Colour costs nothing on plain keys. The first screen of the bench's file (rows
/// with priorities, +projects, @contexts and overdue dates) in 256 colours: moving the
/// selection down writes at most 250 bytes, a frame that changes nothing writes none.
final class ColourCostTests: XCTestCase {
    private let lines = [
            "(C) 2025-10-16 Book the tax forms +lista due:2026-12-10 id:0000000000",
            "x 2025-12-17 2025-01-16 Book the photo backup @errands id:n0zmmz5qsv",
            "(C) 2025-09-28 Call the water bill +home due:2026-10-15 id:a1y99zbekq",
            "x 2025-12-26 2025-08-01 Fix milk and bread +lista @errands due:2026-01-17 id:z1xyxyh5dk",
            "(C) 2025-06-07 Write the quarterly report +work @computer due:2026-02-15 id:m2wkjyqw6f",
            "x 2025-12-10 2025-10-12 Write the quarterly report +garden @phone id:93v87yxk0b",
            "(B) 2025-02-19 Buy Ana about the trip +home id:y3txvx3bt6",
            "x 2025-12-10 2025-11-28 Plan the quarterly report +home @errands id:k4sjgx92m2",
            "2025-04-26 Buy the garden shed id:85r75xfsdy",
            "x 2025-12-08 2025-11-16 Write the water bill +garden id:x5qwswng7t",
            "x 2025-12-18 2025-05-01 Pay the quarterly report +garden id:j6phewv71p",
            "x 2025-12-08 2025-04-17 Fix a dentist appointment +lista id:77n63w1zth",
            "x 2025-12-12 2025-10-10 Fix the garden shed +garden @phone due:2026-05-04 id:w7mvqv7pmd",
            "2025-01-21 Book milk and bread +home @errands id:h8kgcvdde9",
            "x 2025-12-23 2025-06-14 Write the quarterly report +home @computer id:69j51vk485",
            "2025-12-14 Email the water bill +home @errands id:v9htntsv11",
            "x 2025-12-08 2025-05-22 Book Ana about the trip +garden @computer id:gagfatzjvw",
            "2025-06-06 Export Ana about the trip +home @errands id:5bf4zs5anr",
            "2025-02-12 Call notes for Monday due:2026-08-17 id:tbesksb1fm",
            "(C) 2025-11-26 Pay the tax forms +garden @phone id:fcde8shr8g",
            "(C) 2025-09-15 Review the garden shed +home id:4dc3xrqf2c",
            "x 2025-12-01 2025-05-21 Fix the photo backup @phone id:sdbrhrx6w7",
            "(B) 2025-01-08 Pay the water bill +garden @computer due:2026-08-02 id:eead6r3yn3",
            "(B) 2025-07-09 Pay the photo backup @errands due:2026-01-13 id:3f92vq9nfz",
    ]

    func testMovingTheSelectionInColourStaysUnder250BytesAndAnUnchangedFrameWritesNone() throws {
        let terminal = try HeadlessTerminal(term: "xterm-256color", rows: 24, columns: 80)
        let rows = IdentifiedArray(uniqueElements: lines.map { Row.State(item: TodoItem(parsing: $0)) })
        var state = TodoList.State(rows: rows, selection: rows[0].id)
        let context = ViewContext(today: TodoDate(year: 2026, month: 12, day: 1)!)
        var viewport = ListViewport()
        func draw() -> Int {
            let before = terminal.bytesWritten
            terminal.screen.draw(AppView.render(state, size: TerminalSize(rows: 24, columns: 80), viewport: &viewport,
                                                context: context))
            return terminal.bytesWritten - before
        }
        XCTAssertGreaterThan(draw(), 0)
        var worst = 0
        for offset in 1..<rows.count {
            state.selection = rows[offset].id
            worst = max(worst, draw())
            XCTAssertEqual(draw(), 0, "the same frame again writes nothing")
        }
        XCTAssertLessThanOrEqual(worst, 250)
        XCTAssertGreaterThan(worst, 0)
    }
}
