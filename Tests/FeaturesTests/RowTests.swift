import Core
import CoreTesting
@testable import Features
import Storage
import Synchronization
import XCTest

final class RowTests: XCTestCase {
    private func rowStore(_ state: Row.State, clock: TestClock = TestClock(),
                          now: DateGenerator = .constant(testNow)) -> TestStore<Row.State, Row.Action> {
        TestStore(initialState: state, reducer: { Row() }, withDependencies: {
            $0.clock = clock
            $0.now = now
        })
    }

    func testARowsStateIsTwentyFourBytesInline() {
        // A million rows are a million of these: the item alone (a range of the file's bytes
        // while unchanged) for a row never touched, or a box of the item, cursor and flags.
        XCTAssertEqual(MemoryLayout<Row.State>.size, 24)
        XCTAssertEqual(MemoryLayout<Row.State>.stride, 24)
    }

    func testTogglingARowNeverTouchedKeepsItUnboxed() async {
        let store = rowStore(row("a", "milk"))
        await store.send(.toggleDone) { $0.item.complete(on: TodoDate(localDayOf: testNow)) }
        XCTAssertFalse(store.state.isBoxed, "done and its date live in the item")
        await store.send(.toggleDone) { $0.item.reopen() }
        XCTAssertFalse(store.state.isBoxed)
    }

    func testExpandingBoxesARowAndCollapsingUnboxesIt() async {
        let store = rowStore(row("a", "milk"))
        await store.send(.toggleExpanded) { $0.isExpanded = true }
        XCTAssertTrue(store.state.isBoxed)
        await store.send(.toggleExpanded) { $0.isExpanded = false }
        XCTAssertFalse(store.state.isBoxed, "back to the default: the item alone")
    }

    func testAPlacedCursorKeepsTheRowBoxedWhenItsFlagsGoOff() async {
        let store = rowStore(row("a", "milk"))
        await store.send(.toggleExpanded) { $0.isExpanded = true }
        await store.send(.edit(.moveHome)) { $0.cursor = 0 }
        await store.send(.toggleExpanded) { $0.isExpanded = false }
        XCTAssertTrue(store.state.isBoxed)
        XCTAssertEqual(store.state.cursor, 0)
    }

    func testSettingAFlagToItsDefaultOnARowNeverTouchedKeepsItUnboxed() {
        var state = row("a", "milk")
        state.isTimerRunning = false
        state.isExpanded = false
        XCTAssertFalse(state.isBoxed)
    }

    func testACopiedRowNeverSeesTheOthersChanges() {
        var original = Row.State(item: TodoItem(id: "a", text: "milk"), cursor: 2, isExpanded: true)
        var copy = original
        copy.item.text = "bread and milk"
        copy.cursor = 9
        copy.isTimerRunning = true
        XCTAssertEqual(original.text, "milk")
        XCTAssertEqual(original.cursor, 2)
        XCTAssertFalse(original.isTimerRunning)
        original.isExpanded = false
        XCTAssertTrue(copy.isExpanded)
        XCTAssertEqual(copy.text, "bread and milk")
    }

    func testKeepingTheCursorInTheTextLeavesACursorNeverPlacedFollowingTheEnd() {
        var fresh = row("a", "milk")
        fresh.item.text = "milk and bread"
        fresh.keepCursorInText()
        XCTAssertFalse(fresh.isBoxed)
        fresh.item.text = "milk and bread, twice"
        XCTAssertEqual(fresh.cursor, 21, "never placed: at the end of whatever text the row has")

        var placed = Row.State(item: TodoItem(id: "b", text: "milk and bread"), cursor: 10)
        placed.item.text = "milk"
        placed.keepCursorInText()
        XCTAssertEqual(placed.cursor, 4)
        placed.item.text = "milk and bread"
        XCTAssertEqual(placed.cursor, 4, "placed: it stays where it was put")
    }

    func testTakingTheCursorOfAnotherVersionKeepsItInsideThisText() {
        let short = row("a", "milk")
        var long = row("a", "milk and bread")
        long.takeCursor(of: short)
        XCTAssertEqual(long.cursor, 4, "the other version's end, inside this text")
        XCTAssertTrue(long.isBoxed)

        var same = row("a", "milk")
        same.takeCursor(of: row("a", "milk and bread"))
        XCTAssertEqual(same.cursor, 4)
        XCTAssertFalse(same.isBoxed, "at the end of both: still never placed")

        var other = row("a", "milk and bread")
        other.takeCursor(of: Row.State(item: TodoItem(id: "a", text: "milk and bread"), cursor: 99))
        XCTAssertEqual(other.cursor, 14)
        other.takeCursor(of: Row.State(item: TodoItem(id: "a", text: "milk"), cursor: 1))
        XCTAssertEqual(other.cursor, 1)
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

    func testTheTimerWritesItsStartTicksEverySecondAndAddsTheWallClockTimeWhenStopped() async {
        let clock = TestClock()
        let moment = Mutex(testNow.secondsSince1970)
        let store = rowStore(Row.State(item: TodoItem(parsing: "milk spent:1m")), clock: clock,
                             now: DateGenerator { Timestamp(secondsSince1970: moment.withLock { $0 }) })
        await store.send(.toggleTimer) {
            $0.isTimerRunning = true
            $0.item.trackingStart = TrackingStart(localAt: testNow.secondsSince1970)
        }
        XCTAssertEqual(store.state.item.line, "milk spent:1m tracking:\(TrackingStart(localAt: testNow.secondsSince1970))")
        moment.withLock { $0 += 1 }
        await clock.advance(by: .seconds(1))
        await store.receive(.timerTicked) { $0.timerElapsed = 1 }
        moment.withLock { $0 += 1 }
        await clock.advance(by: .seconds(1))
        await store.receive(.timerTicked) { $0.timerElapsed = 2 }
        XCTAssertEqual(store.state.shownTrackedSeconds, 62)
        // The time counted on stopping is the clock's since the start, not the ticks seen.
        moment.withLock { $0 += 3600 }
        await store.send(.toggleTimer) {
            $0.isTimerRunning = false
            $0.timerElapsed = 0
            $0.item.trackingStart = nil
            $0.item.trackedSeconds = 60 + 3602
        }
        XCTAssertEqual(store.state.item.line, "milk spent:1h1m2s")
        await clock.advance(by: .seconds(5))
        await store.finish()
    }

    /// A timer the file says runs (started before a restart, or in pter) stops here with the
    /// time since its start added, though nothing ticked.
    func testATimerStartedBeforeARestartStopsWithTheTimeSinceItsStart() async {
        let start = TrackingStart(localAt: testNow.secondsSince1970 - 600)
        let store = rowStore(Row.State(item: TodoItem(parsing: "milk tracking:\(start) spent:5h3m")))
        XCTAssertTrue(store.state.hasRunningTimer)
        XCTAssertFalse(store.state.isTimerRunning)
        await store.send(.toggleTimer) {
            $0.item.trackingStart = nil
            $0.item.trackedSeconds = 5 * 3600 + 3 * 60 + 600
        }
        XCTAssertEqual(store.state.item.line, "milk spent:5h13m")
    }

    /// pter stopped the timer (the file lost its tracking:): the next tick stops the ticking.
    func testATickAfterTheTimerStoppedElsewhereStopsTicking() async {
        let store = rowStore(Row.State(item: TodoItem(parsing: "milk spent:10m"), isTimerRunning: true))
        await store.send(.timerTicked) { $0.isTimerRunning = false }
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
