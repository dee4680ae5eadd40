import Core
import CoreTesting
@testable import Features
import XCTest

/// Marking on its own: the row under the cursor is marked and unmarked, Esc clears every mark;
/// the list's commands work on them (``ListOperationTests``).
final class MarkingTests: XCTestCase {
    func testTheRowUnderTheCursorIsMarkedThenUnmarked() async {
        let store = TestStore(initialState: Marking.State(marks: ["a"], selected: "b"), reducer: { Marking() })
        await store.send(.toggleSelected) { $0.marks = ["a", "b"] }
        await store.send(.toggleSelected) { $0.marks = ["a"] }
    }

    func testWithNoRowShownNothingIsMarked() async {
        let store = TestStore(initialState: Marking.State(selected: nil), reducer: { Marking() })
        await store.send(.toggleSelected)
    }

    func testClearUnmarksEveryRow() async {
        let store = TestStore(initialState: Marking.State(marks: ["a", "b"], selected: "a"), reducer: { Marking() })
        await store.send(.clear) { $0.marks = [] }
    }

    /// Through the list: the cursor's row is the one shown (a hidden selection marks the row
    /// the cursor stands on), and clearing leaves the rows as they were.
    func testTheListLendsTheMarksAndTheRowTheCursorShows() async {
        let state = TodoList.State(rows: rows(row("a", "one", done: true), row("b", "two")), lens: Lens(status: .pending), selection: "a")
        let store = listStore(state, clock: TestClock())
        await store.send(.marks(.toggleSelected)) { $0.marks = ["b"] }
        await store.send(.marks(.clear)) { $0.marks = [] }
    }
}
