import Collections
import Core
import CoreTesting
import XCTest

/// A presented child's effects end when the child leaves the slot by any road: a reducer
/// composed before or after the `ifLet` emptying it, or the child taking another identity.
final class PresentationOutsideChangeTests: XCTestCase {
    private func makeStore(clock: TestClock = TestClock()) -> TestStore<Parent.State, Parent.Action> {
        TestStore(initialState: Parent.State(), reducer: { OuterParent() }, withDependencies: { $0.clock = clock })
    }

    private var timerInSheet: Parent.Action { .sheet(.presented(.counter(.startTimer))) }

    /// The reducer before the `ifLet` empties the slot; the presentation reducer sees a slot it
    /// last saw filled and cancels that presentation's effects in the same action.
    func testASlotEmptiedBeforeTheIfLetCancelsTheChildsEffects() async {
        let store = makeStore()
        store.exhaustivity = .off
        await store.send(.presentCounter(1)) { $0.sheet = .counter(Counter.State(id: 1)) }
        await store.send(timerInSheet)
        XCTAssertEqual(store.inFlightEffectCount, 1)
        await store.send(.add(7)) { $0.sheet = nil }
        XCTAssertEqual(store.inFlightEffectCount, 0, "emptied before the ifLet: cancelled at once")
    }

    /// The reducer after the `ifLet` empties the slot: the presentation reducer has already run,
    /// so, as in TCA, the next action that reaches it cancels the effects.
    func testASlotEmptiedAfterTheIfLetCancelsAtTheNextAction() async {
        let store = makeStore()
        store.exhaustivity = .off
        await store.send(.presentCounter(1)) { $0.sheet = .counter(Counter.State(id: 1)) }
        await store.send(timerInSheet)
        await store.send(.remove(7)) { $0.sheet = nil }
        XCTAssertEqual(store.inFlightEffectCount, 1, "the ifLet has not seen the slot empty yet")
        await store.send(.add(7))
        XCTAssertEqual(store.inFlightEffectCount, 0, "the next action through the ifLet cancels them")
    }

    /// A child that replaces itself by one with another id is a new presentation: the old one's
    /// effect is cancelled and never delivers into the new child.
    func testAChildThatChangesItsIdentityIsANewPresentation() async {
        let clock = TestClock()
        let store = makeStore(clock: clock)
        store.exhaustivity = .off
        await store.send(.presentCounter(1)) { $0.sheet = .counter(Counter.State(id: 1)) }
        await store.send(timerInSheet)
        XCTAssertEqual(store.inFlightEffectCount, 1)
        await store.send(.sheet(.presented(.counter(.resetIdentity(2))))) {
            $0.sheet = .counter(Counter.State(id: 2))
        }
        XCTAssertEqual(store.inFlightEffectCount, 0, "the first child's timer ended with it")
        await clock.advance(by: .seconds(3))
        XCTAssertEqual(store.inFlightEffectCount, 0)
        await store.send(.sheet(.dismiss)) { $0.sheet = nil }
    }

    /// A child that keeps its identity keeps its effects (the counterpart of the test above).
    func testAChildThatKeepsItsIdentityKeepsItsEffects() async {
        let store = makeStore()
        store.exhaustivity = .off
        await store.send(.presentCounter(1))
        await store.send(timerInSheet)
        await store.send(.sheet(.presented(.counter(.resetIdentity(1)))))
        XCTAssertEqual(store.inFlightEffectCount, 1)
        await store.send(.sheet(.dismiss)) { $0.sheet = nil }
        XCTAssertEqual(store.inFlightEffectCount, 0)
    }
}

/// ``Parent`` with a reducer composed before its `ifLet` (which empties the slot on `.add`) and
/// one after it (which empties it on `.remove`).
private struct OuterParent: Reducer {
    var body: some Reducer<Parent.State, Parent.Action> {
        Reduce { state, action in
            if case .add = action { state.sheet = nil }
            return .none
        }
        Parent()
        Reduce { state, action in
            if case .remove = action { state.sheet = nil }
            return .none
        }
    }
}
