import Collections
import Core
import CoreTesting
@testable import Features
import Storage
import XCTest

/// Eight rows; odd numbers are done. With the lens on "pending" the screen shows 2, 4, 6, 8.
private func eightRows() -> IdentifiedArrayOf<Row.State> {
    IdentifiedArray(uniqueElements: (1...8).map { row("r\($0)", "task \($0)", done: $0 % 2 == 1) })
}

/// Dragging rows with the mouse (seed 000's onMove): ids before anything moves, one move on
/// release, hidden rows where they were, and the dragged row's state and effects untouched.
final class DragTests: XCTestCase {
    /// Exhaustive: the row being dragged is being typed in and its timer runs; both go on
    /// through the whole drag, and the drop is one undo step.
    func testADraggedRowKeepsItsTimerAndItsHalfTypedTextUnderTheLens() async {
        let clock = TestClock()
        var state = TodoList.State(rows: eightRows(), lens: Lens(status: .pending), selection: "r6", focus: "r6")
        state.content.modify(id: "r6") { $0.item.text = "task 6 half typ"; $0.cursor = 9 }
        let store = listStore(state, clock: clock, now: .following(clock))
        await store.send(.rows(.element(id: "r6", action: .toggleTimer))) {
            $0.content.modify(id: "r6") {
                $0.isTimerRunning = true
                $0.item.trackingStart = testTrackingStart
            }
            $0.message = StatusMessage("Timer started on “task 6 half typ”", followUp: .init(command: .row(.toggleTimer), label: "stops it"))
        }
        // Starting saves the start (tracking:).
        await store.settleSave(clock)
        await store.send(.drag(.view(.begin("r6")))) {
            $0.drag = RowDrag(ids: ["r6"], place: .before("r8"))
            $0.message = StatusMessage("Timer started on “task 6 half typ”", followUp: .init(command: .row(.toggleTimer), label: "stops it"))
        }
        await clock.advance(by: .milliseconds(500))
        await store.receive(.rows(.element(id: "r6", action: .timerTicked))) {
            $0.content.modify(id: "r6") { $0.timerElapsed = 1 }
        }
        await store.send(.drag(.view(.over(.before("r2"))))) { $0.drag?.place = .before("r2") }
        XCTAssertEqual(store.state.rows.ids, eightRows().ids, "nothing moves while dragging")
        await clock.advance(by: .seconds(1))
        await store.receive(.rows(.element(id: "r6", action: .timerTicked))) {
            $0.content.modify(id: "r6") { $0.timerElapsed = 2 }
        }
        await store.send(.drag(.view(.end))) { $0.drag = nil }
        // The drag tells the list where the rows land, among the visible ones: the list moves them.
        await store.receive(.drag(.delegate(.drop(source: [2], destination: 0)))) {
            // Visible r6 before visible r2: the real move is r6 before r2, r1 (hidden) untouched.
            let step = $0.moveRows(fromOffsets: [5], toOffset: 1)!
            $0.history.record(UndoEntry(label: "move", steps: [step]))
            $0.message = .undoing("Moved 1 row", "takes it back")
        }
        XCTAssertEqual(store.state.rows.ids, ["r1", "r6", "r2", "r3", "r4", "r5", "r7", "r8"])
        XCTAssertEqual(Array(store.state.visibleIDs), ["r6", "r2", "r4", "r8"])
        XCTAssertEqual(store.state.rows[id: "r6"]?.text, "task 6 half typ", "the half-typed text stays")
        XCTAssertEqual(store.state.rows[id: "r6"]?.cursor, 9, "and the cursor in it")
        XCTAssertEqual(store.state.focus, "r6", "still typing in it")
        await store.settleSave(clock)
        await clock.advance(by: .milliseconds(500))
        await store.receive(.rows(.element(id: "r6", action: .timerTicked))) {
            $0.content.modify(id: "r6") { $0.timerElapsed = 3 }
        }
        await store.send(.rows(.element(id: "r6", action: .toggleTimer))) {
            $0.content.modify(id: "r6") {
                $0.isTimerRunning = false
                $0.timerElapsed = 0
                $0.item.trackingStart = nil
                $0.item.trackedSeconds = 3
            }
            $0.message = "Timer stopped on “task 6 half typ”: 0:03 tracked in all"
        }
        await store.settleSave(clock)
    }

    func testDoneRowsHiddenByThePendingLensStayWhereTheyWere() async {
        let places: [(drag: String, place: RowDrag.Place, visible: [String])] = [
            ("r8", .before("r2"), ["r8", "r2", "r4", "r6"]),
            ("r2", .end, ["r4", "r6", "r8", "r2"]),
            ("r2", .before("r8"), ["r4", "r6", "r2", "r8"]),
            ("r4", .before("r2"), ["r4", "r2", "r6", "r8"]),
        ]
        for testCase in places {
            let clock = TestClock()
            let store = listStore(TodoList.State(rows: eightRows(), lens: Lens(status: .pending)), clock: clock)
            store.exhaustivity = .off
            await store.send(.drag(.view(.begin(testCase.drag))))
            await store.send(.drag(.view(.over(testCase.place))))
            await store.send(.drag(.view(.end)))
            await store.receive({ if case .drag(.delegate(.drop)) = $0 { true } else { false } })
            XCTAssertEqual(Array(store.state.visibleIDs), testCase.visible, "\(testCase)")
            let others = { (ids: [String]) in ids.filter { $0 != testCase.drag } }
            XCTAssertEqual(others(store.state.rows.ids.elements), others(eightRows().ids.elements),
                           "only the dragged row moved; the done rows kept their order and neighbours: \(testCase)")
            XCTAssertEqual(store.state.rows.filter(\.isDone).map(\.text), ["task 1", "task 3", "task 5", "task 7"])
            XCTAssertNil(store.state.drag)
            store.skipInFlightEffects()
        }
    }

    func testMarkedRowsMoveTogetherAndOneUndoTakesTheDragBack() async {
        let clock = TestClock()
        var state = TodoList.State(rows: eightRows(), lens: Lens(status: .pending))
        state.marks = ["r2", "r6", "r3"]
        let store = listStore(state, clock: clock)
        store.exhaustivity = .off
        await store.send(.drag(.view(.begin("r6"))))
        XCTAssertEqual(store.state.drag?.ids, ["r2", "r6"], "the visible marked rows, in list order; r3 is hidden")
        XCTAssertEqual(store.state.drag?.place, .before("r8"))
        await store.send(.drag(.view(.over(.before("r6")))))
        XCTAssertEqual(store.state.drag?.place, .before("r8"), "a place on a dragged row is ignored")
        await store.send(.drag(.view(.over(.before("r3")))))
        XCTAssertEqual(store.state.drag?.place, .before("r8"), "a place on a hidden row is ignored")
        await store.send(.drag(.view(.over(.end))))
        await store.send(.drag(.view(.end)))
        await store.receive(.drag(.delegate(.drop(source: [0, 2], destination: 4))))
        XCTAssertEqual(Array(store.state.visibleIDs), ["r4", "r8", "r2", "r6"])
        XCTAssertEqual(store.state.history.undoStack.map(\.label), ["move"], "one drag, one undo step")
        await store.send(.view(.undo))
        XCTAssertEqual(store.state.rows.ids, eightRows().ids)
        store.skipInFlightEffects()
    }

    func testEscapeCancelsAndNothingMoves() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: eightRows()), clock: clock)
        await store.send(.drag(.view(.begin("r1")))) {
            $0.drag = RowDrag(ids: ["r1"], place: .before("r2"))
        }
        await store.send(.drag(.view(.over(.end)))) { $0.drag?.place = .end }
        await store.send(.drag(.view(.cancel))) { $0.drag = nil }
        await store.send(.drag(.view(.end)))
        XCTAssertEqual(store.state.rows.ids, eightRows().ids)
        XCTAssertEqual(store.state.history.undoStack.count, 0)
    }

    func testDroppingWhereTheRowsWereRecordsNoStep() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: eightRows()), clock: clock)
        await store.send(.drag(.view(.begin("r3")))) { $0.selection = "r3"; $0.drag = RowDrag(ids: ["r3"], place: .before("r4")) }
        await store.send(.drag(.view(.end))) { $0.drag = nil }
        await store.receive(.drag(.delegate(.drop(source: [2], destination: 3))))
    }

    /// Exhaustive: holding the bottom edge moves the place a row per tick until the pointer
    /// leaves the edge; the ticks stop with it.
    func testHoldingAnEdgeScrollsThePlaceUntilThePointerLeavesIt() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: eightRows(), lens: Lens(status: .pending)), clock: clock)
        await store.send(.drag(.view(.begin("r2")))) { $0.selection = "r2"; $0.drag = RowDrag(ids: ["r2"], place: .before("r4")) }
        await store.send(.drag(.view(.atEdge(.bottom)))) { $0.drag?.edge = .bottom }
        await clock.advance(by: Dragging.scrollInterval)
        await store.receive(.drag(.scrollTick)) { $0.drag?.place = .before("r6") }
        await clock.advance(by: Dragging.scrollInterval * 3)
        await store.receive(.drag(.scrollTick)) { $0.drag?.place = .before("r8") }
        await store.receive(.drag(.scrollTick)) { $0.drag?.place = .end }
        await store.receive(.drag(.scrollTick))
        await store.send(.drag(.view(.atEdge(.top)))) { $0.drag?.edge = .top }
        await clock.advance(by: Dragging.scrollInterval)
        await store.receive(.drag(.scrollTick)) { $0.drag?.place = .before("r8") }
        await clock.advance(by: Dragging.scrollInterval * 2)
        // Above r6 comes r4, then r2 is skipped: it is the dragged row.
        await store.receive(.drag(.scrollTick)) { $0.drag?.place = .before("r6") }
        await store.receive(.drag(.scrollTick)) { $0.drag?.place = .before("r4") }
        await store.send(.drag(.view(.atEdge(nil)))) { $0.drag?.edge = nil }
        await clock.advance(by: Dragging.scrollInterval * 3)
        await store.send(.drag(.view(.atEdge(.top)))) { $0.drag?.edge = .top }
        await store.send(.drag(.view(.cancel))) { $0.drag = nil }
        await clock.advance(by: Dragging.scrollInterval * 3)
    }

    func testAClickOnABoxTogglesThatRowAloneAndADoubleClickTypesAtTheGrapheme() async {
        let clock = TestClock()
        var state = TodoList.State(rows: rows(row("a", "one"), row("b", "日本 é"), row("c", "three")), selection: "a")
        state.marks = ["a", "c"]
        let store = listStore(state, clock: clock)
        store.exhaustivity = .off
        await store.send(.view(.toggleDone("b")))
        XCTAssertEqual(store.state.rows.filter(\.isDone).map(\.id), ["b"], "the marks are not what a click on a box means")
        await store.send(.view(.editText("b", cursor: 1)))
        XCTAssertEqual(store.state.focus, "b")
        XCTAssertEqual(store.state.selection, "b")
        XCTAssertEqual(store.state.rows[id: "b"]?.cursor, 1)
        await store.send(.rows(.element(id: "b", action: .edit(.insert("x")))))
        XCTAssertEqual(store.state.rows[id: "b"]?.text, "日x本 é")
        await store.send(.view(.editText("c", cursor: 99)))
        XCTAssertEqual(store.state.focus, "c", "another row's field is left on the way")
        XCTAssertEqual(store.state.rows[id: "c"]?.cursor, 5, "clamped to the end")
        XCTAssertEqual(store.state.history.undoStack.map(\.label), ["done", "typing"])
        store.skipInFlightEffects()
    }
}
