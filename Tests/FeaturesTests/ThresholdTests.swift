import Collections
import Core
import CoreTesting
import Foundation
@testable import Features
import Storage
import XCTest

/// Rows waiting for their `t:` date and rows `h:1` hides are out of the list's default lens,
/// counted in the header, shown by a lens that asks for them, and back when their day comes.
final class ThresholdTests: XCTestCase {
    /// Today is 2026-11-30 (``testNow``).
    private func mixed(lens: Lens = Lens()) -> TodoList.State {
        TodoList.State(rows: rows(
            row("a", "plain"),
            row("b", "later t:2026-12-05"),
            row("c", "past t:2026-11-01"),
            row("d", "secret h:1"),
            row("e", "done early t:2027-01-01", done: true),
            row("f", "done secret h:1", done: true)
        ), lens: lens, today: today)
    }

    func testWaitingAndHiddenRowsAreOutOfTheDefaultLensAndCounted() {
        let state = mixed()
        XCTAssertEqual(Array(state.visibleIDs), ["a", "c", "e"])
        let counts = state.counts
        XCTAssertEqual(counts.all, 6)
        XCTAssertEqual(counts.pending, 2)
        XCTAssertEqual(counts.done, 1)
        XCTAssertEqual(counts.future, 1)
        XCTAssertEqual(counts.hidden, 2)
    }

    func testALensShowsTheFutureTheHiddenOrEveryRow() {
        XCTAssertEqual(Array(mixed(lens: Lens(visibility: .future)).visibleIDs), ["b"])
        XCTAssertEqual(Array(mixed(lens: Lens(visibility: .hidden)).visibleIDs), ["d", "f"])
        XCTAssertEqual(Array(mixed(lens: Lens(visibility: .everything)).visibleIDs), ["a", "b", "c", "d", "e", "f"])
        XCTAssertEqual(Array(mixed(lens: Lens(status: .pending, visibility: .everything)).visibleIDs), ["a", "b", "c", "d"])
        XCTAssertEqual(Array(mixed(lens: Lens(status: .done, visibility: .hidden)).visibleIDs), ["f"])
        XCTAssertEqual(Array(mixed(lens: Lens(status: .pending)).visibleIDs), ["a", "c"])
    }

    func testAStateMadeWithoutADateHoldsNoRowBack() {
        let state = TodoList.State(rows: rows(row("b", "later t:2026-12-05"), row("d", "secret h:1")))
        XCTAssertEqual(Array(state.visibleIDs), ["b"])
    }

    func testTheFilterPopoverOffersTheFutureAndHiddenRowsAndShowsThem() async {
        let store = listStore(mixed(), clock: TestClock())
        store.exhaustivity = .off
        await store.send(.view(.open(.filter)))
        guard case let .filter(picker)? = store.state.destination,
              let future = picker.options.firstIndex(of: .visibility(.future)) else { return XCTFail("no future option") }
        for _ in 0..<future { await store.send(.destination(.presented(.filter(.highlightNext)))) }
        await store.send(.destination(.presented(.filter(.choose))))
        await store.receive(.destination(.presented(.filter(.delegate(.lensChanged(Lens(visibility: .future)))))))
        XCTAssertEqual(Array(store.state.visibleIDs), ["b"])
        XCTAssertEqual(store.state.lens.summary, "All · future")
    }

    func testEditingAHiddenRowsThresholdAwayMakesItAppear() async {
        var state = mixed()
        state.focus = "b"
        let store = listStore(state, clock: TestClock())
        store.exhaustivity = .off
        XCTAssertTrue(store.state.isFocusHidden)
        await store.send(.rows(.element(id: "b", action: .edit(.deleteWordBackward))))
        XCTAssertEqual(store.state.rows[id: "b"]?.text, "later ")
        XCTAssertEqual(Array(store.state.visibleIDs), ["a", "b", "c", "e"])
        XCTAssertEqual(store.state.counts.future, 0)
        store.skipInFlightEffects()
    }

    func testARowGivenAFutureThresholdLeavesWithAWordSayingWhereItWent() async {
        var state = mixed()
        state.focus = "a"
        let store = listStore(state, clock: TestClock())
        store.exhaustivity = .off
        await store.send(.rows(.element(id: "a", action: .edit(.insert(" t:tomorrow")))))
        XCTAssertEqual(Array(store.state.visibleIDs), ["a", "c", "e"], "a word is no date until the field is left")
        await store.send(.view(.leaveField))
        XCTAssertEqual(store.state.rows[id: "a"]?.text, "plain t:2026-12-01")
        XCTAssertEqual(Array(store.state.visibleIDs), ["c", "e"])
        XCTAssertEqual(store.state.message, StatusMessage(
            "“plain t:2026-12-01” waits for 2026-12-01",
            followUp: .init(command: .list(.view(.open(.filter))), label: "then Future shows it")))
        XCTAssertEqual(store.state.counts.future, 2)
        store.skipInFlightEffects()
    }

    func testARowGivenHOneInTheEditorSaysItIsHidden() async {
        let store = listStore(mixed(), clock: TestClock())
        store.exhaustivity = .off
        await store.send(.view(.select("c")))
        await store.send(.view(.open(.editor)))
        await store.send(.destination(.presented(.editor(.delegate(.save(Editor.Changes(
            rowID: "c", draft: Editor.Draft(text: "past", tags: "t:2026-11-01 h:1"), priority: nil, due: nil)))))))
        XCTAssertEqual(store.state.message, StatusMessage(
            "“past t:2026-11-01 h:1” is hidden by h:1",
            followUp: .init(command: .list(.view(.open(.filter))), label: "then Hidden shows it")))
        XCTAssertEqual(Array(store.state.visibleIDs), ["a", "e"])
        store.skipInFlightEffects()
    }

    func testARowAddedUnderTheFutureLensBringsBackTheCurrentRows() async {
        let store = listStore(mixed(lens: Lens(visibility: .future)), clock: TestClock())
        store.exhaustivity = .off
        await store.send(.view(.addRow(.append)))
        XCTAssertEqual(store.state.lens.visibility, .current)
        XCTAssertEqual(store.state.message, "New row: showing current rows")
        XCTAssertNotNil(store.state.visibleOffset(of: store.state.focus!))
        store.skipInFlightEffects()
    }

    func testTheDayBeginningShowsTheRowsWhoseThresholdCame() async {
        let december5 = TodoDate(year: 2026, month: 12, day: 5)!
        let store = listStore(mixed(), clock: TestClock())
        await store.send(.lens(.dayBegan(december5))) {
            $0.content.setToday(december5)
            $0.message = "A new day: 1 row whose t: date came shows now"
        }
        XCTAssertEqual(Array(store.state.visibleIDs), ["a", "b", "c", "e"])
        XCTAssertTrue(store.state.memo.agrees(with: store.state.rows, lens: store.state.lens, today: december5))
        await store.send(.lens(.dayBegan(TodoDate(year: 2026, month: 12, day: 6)!))) {
            $0.content.setToday(TodoDate(year: 2026, month: 12, day: 6)!)
        }
    }

    /// The watch sleeps on the clock until midnight by the `now` dependency: nothing before it,
    /// the new day a second after it.
    func testTheWatchSendsTheNewDayAtMidnight() async {
        let calendar = Calendar.current
        let evening = Timestamp(secondsSince1970: calendar.date(from: DateComponents(year: 2026, month: 12, day: 4, hour: 23, minute: 59, second: 0))!.timeIntervalSince1970)
        let clock = TestClock()
        let date = Locked(evening)
        let state = TodoList.State(rows: rows(row("a", "plain"), row("b", "later t:2026-12-05")),
                                   today: TodoDate(localDayOf: evening))
        let store = TestStore(initialState: state, reducer: { TodoList() }, withDependencies: {
            $0.randomBits = .incrementing()
            $0.now = DateGenerator { date.withLock { $0 } }
            $0.clock = clock
            $0.storage = StorageClient.inMemory().client
        })
        await store.send(.lens(.watchTheDay))
        await clock.advance(by: .seconds(30))
        date.withLock { $0 = evening.adding(seconds: 30) }
        XCTAssertEqual(Array(store.state.visibleIDs), ["a"])
        date.withLock { $0 = evening.adding(seconds: 61) }
        await clock.advance(by: .seconds(31))
        let december5 = TodoDate(year: 2026, month: 12, day: 5)!
        await store.receive(.lens(.dayBegan(december5))) {
            $0.content.setToday(december5)
            $0.message = "A new day: 1 row whose t: date came shows now"
        }
        XCTAssertEqual(Array(store.state.visibleIDs), ["a", "b"])
        store.skipInFlightEffects()
    }

    func testTheWatchLooksAtTheDateAtLeastEveryHour() {
        let calendar = Calendar.current
        let noon = Timestamp(secondsSince1970: calendar.date(from: DateComponents(year: 2026, month: 12, day: 4, hour: 12))!.timeIntervalSince1970)
        XCTAssertEqual(ListLens.untilTomorrow(from: noon), ListLens.dayCheckInterval)
        let late = Timestamp(secondsSince1970: calendar.date(from: DateComponents(year: 2026, month: 12, day: 4, hour: 23, minute: 59, second: 30))!.timeIntervalSince1970)
        XCTAssertEqual(ListLens.untilTomorrow(from: late), .seconds(31))
    }
}
