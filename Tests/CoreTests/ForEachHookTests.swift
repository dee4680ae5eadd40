import Collections
import Core
import CoreTesting
import XCTest

/// `forEach`'s hook: after an element's own reducer, the parent hears the element as it was
/// and as it is; an element the hook removes has its effects cancelled like any other.
final class ForEachHookTests: XCTestCase {
    struct Hooked: Reducer {
        struct State: Equatable, Sendable {
            var counters: IdentifiedArrayOf<Counter.State> = []
            var heard: [String] = []
        }

        enum Action: Equatable, Sendable {
            case counters(IdentifiedAction<Int, Counter.Action>)
        }

        static let countersPath = CasePath<Action, IdentifiedAction<Int, Counter.Action>>(
            embed: { .counters($0) },
            extract: { if case let .counters(action) = $0 { action } else { nil } })

        var body: some Reducer<State, Action> {
            Reduce { _, _ in .none }
                .forEach(\.counters, action: Self.countersPath, onChange: { state, change in
                    state.heard.append("\(change.id): \(change.old.count) → \(change.new.count) after \(change.action)")
                    if change.action == .delegate(.removeMe) { state.counters.remove(id: change.id) }
                    return .none
                }) { Counter() }
        }
    }

    func testTheHookHearsTheOldAndNewValue() async {
        let store = TestStore(initialState: Hooked.State(counters: [Counter.State(id: 1)]), reducer: { Hooked() })
        await store.send(.counters(.element(id: 1, action: .increment))) {
            $0.counters[id: 1]!.count = 1
            $0.counters[id: 1]!.log = ["increment"]
            $0.heard = ["1: 0 → 1 after increment"]
        }
    }

    func testAnElementTheHookRemovesHasItsEffectsCancelled() async {
        let clock = TestClock()
        let store = TestStore(initialState: Hooked.State(counters: [Counter.State(id: 1)]), reducer: { Hooked() },
                              withDependencies: { $0.clock = clock })
        store.exhaustivity = .off
        await store.send(.counters(.element(id: 1, action: .startTimer)))
        XCTAssertEqual(store.inFlightEffectCount, 1)
        await store.send(.counters(.element(id: 1, action: .delegate(.removeMe))))
        XCTAssertEqual(store.state.counters.count, 0)
        XCTAssertEqual(store.inFlightEffectCount, 0, "the removed element's timer stopped")
    }
}
