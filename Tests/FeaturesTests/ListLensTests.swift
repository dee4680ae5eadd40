import Collections
import Core
import CoreTesting
@testable import Features
import Storage
import XCTest

/// The lens on its own: its state is the list's rows with their lens, the search field and
/// the status line, and nothing else is touched.
final class ListLensTests: XCTestCase {
    private func lensStore(_ rows: IdentifiedArrayOf<Row.State>, lens: Lens = Lens(), sliceRows: Int = 2,
                           today: TodoDate? = nil) -> TestStore<ListLens.State, ListLens.Action> {
        TestStore(initialState: ListLens.State(content: ListRows(rows: rows, lens: lens, today: today, lensSliceRows: sliceRows)),
                  reducer: { ListLens() }, withDependencies: {
                      $0.now = .constant(testNow)
                      $0.clock = TestClock()
                  })
    }

    private func five() -> IdentifiedArrayOf<Row.State> {
        rows(row("a", "call Bob"), row("b", "buy milk"), row("c", "call Ann", done: true), row("d", "read"), row("e", "call Sue"))
    }

    /// Typing a search filters in slices; the person's search field follows the keys, keeping
    /// it leaves the search on, and Esc clears it.
    func testASearchIsTypedKeptAndCleared() async {
        let store = lensStore(five())
        await store.send(.view(.startSearch)) { $0.searchField = EditableText("") }
        await store.send(.view(.searchEdit(.insert("c")))) {
            $0.searchField = EditableText("c")
            $0.content.setLens(Lens(search: "c"))
        }
        XCTAssertTrue(store.state.content.hasLensWork, "two rows per slice: the search goes on")
        while store.state.content.hasLensWork {
            await store.send(.continueSearch)
        }
        XCTAssertEqual(Array(store.state.content.visibleIDs), ["a", "c", "e"], "every row with a c")
        await store.send(.view(.commitSearch)) { $0.searchField = nil }
        XCTAssertEqual(store.state.content.lens.search, "c", "kept")
        await store.send(.view(.startSearch)) { $0.searchField = EditableText("c") }
        await store.send(.view(.cancelSearch)) {
            $0.searchField = nil
            $0.content.setLens(Lens())
        }
        XCTAssertEqual(Array(store.state.content.visibleIDs), ["a", "b", "c", "d", "e"])
    }

    /// `S` sorts: the keys are read in slices, a worker sorts them, and the status line says
    /// the file keeps the person's order; a last `S` turns it off.
    func testCyclingTheSortBuildsItOffTheKeyPathAndSaysSo() async {
        var list = five()
        list[id: "d"]?.item = TodoItem(id: "d", text: "read", priority: "A")
        list[id: "b"]?.item = TodoItem(id: "b", text: "buy milk", priority: "B")
        let store = lensStore(list, sliceRows: 100)
        let next = StatusMessage.FollowUp(command: .list(.lens(.view(.cycleSort))), label: "next sort")
        await store.send(.view(.cycleSort)) {
            $0.content.setLens(Lens(sort: .priority))
            $0.message = StatusMessage("Sorted by \(RowSort.priority.title); the file keeps your own order", followUp: next)
        }
        XCTAssertTrue(store.state.content.isSorting)
        await store.send(.continueSearch)
        await store.receive({ if case .sortFinished = $0 { true } else { false } })
        XCTAssertFalse(store.state.content.isSorting)
        XCTAssertEqual(Array(store.state.content.visibleIDs), ["d", "b", "a", "c", "e"], "A, B, then the file's order")
        XCTAssertEqual(Array(store.state.content.rows.ids), ["a", "b", "c", "d", "e"], "the rows keep their own order")
        store.exhaustivity = .off
        while store.state.content.lens.sort != nil { await store.send(.view(.cycleSort)) }
        store.exhaustivity = .on
        XCTAssertEqual(store.state.message, StatusMessage("Sort off: your own order", followUp: next))
    }

    /// Tab cycles the status filter; a lens set whole replaces it; the session's slice size is
    /// at least one row.
    func testTheStatusCyclesALensIsSetAndSlicesHoldARow() async {
        let store = lensStore(five())
        await store.send(.view(.cycleStatus(forward: true))) { $0.content.setLens(Lens(status: .pending)) }
        XCTAssertEqual(Array(store.state.content.visibleIDs), ["a", "b", "d", "e"])
        await store.send(.view(.set(Lens(status: .done)))) { $0.content.setLens(Lens(status: .done)) }
        XCTAssertEqual(Array(store.state.content.visibleIDs), ["c"])
        // Tuning: equality leaves it out, so the test reads it.
        await store.send(.setSliceRows(0))
        XCTAssertEqual(store.state.content.lensSliceRows, 1)
    }

    /// A new day shows the rows whose threshold came, and says how many.
    func testANewDayShowsTheRowsItBrought() async {
        let tomorrow = TodoDate(year: 2026, month: 12, day: 1)!
        let store = lensStore(rows(row("a", "now"), row("w", "after midnight t:2026-12-01")), today: today)
        XCTAssertEqual(Array(store.state.content.visibleIDs), ["a"])
        await store.send(.dayBegan(tomorrow)) {
            $0.content.setToday(tomorrow)
            $0.message = "A new day: 1 row whose t: date came shows now"
        }
        XCTAssertEqual(Array(store.state.content.visibleIDs), ["a", "w"])
    }
}
