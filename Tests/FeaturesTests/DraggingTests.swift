import Collections
import Core
import CoreTesting
@testable import Features
import Storage
import XCTest

/// The drag on its own: it reads the visible rows and the marks, moves nothing, and hands
/// the drop to the list as visible offsets.
final class DraggingTests: XCTestCase {
    /// Six rows; with the pending lens the screen shows a, c, e (b, d, f are done).
    private func dragStore(lens: Lens = Lens(status: .pending), marks: Set<String> = [], clock: TestClock = TestClock())
        -> TestStore<Dragging.State, Dragging.Action> {
        let list = rows(row("a", "one"), row("b", "two", done: true), row("c", "three"), row("d", "four", done: true),
                        row("e", "five"), row("f", "six", done: true))
        let content = ListRows(rows: list, lens: lens, today: nil, lensSliceRows: 100)
        return TestStore(initialState: Dragging.State(content: content, marks: marks), reducer: { Dragging() },
                         withDependencies: { $0.clock = clock })
    }

    /// A marked row takes the visible marked rows with it; the place skips them, hidden rows
    /// are no place, and the drop is handed over as visible offsets.
    func testMarkedRowsAreDraggedTogetherAndTheDropIsHandedOver() async {
        let store = dragStore(marks: ["a", "b", "c"])
        await store.send(.view(.begin("a"))) {
            $0.selection = "a"
            $0.drag = RowDrag(ids: ["a", "c"], place: .before("e"))
        }
        await store.send(.view(.over(.before("d"))))
        await store.send(.view(.over(.before("c"))))
        XCTAssertEqual(store.state.drag?.place, .before("e"), "a hidden row and a dragged one are no place")
        await store.send(.view(.over(.end))) { $0.drag?.place = .end }
        await store.send(.view(.end)) { $0.drag = nil }
        await store.receive(.delegate(.drop(source: [0, 1], destination: 3)))
        XCTAssertEqual(Array(store.state.content.rows.ids), ["a", "b", "c", "d", "e", "f"], "the drag itself moves nothing")
    }

    /// Under a sort lens the press turns the sort off and drags nothing.
    func testAPressUnderASortTurnsItOff() async {
        let store = dragStore(lens: Lens(sort: .text))
        XCTAssertNotNil(store.state.content.lens.sort)
        await store.send(.view(.begin("a"))) {
            $0.content.setLens(Lens())
            $0.message = "Sort off: rows move in your own order — move again"
        }
        XCTAssertNil(store.state.drag)
    }

    /// Holding the top edge moves the place up a row per tick, and stops at the first row.
    func testHoldingTheTopEdgeScrollsUpAndCancelStopsIt() async {
        let clock = TestClock()
        let store = dragStore(clock: clock)
        await store.send(.view(.begin("e"))) {
            $0.selection = "e"
            $0.drag = RowDrag(ids: ["e"], place: .end)
        }
        await store.send(.view(.atEdge(.top))) { $0.drag?.edge = .top }
        await clock.advance(by: Dragging.scrollInterval)
        await store.receive(.scrollTick) { $0.drag?.place = .before("c") }
        await clock.advance(by: Dragging.scrollInterval * 2)
        await store.receive(.scrollTick) { $0.drag?.place = .before("a") }
        await store.receive(.scrollTick)
        await store.send(.view(.cancel)) { $0.drag = nil }
        await clock.advance(by: Dragging.scrollInterval * 3)
    }
}
