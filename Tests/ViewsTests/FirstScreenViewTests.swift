import Collections
import CoreTesting
import Features
import Storage
@testable import Views
import XCTest

/// A large list's first frame is drawn from a glance at its first rows (``FirstScreenView``).
/// It must be the frame the whole list shows first, but for the status bar, which says the
/// list is being read.
final class FirstScreenViewTests: XCTestCase {
    private let today = TodoDate(year: 2026, month: 12, day: 1)!
    private let size = TerminalSize(rows: 12, columns: 70)

    private func lines(_ frame: Frame) -> [String] { frame.grid.lines }

    private func fullFrame(_ bytes: [UInt8], lens: Lens) -> Frame {
        let rows = IdentifiedArray(uniqueElements: TodoFile.parse(bytes).file.items.lazy.map { Row.State(item: $0) })
        var viewport = ListViewport()
        return AppView.render(TodoList.State(rows: rows, lens: lens, today: today), size: size, viewport: &viewport,
                              title: "todo.txt", context: ViewContext(today: today))
    }

    private func assertGlanceShowsTheFullFirstFrame(_ bytes: [UInt8], lens: Lens, _ message: String,
                                                    line: UInt = #line) {
        let matcher = RowFilter(lens, today: today)
        guard let glance = FileGlance(bytes, wanted: size.rows, lineLimit: 10_000, today: today, admit: matcher.admits) else {
            return XCTFail("\(message): a glance within the limit", line: line)
        }
        let early = lines(FirstScreenView.frame(glance, lens: lens, size: size, title: "todo.txt", context: ViewContext(today: today)))
        let full = lines(fullFrame(bytes, lens: lens))
        let statusRow = size.rows - 2
        XCTAssertEqual(Array(early[..<statusRow]), Array(full[..<statusRow]), message, line: line)
        XCTAssertEqual(early[statusRow].trimmingCharacters(in: .whitespaces), "Reading \(CountText.grouped(glance.counts.all)) rows…",
                       message, line: line)
        XCTAssertEqual(early[statusRow + 1], full[statusRow + 1], "the key hints: \(message)", line: line)
    }

    func testTheFirstFrameFromAGlanceIsTheWholeListsFirstFrame() {
        var text = ""
        for index in 0..<400 {
            let done = index % 3 == 0 ? "x 2026-11-30 " : ""
            let waiting = index % 7 == 0 ? " t:2027-01-01" : ""
            let hidden = index % 11 == 0 ? " h:1" : ""
            let id = index % 5 == 0 ? "" : " id:\(TodoID.make(from: UInt64(index)))"
            text += "\(done)(B) row \(index) +work @desk\(waiting)\(hidden)\(id)\n"
        }
        let bytes = Array(text.utf8)
        for lens in [Lens(), Lens(status: .pending), Lens(status: .done), Lens(status: .all)] {
            assertGlanceShowsTheFullFirstFrame(bytes, lens: lens, "\(lens.summary)")
        }
    }

    func testTheHeaderCountsEveryRowOfTheFileNotOnlyTheRowsGlancedAt() {
        let text = (0..<300).map { "row \($0) id:\(TodoID.make(from: UInt64($0)))" }.joined(separator: "\n")
        let bytes = Array(text.utf8)
        let glance = FileGlance(bytes, wanted: size.rows, lineLimit: 1_000, today: today) { _ in true }!
        XCTAssertLessThan(glance.rows.count, 300)
        let header = lines(FirstScreenView.frame(glance, lens: Lens(), size: size, title: "todo.txt", context: ViewContext(today: today)))[0]
        XCTAssertTrue(header.contains("300 pending · 0 done"), header)
    }
}
