import Collections
import Core
import CoreTesting
@testable import Features
import Storage
import XCTest

/// A search's slices are sized by their time (``LensSliceTuner``): toward 0.3 ms,
/// by at most half or double a slice, within 64…16,384 rows, and only after a whole slice.
final class LensSliceTunerTests: XCTestCase {
    func testTheRowsMoveTowardTheBudgetByAtMostHalfOrDouble() {
        let budget = LensSliceTuner.budget
        XCTAssertEqual(LensSliceTuner.rows(after: 1_024, took: budget), 1_024, "on budget: the same")
        XCTAssertEqual(LensSliceTuner.rows(after: 1_024, took: budget * 1.6), 640, "60% over: that much fewer")
        XCTAssertEqual(LensSliceTuner.rows(after: 1_024, took: budget * 10), 512, "far over: half, not a tenth")
        XCTAssertEqual(LensSliceTuner.rows(after: 1_024, took: budget / 10), 2_048, "far under: double")
        XCTAssertEqual(LensSliceTuner.rows(after: 1_024, took: .zero), 2_048, "no measurable time: double")
        XCTAssertEqual(LensSliceTuner.rows(after: 100, took: budget * 4), 64, "never under 64")
        XCTAssertEqual(LensSliceTuner.rows(after: 10_000, took: budget / 4), 16_384, "never over 16,384")
    }

    /// The key that sets a lens draws a frame after its slice: its slice is a third of one.
    func testTheFirstSliceIsAThirdOfOne() {
        XCTAssertEqual(LensSliceTuner.firstSliceRows(768), 256)
        XCTAssertEqual(LensSliceTuner.firstSliceRows(64), 21)
        XCTAssertEqual(LensSliceTuner.firstSliceRows(2), 1, "never none: the key shows what its first rows hold")
        XCTAssertEqual(LensSliceTuner.firstSliceRows(1), 1)
    }

    /// Rows m0, b1, m2, b3, …: even rows mention milk.
    private func milkAndBread(_ count: Int, sliceRows: Int) -> Store<TodoList.State, TodoList.Action> {
        var state = TodoList.State(rows: IdentifiedArray(uniqueElements: (0..<count).map { index in
            index.isMultiple(of: 2) ? row("m\(index)", "buy milk \(index)") : row("b\(index)", "bread \(index)")
        }))
        state.lensSliceRows = sliceRows
        return Store(initialState: state, reducer: TodoList())
    }

    /// A clock that moves `step` at every reading.
    private func clock(step: Duration) -> () -> ContinuousClock.Instant {
        nonisolated(unsafe) var instant = ContinuousClock.now
        return {
            instant += step
            return instant
        }
    }

    func testASlowSliceHalvesTheNextAndTheSearchStillFindsEveryRow() {
        let store = milkAndBread(10_000, sliceRows: 1_024)
        store.send(.lens(.view(.set(Lens(search: "milk")))))
        XCTAssertTrue(store.state.isSearching)
        LensSliceTuner.timing(store, now: clock(step: .milliseconds(2))) { store.send(.lens(.continueSearch)) }
        XCTAssertEqual(store.state.lensSliceRows, 512)
        LensSliceTuner.timing(store, now: clock(step: .microseconds(100))) { store.send(.lens(.continueSearch)) }
        XCTAssertEqual(store.state.lensSliceRows, 1_024, "a fast one doubles it again")
        while store.state.isSearching { LensSliceTuner.timing(store, now: clock(step: .milliseconds(1))) { store.send(.lens(.continueSearch)) } }
        XCTAssertEqual(store.state.lensSliceRows, 64, "the slow slices brought it to the least")
        XCTAssertEqual(store.state.memo, ListMemo.fresh(rows: store.state.rows, lens: Lens(search: "milk"), today: store.state.today))
    }

    func testOnlyAWholeSliceIsMeasured() {
        // No lens work: the body runs and nothing is tuned.
        let idle = milkAndBread(10, sliceRows: 4)
        var ran = false
        LensSliceTuner.timing(idle, now: clock(step: .milliseconds(5))) { ran = true }
        XCTAssertTrue(ran)
        XCTAssertEqual(idle.state.lensSliceRows, 4)

        // A body that runs no slice, and the last slice (cut short by the list's end), say nothing.
        let store = milkAndBread(10, sliceRows: 4)
        store.send(.lens(.view(.set(Lens(search: "milk")))))
        LensSliceTuner.timing(store, now: clock(step: .milliseconds(5))) {}
        XCTAssertEqual(store.state.lensSliceRows, 4, "no slice ran")
        store.send(.lens(.continueSearch))
        store.send(.lens(.continueSearch))
        XCTAssertTrue(store.state.isSearching, "rows 0, 1–4 and 5–8 examined")
        LensSliceTuner.timing(store, now: clock(step: .milliseconds(5))) { store.send(.lens(.continueSearch)) }
        XCTAssertFalse(store.state.isSearching)
        XCTAssertEqual(store.state.lensSliceRows, 4, "the last slice")
    }

    /// The action the session sends: the next slices read that many rows, and it changes
    /// nothing the state's equality sees.
    func testSettingTheSliceRowsChangesTheNextSlices() async {
        var state = TodoList.State(rows: IdentifiedArray(uniqueElements: (0..<12).map { index in
            index.isMultiple(of: 2) ? row("m\(index)", "buy milk \(index)") : row("b\(index)", "bread \(index)")
        }))
        state.lensSliceRows = 2
        let store = listStore(state, clock: TestClock())
        let milk = Lens(search: "milk")
        await store.send(.lens(.setSliceRows(9)))
        XCTAssertEqual(store.state.lensSliceRows, 9)
        await store.send(.lens(.view(.set(milk)))) { $0.content.setLens(milk) }
        XCTAssertEqual(store.state.visibleIDs, ["m0", "m2"], "the first slice examined rows 0–2 (a third of 9), not row 0 alone")
        await store.receive(.lens(.continueSearch))
        XCTAssertFalse(store.state.isSearching, "the second examined rows 3–11")
        XCTAssertEqual(store.state.memo, ListMemo.fresh(rows: store.state.rows, lens: milk, today: store.state.today))
    }
}
