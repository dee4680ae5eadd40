import Core
import CoreTesting
import XCTest

final class PresentationTests: XCTestCase {
    private func makeStore(_ state: Parent.State = Parent.State(), clock: TestClock = TestClock()) -> TestStore<Parent.State, Parent.Action> {
        let store = TestStore(initialState: state, reducer: { Parent() }, withDependencies: { $0.clock = clock })
        store.exhaustivity = .off
        return store
    }

    private var timerInSheet: Parent.Action { .sheet(.presented(.counter(.startTimer))) }

    func testDismissSetsNilAndCancelsTheChildsEffects() async {
        let store = makeStore()
        await store.send(.presentCounter(1)) { $0.sheet = .counter(Counter.State(id: 1)) }
        await store.send(timerInSheet)
        XCTAssertEqual(store.inFlightEffectCount, 1)
        await store.send(.sheet(.dismiss)) { $0.sheet = nil }
        XCTAssertEqual(store.inFlightEffectCount, 0)
    }

    func testTheSlotBecomingNilByAnyMeansCancels() async {
        let store = makeStore()
        await store.send(.presentCounter(1))
        await store.send(timerInSheet)
        await store.send(.closeSheet) { $0.sheet = nil }
        XCTAssertEqual(store.inFlightEffectCount, 0)
    }

    func testReplacingWithADifferentChildCancelsTheFirst() async {
        let store = makeStore()
        await store.send(.presentCounter(1))
        await store.send(timerInSheet)
        await store.send(.presentCounter(2)) { $0.sheet = .counter(Counter.State(id: 2)) }
        XCTAssertEqual(store.inFlightEffectCount, 0, "a different id is a different presentation")
        await store.send(timerInSheet)
        await store.send(.presentOther) { $0.sheet = .other }
        XCTAssertEqual(store.inFlightEffectCount, 0, "a different case is a different presentation")
    }

    func testMutatingThePresentedChildKeepsItsEffects() async {
        let clock = TestClock()
        let store = makeStore(clock: clock)
        await store.send(.presentCounter(1))
        await store.send(timerInSheet)
        await store.send(.sheet(.presented(.counter(.increment))))
        XCTAssertEqual(store.inFlightEffectCount, 1)
        await clock.advance(by: .seconds(1))
        await store.receive(.sheet(.presented(.counter(.tick))))
        await store.send(.sheet(.dismiss))
    }

    func testTheChildCanAskToBeDismissed() async {
        let store = makeStore()
        await store.send(.presentCounter(1))
        await store.send(timerInSheet)
        await store.send(.sheet(.presented(.counter(.askToBeDismissed))))
        await store.receive(.sheet(.dismiss)) { $0.sheet = nil }
        XCTAssertEqual(store.inFlightEffectCount, 0)
    }

    func testTheChildCanAskToBeDismissedWithDismissReadInsideItsEffect() async {
        let store = makeStore()
        await store.send(.presentCounter(1))
        await store.send(.sheet(.presented(.counter(.askToBeDismissedReadingDismissInside))))
        await store.receive(.sheet(.dismiss)) { $0.sheet = nil }
        XCTAssertEqual(store.inFlightEffectCount, 0)
    }

    func testEachPresentationsDismissReachesItsOwnSlot() async {
        let store = makeStore()
        await store.send(.presentCounter(1))
        await store.send(.sheet(.presented(.counter(.askToBeDismissed))))
        await store.receive(.sheet(.dismiss)) { $0.sheet = nil }
        await store.send(.presentCounter(2)) { $0.sheet = .counter(Counter.State(id: 2)) }
        await store.send(.sheet(.presented(.counter(.askToBeDismissed))))
        await store.receive(.sheet(.dismiss)) { $0.sheet = nil }
        XCTAssertEqual(store.inFlightEffectCount, 0)
    }

    /// Two quick presses of a close key start two dismiss effects; the first dismiss cancels
    /// the second effect, so its queued dismiss never reaches an empty slot.
    func testTwoDismissEffectsQueuedTogetherDismissOnce() async throws {
        let (_, issues) = await withIssueCapture {
            let store = Store(initialState: Parent.State(), reducer: Parent(), prepareDependencies: { $0.clock = TestClock() })
            store.send(.presentCounter(1))
            store.send(.sheet(.presented(.counter(.askToBeDismissed))))
            store.send(.sheet(.presented(.counter(.askToBeDismissed))))
            let deadline = ContinuousClock.now + .seconds(5)
            while store.effects.queuedActionCount < 2, ContinuousClock.now < deadline {
                try? await Task.sleep(for: .milliseconds(1))
            }
            XCTAssertEqual(store.effects.queuedActionCount, 2)
            store.processEffectActions()
            XCTAssertNil(store.state.sheet)
        }
        XCTAssertEqual(issues.map(\.message), [], "the second dismiss reached a slot already empty")
    }

    func testAChildActionWhileNothingIsPresentedIsReported() async {
        let (_, issues) = await withIssueCapture {
            let store = makeStore()
            await store.send(.sheet(.presented(.counter(.increment))))
        }
        XCTAssertEqual(issues.count, 1)
        XCTAssertTrue(issues[0].message.contains("received a child action while nothing is presented"), issues[0].message)
    }

    func testStartingWithTheSlotFilledIsValid() async {
        let store = makeStore(Parent.State(sheet: .counter(Counter.State(id: 9))))
        await store.send(.sheet(.presented(.counter(.increment)))) {
            $0.sheet = .counter(Counter.State(id: 9, count: 1, log: ["increment"]))
        }
        await store.send(timerInSheet)
        await store.send(.sheet(.dismiss)) { $0.sheet = nil }
        XCTAssertEqual(store.inFlightEffectCount, 0)
    }

    func testDismissOutsideAPresentationIsReported() {
        let (_, issues) = withIssueCapture { DismissEffect(nil)() }
        XCTAssertEqual(issues.map(\.message), ["dismiss() was called from a feature that is not presented"])
    }
}
