import Core
import CoreTesting
@testable import Features
import Storage
import XCTest

final class RowTests: XCTestCase {
    private func rowStore(_ state: Row.State, clock: TestClock = TestClock()) -> TestStore<Row.State, Row.Action> {
        TestStore(initialState: state, reducer: { Row() }, withDependencies: {
            $0.clock = clock
            $0.now = .constant(testNow)
        })
    }

    func testARowsStateIsThirtyTwoBytesInline() {
        // A million rows are a million of these: its item (a range of the file's bytes while
        // unchanged), its cursor and two flags.
        XCTAssertEqual(MemoryLayout<Row.State>.stride, 32)
    }

    func testEditingChangesTextAndCursor() async {
        let store = rowStore(row("a", "milk"))
        await store.send(.edit(.moveHome)) { $0.cursor = 0 }
        await store.send(.edit(.insert("oat "))) {
            $0.item.text = "oat milk"
            $0.cursor = 4
        }
    }

    func testToggleDoneUsesTodayFromTheNowDependency() async {
        let store = rowStore(row("a", "milk"))
        await store.send(.toggleDone) { $0.item.complete(on: today) }
        await store.send(.toggleDone) { $0.item.reopen() }
    }

    func testToggleExpanded() async {
        let store = rowStore(row("a", "milk"))
        await store.send(.toggleExpanded) { $0.isExpanded = true }
    }

    func testTheTimerTicksEverySecondUntilStopped() async {
        let clock = TestClock()
        let store = rowStore(row("a", "milk"), clock: clock)
        await store.send(.toggleTimer) { $0.isTimerRunning = true }
        await clock.advance(by: .seconds(2))
        await store.receive(.timerTicked) { $0.item.trackedSeconds = 1 }
        await store.receive(.timerTicked) { $0.item.trackedSeconds = 2 }
        await store.send(.toggleTimer) { $0.isTimerRunning = false }
        await clock.advance(by: .seconds(5))
        await store.finish()
    }

    func testDelegateActionsChangeNothingInTheRow() async {
        let store = rowStore(row("a", "milk"))
        await store.send(.delegate(.delete))
        await store.send(.delegate(.duplicate))
    }

    func testACursorNeverPlacedIsAtTheEndAndEqualsOnePlacedThere() {
        let item = TodoItem(id: "a", text: "naïve café 🇪🇸")
        let fresh = Row.State(item: item)
        XCTAssertEqual(fresh.cursor, 12)
        XCTAssertEqual(fresh, Row.State(item: item, cursor: 12))
        XCTAssertNotEqual(fresh, Row.State(item: item, cursor: 3))
        var moved = fresh
        moved.item.text = "naïve"
        XCTAssertEqual(moved.cursor, 5, "a cursor never placed follows the end of the text")
        moved.cursor = 2
        moved.item.text = "naïve café"
        XCTAssertEqual(moved.cursor, 2, "a placed cursor stays where it was put")
        XCTAssertEqual(Row.State(item: item, cursor: 99).cursor, 12)
    }

    func testNewIDsAreShortAndReadableInTests() {
        let generate = RandomBitsGenerator.incrementing()
        XCTAssertEqual(TodoID.make(from: generate()), "0000000000")
        XCTAssertEqual(TodoID.make(from: generate()), "1000000000")
        XCTAssertEqual(TodoID.make(from: 0xFF), "z700000000")
    }
}
