import Collections
import Core
import CoreTesting
@testable import Features
import Storage
import XCTest

/// Sort lenses: a projection in another order, built off the key path, kept in step with
/// every change once built, and never a change to the rows' own order.
final class SortLensTests: XCTestCase {
    private func item(_ id: String, _ text: String, priority: Character? = nil, due: String? = nil,
                      created: String? = nil, done: Bool = false) -> Row.State {
        var item = TodoItem(id: id, text: text, priority: priority, creationDate: created.flatMap(TodoDate.init),
                            due: due.flatMap(TodoDate.init))
        if done { item.complete(on: TodoDate(year: 2026, month: 11, day: 1)!) }
        return Row.State(item: item)
    }

    private func sample() -> TodoList.State {
        TodoList.State(rows: rows(
            item("a", "call Bob", due: "2026-12-09", created: "2026-11-02"),
            item("b", "apples", priority: "B", created: "2026-11-01"),
            item("c", "Zebra crossing", priority: "A", due: "2026-12-03"),
            item("d", "done thing", priority: "A", due: "2026-12-01", created: "2026-10-01", done: true),
            item("e", "bake", due: "2026-12-03", created: "2026-11-01")
        ))
    }

    /// Sends `S` until `sort` is on, letting each build finish; returns the visible ids.
    private func sortBy(_ sort: RowSort, _ store: TestStore<TodoList.State, TodoList.Action>) async -> [String] {
        store.exhaustivity = .off
        while store.state.lens.sort != sort {
            await store.send(.lens(.view(.cycleSort)))
            await store.receive(.lens(.continueSearch))
            await store.receive({ if case .lens(.sortFinished) = $0 { true } else { false } })
        }
        store.exhaustivity = .on
        return Array(store.state.visibleIDs)
    }

    func testEachSortShowsItsOrderWithTiesInTheFilesOrder() async {
        let store = listStore(sample(), clock: TestClock())
        let fileOrder = store.state.rows.ids
        let sorted1 = await sortBy(.priority, store)
        XCTAssertEqual(sorted1, ["c", "d", "b", "a", "e"])
        let sorted2 = await sortBy(.due, store)
        XCTAssertEqual(sorted2, ["d", "c", "e", "a", "b"])
        let sorted3 = await sortBy(.created, store)
        XCTAssertEqual(sorted3, ["d", "b", "e", "a", "c"])
        let sorted4 = await sortBy(.text, store)
        XCTAssertEqual(sorted4, ["b", "e", "a", "d", "c"], "ignoring case: Zebra last")
        let sorted5 = await sortBy(.doneLast, store)
        XCTAssertEqual(sorted5, ["a", "b", "c", "e", "d"])
        XCTAssertEqual(store.state.rows.ids, fileOrder, "no sort moved a row")
        XCTAssertTrue(store.state.content.agreesWithAFreshComputation())

        await store.send(.lens(.view(.cycleSort))) {
            $0.content.setLens(Lens())
            $0.message = StatusMessage("Sort off: your own order", followUp: .init(command: .list(.lens(.view(.cycleSort))), label: "next sort"))
        }
        XCTAssertEqual(Array(store.state.visibleIDs), ["a", "b", "c", "d", "e"], "off gives back the person's own order")
    }

    func testTheFirstSKeySortsByPriorityAndSaysTheFileKeepsYourOrder() async {
        let store = listStore(sample(), clock: TestClock())
        await store.send(.lens(.view(.cycleSort))) {
            $0.content.setLens(Lens(sort: .priority))
            $0.message = StatusMessage("Sorted by priority; the file keeps your own order",
                                       followUp: .init(command: .list(.lens(.view(.cycleSort))), label: "next sort"))
        }
        XCTAssertTrue(store.state.isSorting, "until built, the screen shows the file's order")
        XCTAssertEqual(Array(store.state.visibleIDs), ["a", "b", "c", "d", "e"])
        await store.receive(.lens(.continueSearch))
        await store.receive(.lens(.sortFinished(generation: 1, ids: ["c", "d", "b", "a", "e"])))
        XCTAssertFalse(store.state.isSorting)
        XCTAssertEqual(store.state.lens.summary, "All · by priority")
    }

    func testASortCombinesWithTheStatusAndTheSearch() async {
        let store = listStore(sample(), clock: TestClock())
        await store.send(.lens(.view(.cycleStatus(forward: true)))) { $0.content.setLens(Lens(status: .pending)) }
        let sorted6 = await sortBy(.due, store)
        XCTAssertEqual(sorted6, ["c", "e", "a", "b"], "the done row stays hidden")
        store.exhaustivity = .off
        await store.send(.lens(.view(.set(Lens(status: .pending, search: "a", sort: .text)))))
        while store.state.isSearching { await store.receive(.lens(.continueSearch)) }
        await store.receive(.lens(.continueSearch))
        await store.receive({ if case .lens(.sortFinished) = $0 { true } else { false } })
        XCTAssertEqual(Array(store.state.visibleIDs), ["b", "e", "a", "c"], "apples, bake, call Bob, Zebra crossing")
        XCTAssertTrue(store.state.content.agreesWithAFreshComputation())
    }

    func testABuiltSortFollowsEditsAddsDeletesAndToggles() async {
        let store = listStore(sample(), clock: TestClock())
        _ = await sortBy(.doneLast, store)
        store.exhaustivity = .off
        await store.send(.view(.select("a")))
        await store.send(.view(.toggleDoneSelected))
        XCTAssertEqual(Array(store.state.visibleIDs), ["b", "c", "e", "a", "d"], "a done row joins the done rows, in file order")
        await store.send(.view(.delete(visibleOffsets: [0])))
        XCTAssertEqual(Array(store.state.visibleIDs), ["c", "e", "a", "d"])
        await store.send(.view(.addRow(.append)))
        XCTAssertEqual(store.state.visibleIDs.count, 5)
        XCTAssertEqual(store.state.visibleIDs[2], store.state.focus, "a new pending row stands after the pending rows, before the done ones")
        XCTAssertTrue(store.state.content.agreesWithAFreshComputation())
        XCTAssertFalse(store.state.isSorting, "the built sort was kept in step, not built again")
        await store.send(.view(.undo))
        await store.send(.view(.undo))
        XCTAssertTrue(store.state.content.agreesWithAFreshComputation())
        await store.skipReceivedActions()
    }

    func testAChangeWhileTheSortIsBeingBuiltStartsTheBuildAgainAndTheStaleResultIsIgnored() async {
        var state = sample()
        state.lensSliceRows = 2
        let store = listStore(state, clock: TestClock())
        store.exhaustivity = .off
        await store.send(.lens(.view(.cycleSort)))
        await store.receive(.lens(.continueSearch))
        XCTAssertTrue(store.state.isSorting)
        await store.send(.rows(.element(id: "e", action: .edit(.insert("x")))))
        await store.receive(.lens(.continueSearch))
        await store.receive(.lens(.continueSearch))
        await store.receive(.lens(.continueSearch))
        await store.receive(.lens(.sortFinished(generation: 2, ids: ["c", "d", "b", "a", "e"])))
        XCTAssertEqual(Array(store.state.visibleIDs), ["c", "d", "b", "a", "e"])
        // A result for the first build, arriving late, changes nothing.
        await store.send(.lens(.sortFinished(generation: 1, ids: ["a", "b", "c", "d", "e"])))
        XCTAssertEqual(Array(store.state.visibleIDs), ["c", "d", "b", "a", "e"])
    }

    func testAMoveUnderASortTurnsTheSortOffAndMovesNothing() async {
        let store = listStore(sample(), clock: TestClock())
        _ = await sortBy(.priority, store)
        await store.send(.view(.select("b"))) { $0.selection = "b" }
        await store.send(.view(.moveSelected(up: true))) {
            $0.content.setLens(Lens())
            $0.message = "Sort off: rows move in your own order — move again"
        }
        XCTAssertEqual(Array(store.state.visibleIDs), ["a", "b", "c", "d", "e"])
        XCTAssertEqual(store.state.content.version, 0, "nothing moved")
        store.exhaustivity = .off
        await store.send(.view(.moveSelected(up: true)))
        XCTAssertEqual(store.state.rows.ids, ["b", "a", "c", "d", "e"], "the next move moves, in the person's own order")
    }

    func testADragUnderASortTurnsTheSortOffToo() async {
        let store = listStore(sample(), clock: TestClock())
        _ = await sortBy(.due, store)
        await store.send(.view(.move(fromVisibleOffsets: [0], toVisibleOffset: 3))) {
            $0.content.setLens(Lens())
            $0.message = "Sort off: rows move in your own order — move again"
        }
        XCTAssertEqual(store.state.rows.ids, ["a", "b", "c", "d", "e"])
    }

    func testStartingAMouseDragUnderASortTurnsTheSortOffAndStartsNoDrag() async {
        let store = listStore(sample(), clock: TestClock())
        _ = await sortBy(.text, store)
        await store.send(.drag(.view(.begin("c")))) {
            $0.content.setLens(Lens())
            $0.message = "Sort off: rows move in your own order — move again"
        }
        XCTAssertNil(store.state.drag)
        XCTAssertEqual(store.state.rows.ids, ["a", "b", "c", "d", "e"])
    }
}
