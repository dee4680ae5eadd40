import Collections
@testable import Features
import Storage
@testable import Views
import XCTest

/// The header says which sort is on, and that it is still being built.
final class SortHeaderTests: XCTestCase {
    func testTheHeaderNamesTheSortAndSaysWhenItIsStillSorting() {
        var state = TodoList.State(rows: IdentifiedArray(uniqueElements: [
            Row.State(item: TodoItem(id: "a", text: "beta")), Row.State(item: TodoItem(id: "b", text: "alpha")),
        ]), lens: Lens(status: .pending, sort: .text))
        var viewport = ListViewport()
        let building = AppView.render(state, size: TerminalSize(rows: 8, columns: 80), viewport: &viewport).grid.lines
        XCTAssertTrue(building[0].contains("Pending · by text · sorting…"), building[0])
        XCTAssertEqual(building[1...2].map { $0.trimmingCharacters(in: .whitespaces) }, ["› [ ] beta", "[ ] alpha"],
                       "until built, the file's order")

        while state.content.hasLensWork { _ = state.content.continueScan() }
        let entries = { () -> [SortedProjection.Entry] in
            var fresh = SortedProjection(sort: .text, generation: state.content.sorted!.generation)
            return fresh.collect(visible: state.memo.visibleIDs, rows: state.rows, sliceRows: .max)!
        }()
        state.content.adoptSorted(SortedProjection.sortedIDs(entries), generation: state.content.sorted!.generation)
        let built = AppView.render(state, size: TerminalSize(rows: 8, columns: 80), viewport: &viewport).grid.lines
        XCTAssertTrue(built[0].contains("Pending · by text"), built[0])
        XCTAssertFalse(built[0].contains("sorting"))
        XCTAssertEqual(built[1...2].map { $0.trimmingCharacters(in: .whitespaces) }, ["[ ] alpha", "› [ ] beta"])
    }
}
