import Core
import CoreTesting
@testable import Features
import Storage
import XCTest

/// The test from the first lesson: type half a sentence into row 3, move the cursor, flip a
/// lens that hides row 3 without leaving the field, flip it back — text, cursor, focus and the
/// running timer are exactly as they were. Exhaustive: every change is spelled out.
final class BrutalTest: XCTestCase {
    func testHalfASentenceSurvivesALensThatHidesItsRow() async {
        let clock = TestClock()
        let initial = TodoList.State(rows: rows(
            row("r1", "call mom"), row("r2", "pay rent", done: true), row("r3", ""),
            row("r4", "water plants"), row("r5", "book flights", done: true)))
        let store = listStore(initial, clock: clock)

        await store.send(.view(.moveSelection(.down))) { $0.selection = "r2" }
        await store.send(.view(.moveSelection(.down))) { $0.selection = "r3" }
        await store.send(.view(.focusSelected)) { $0.focus = "r3" }

        let before = initial.rows[id: "r3"]!
        await store.send(.rows(.element(id: "r3", action: .edit(.insert("buy oat mi"))))) {
            $0.content.modify(id: "r3") { $0.item.text = "buy oat mi" }
            $0.content.modify(id: "r3") { $0.cursor = 10 }
            XCTAssertEqual($0.content.version, 1)
            $0.history.recordTyping(in: "r3", before: RowContent(before), after: RowContent($0.rows[id: "r3"]!))
        }
        await store.send(.rows(.element(id: "r3", action: .edit(.moveLeft)))) { $0.content.modify(id: "r3") { $0.cursor = 9 } }
        await store.send(.rows(.element(id: "r3", action: .edit(.moveLeft)))) { $0.content.modify(id: "r3") { $0.cursor = 8 } }
        await store.settleSave(clock)
        await store.send(.rows(.element(id: "r3", action: .toggleTimer))) {
            $0.content.modify(id: "r3") {
                $0.isTimerRunning = true
                $0.item.trackingStart = TrackingStart(localAt: testNow.secondsSince1970)
            }
            XCTAssertEqual($0.content.version, 2)
            $0.message = StatusMessage("Timer started on “\($0.rows[id: "r3"]!.text)”", followUp: .init(command: .row(.toggleTimer), label: "stops it"))
        }
        // Starting saves the timer's start (tracking:) to the file.
        await store.settleSave(clock)

        await store.send(.lens(.view(.set(Lens(status: .done))))) { $0.content.setLens(Lens(status: .done)) }
        XCTAssertEqual(store.state.visibleIDs, ["r2", "r5"])
        XCTAssertTrue(store.state.isFocusHidden, "the screen can say the edited row is hidden")

        await clock.advance(by: .milliseconds(1500))
        // The clock of this test stands still: the ticks count no second.
        await store.receive(.rows(.element(id: "r3", action: .timerTicked)))
        await store.receive(.rows(.element(id: "r3", action: .timerTicked)))

        await store.send(.lens(.view(.set(Lens())))) { $0.content.setLens(Lens()) }
        XCTAssertEqual(store.state.visibleIDs, ["r1", "r2", "r3", "r4", "r5"])
        XCTAssertFalse(store.state.isFocusHidden)
        XCTAssertEqual(store.state.focus, "r3")
        XCTAssertEqual(store.state.rows[id: "r3"]?.text, "buy oat mi")
        XCTAssertEqual(store.state.rows[id: "r3"]?.cursor, 8)
        XCTAssertEqual(store.state.rows[id: "r3"]?.isTimerRunning, true)
        XCTAssertEqual(store.inFlightEffectCount, 1, "the timer kept running all along")

        // Typing continues at the same place.
        await store.send(.rows(.element(id: "r3", action: .edit(.insert("l"))))) {
            $0.content.modify(id: "r3") { $0.item.text = "buy oat lmi" }
            $0.content.modify(id: "r3") { $0.cursor = 9 }
            XCTAssertEqual($0.content.version, 3)
            $0.history.recordTyping(in: "r3", before: RowContent(before), after: RowContent($0.rows[id: "r3"]!))
        }
        await store.send(.rows(.element(id: "r3", action: .toggleTimer))) {
            $0.content.modify(id: "r3") {
                $0.isTimerRunning = false
                $0.item.trackingStart = nil
            }
            $0.message = "Timer stopped on “\($0.rows[id: "r3"]!.text)”: \(TrackedTime.text($0.rows[id: "r3"]!.item.trackedSeconds)) tracked in all"
        }
        await store.settleSave(clock)
    }
}
