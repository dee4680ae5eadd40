import Core
import CoreTesting
import XCTest

final class CompositionTests: XCTestCase {
    private func makeStore(_ state: Parent.State = Parent.State(), clock: TestClock = TestClock()) -> TestStore<Parent.State, Parent.Action> {
        let store = TestStore(initialState: state, reducer: { Parent() }, withDependencies: { $0.clock = clock })
        store.exhaustivity = .off
        return store
    }

    func testForEachRunsTheElementFirstThenTheParent() async {
        let store = makeStore(Parent.State(counters: [Counter.State(id: 1)]))
        await store.send(.counters(.element(id: 1, action: .increment))) {
            $0.counters[id: 1]?.count = 1
            $0.counters[id: 1]?.log = ["increment"]
            $0.log = ["parent: counters(Core.IdentifiedAction<Swift.Int, CoreTests.Counter.Action>.element(id: 1, action: CoreTests.Counter.Action.increment))"]
        }
    }

    func testRemovingAnElementCancelsItsEffects() async {
        let clock = TestClock()
        let store = makeStore(Parent.State(counters: [Counter.State(id: 1), Counter.State(id: 2)]), clock: clock)
        await store.send(.counters(.element(id: 1, action: .startTimer)))
        await store.send(.counters(.element(id: 2, action: .startTimer)))
        XCTAssertEqual(store.inFlightEffectCount, 2)
        await store.send(.remove(1))
        XCTAssertEqual(store.inFlightEffectCount, 1, "only the removed row's timer stops")
        await clock.advance(by: .seconds(1))
        await store.receive(.counters(.element(id: 2, action: .tick)))
        await store.send(.remove(2))
        XCTAssertEqual(store.inFlightEffectCount, 0)
    }

    func testAnElementThatAsksToBeRemovedIsRemovedByTheParent() async {
        let store = makeStore(Parent.State(counters: [Counter.State(id: 1)]))
        await store.send(.counters(.element(id: 1, action: .delegate(.removeMe)))) {
            $0.counters = []
        }
    }

    func testAnActionForAMissingElementIsReportedNotFatal() async {
        let (_, issues) = await withIssueCapture {
            let store = makeStore()
            await store.send(.counters(.element(id: 42, action: .increment)))
        }
        XCTAssertEqual(issues.count, 1)
        XCTAssertTrue(issues[0].message.contains("received an action for an element that is not in the collection: id 42, action increment"), issues[0].message)
    }

    func testParentCancelsItsChildrensEffects() async {
        let store = makeStore(Parent.State(counters: [Counter.State(id: 1)]))
        await store.send(.counters(.element(id: 1, action: .startTimer)))
        await store.send(.stopChildTimers)
        XCTAssertEqual(store.inFlightEffectCount, 0)
    }

    func testAChildCannotCancelItsParentsOrASiblingsEffects() async {
        let store = makeStore(Parent.State(counters: [Counter.State(id: 1), Counter.State(id: 2)]))
        await store.send(.startTimer)
        await store.send(.counters(.element(id: 2, action: .startTimer)))
        await store.send(.counters(.element(id: 1, action: .cancelParentTimer)))
        await store.send(.counters(.element(id: 1, action: .cancelSiblingTimer)))
        XCTAssertEqual(store.inFlightEffectCount, 2)
        await store.send(.counters(.element(id: 2, action: .stopTimer)))
        XCTAssertEqual(store.inFlightEffectCount, 1)
        await store.send(.stopTimer)
        XCTAssertEqual(store.inFlightEffectCount, 0)
    }

    func testCancelInFlightReplacesTheRunningEffect() async {
        let store = makeStore(Parent.State(counters: [Counter.State(id: 1)]))
        await store.send(.counters(.element(id: 1, action: .startTimer)))
        await store.send(.counters(.element(id: 1, action: .startTimer)))
        XCTAssertEqual(store.inFlightEffectCount, 1)
        await store.send(.remove(1))
    }

    func testScopeMapsChildActions() async {
        struct Wrapper: Reducer {
            struct State: Equatable { var counter = Counter.State(id: 0) }
            enum Action: Equatable, Sendable { case counter(Counter.Action) }
            var body: some Reducer<State, Action> {
                Scope(state: \.counter, action: CasePath(embed: { .counter($0) }, extract: { if case let .counter(a) = $0 { a } else { nil } })) {
                    Counter()
                }
            }
        }
        let store = TestStore(initialState: Wrapper.State(), reducer: { Wrapper() })
        await store.send(.counter(.chain)) { $0.counter.log = ["chain"] }
        await store.receive(.counter(.chained)) { $0.counter.log = ["chain", "chained"] }
    }

    func testCombineReducersRunsInOrder() {
        let reducer = CombineReducers {
            Reduce<[String], String> { state, action in state.append("a:\(action)"); return .none }
            Reduce<[String], String> { state, action in state.append("b:\(action)"); return .none }
        }
        var state: [String] = []
        _ = reducer.reduce(into: &state, action: "x")
        XCTAssertEqual(state, ["a:x", "b:x"])
    }
}
