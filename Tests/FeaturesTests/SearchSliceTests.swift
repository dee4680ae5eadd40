import Collections
import Core
import CoreTesting
@testable import Features
import Storage
import XCTest

/// A search over many rows runs in slices (`continueSearch`), so keys are handled between them;
/// until the last slice the projection lists the matches before the frontier.
final class SearchSliceTests: XCTestCase {
    /// Rows m0, b1, m2, b3, …: even rows mention milk. Slices of `sliceRows` rows; the first,
    /// run by the key that sets the lens, is a third of one (rows 0–2 by default).
    private func milkAndBread(_ count: Int, sliceRows: Int = 9) -> TodoList.State {
        var state = TodoList.State(rows: IdentifiedArray(uniqueElements: (0..<count).map { index in
            index.isMultiple(of: 2) ? row("m\(index)", "buy milk \(index)") : row("b\(index)", "bread \(index)")
        }))
        state.lensSliceRows = sliceRows
        return state
    }

    func testASearchRunsInSlices() async {
        let store = listStore(milkAndBread(10, sliceRows: 3), clock: TestClock())
        let milk = Lens(search: "milk")

        await store.send(.lens(.view(.set(milk)))) { $0.content.setLens(milk) }
        XCTAssertEqual(store.state.visibleIDs, ["m0"], "the key's own slice examined a third of a slice: row 0")
        XCTAssertTrue(store.state.isSearching)
        XCTAssertEqual(store.state.memo.progress, 0.1, accuracy: 0.001)

        await store.receive(.lens(.continueSearch))
        XCTAssertEqual(store.state.visibleIDs, ["m0", "m2"], "a later slice examined rows 1–3")
        await store.receive(.lens(.continueSearch))
        XCTAssertEqual(store.state.visibleIDs, ["m0", "m2", "m4", "m6"], "and the next rows 4–6")
        XCTAssertTrue(store.state.isSearching)
        await store.receive(.lens(.continueSearch))
        XCTAssertFalse(store.state.isSearching)
        XCTAssertEqual(store.state.visibleIDs, ["m0", "m2", "m4", "m6", "m8"])
        XCTAssertEqual(store.state.memo, ListMemo.fresh(rows: store.state.rows, lens: milk, today: store.state.today))
    }

    func testRowsChangedDuringASearchAreSeenCorrectly() async {
        let store = listStore(milkAndBread(10), clock: TestClock())
        store.exhaustivity = .off
        let milk = Lens(search: "milk")
        await store.send(.lens(.view(.set(milk))))
        XCTAssertEqual(store.state.visibleIDs, ["m0", "m2"])

        // Behind the frontier: a bread row becomes milk, a milk row is deleted.
        await store.send(.rows(.element(id: "b1", action: .edit(.insert("milk ")))))
        XCTAssertEqual(store.state.visibleIDs, ["m0", "b1", "m2"])
        await store.send(.view(.delete(visibleOffsets: [0])))
        XCTAssertEqual(store.state.visibleIDs, ["b1", "m2"])
        // Ahead of the frontier: the scan will meet the change when it gets there.
        await store.send(.rows(.element(id: "b7", action: .edit(.insert("milk ")))))
        XCTAssertEqual(store.state.visibleIDs, ["b1", "m2"])
        XCTAssertTrue(store.state.memo.agrees(with: store.state.rows, lens: milk, today: store.state.today))

        while store.state.isSearching { await store.receive(.lens(.continueSearch)) }
        XCTAssertEqual(store.state.visibleIDs, ["b1", "m2", "m4", "m6", "b7", "m8"])
        XCTAssertEqual(store.state.memo, ListMemo.fresh(rows: store.state.rows, lens: milk, today: store.state.today))
    }

    func testTypingOnRestartsTheSearchWithOneSliceInFlight() async {
        let store = listStore(milkAndBread(10), clock: TestClock())
        // Keys arrive while a slice is on its way: the exhaustive store would insist on it first.
        store.exhaustivity = .off
        await store.send(.lens(.view(.startSearch))) { $0.searchField = EditableText("") }
        await store.send(.lens(.view(.searchEdit(.insert("m"))))) {
            $0.searchField = EditableText("m")
            $0.content.setLens(Lens(search: "m"))
        }
        await store.send(.lens(.view(.searchEdit(.insert("i"))))) {
            $0.searchField = EditableText("mi")
            $0.content.setLens(Lens(search: "mi"))
        }
        XCTAssertEqual(store.state.visibleIDs, ["m0", "m2"], "the new search started over from the top")
        while store.state.isSearching { await store.receive(.lens(.continueSearch)) }
        XCTAssertEqual(store.state.memo, ListMemo.fresh(rows: store.state.rows, lens: Lens(search: "mi"), today: store.state.today))
        await store.send(.lens(.view(.cancelSearch))) {
            $0.searchField = nil
            $0.content.setLens(Lens())
        }
        XCTAssertFalse(store.state.isSearching, "a status-only lens needs no scan")
        XCTAssertEqual(store.state.visibleIDs.count, 10)
    }
}
