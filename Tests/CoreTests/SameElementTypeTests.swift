import Collections
import Core
import CoreTesting
import XCTest

/// Two collections of the same element type under one parent.
private struct TwoLists: Reducer {
    struct State: Equatable, Sendable {
        var left: IdentifiedArrayOf<Counter.State> = [Counter.State(id: 1)]
        var right: IdentifiedArrayOf<Counter.State> = [Counter.State(id: 1)]
    }

    enum Action: Equatable, Sendable {
        case left(IdentifiedAction<Int, Counter.Action>)
        case right(IdentifiedAction<Int, Counter.Action>)
        case removeRight(Int)
    }

    static let leftPath = CasePath<Action, IdentifiedAction<Int, Counter.Action>>(
        embed: { .left($0) }, extract: { if case let .left(action) = $0 { action } else { nil } })
    static let rightPath = CasePath<Action, IdentifiedAction<Int, Counter.Action>>(
        embed: { .right($0) }, extract: { if case let .right(action) = $0 { action } else { nil } })

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            if case let .removeRight(id) = action { state.right.remove(id: id) }
            return .none
        }
        .forEach(\.left, action: Self.leftPath) { Counter() }
        .forEach(\.right, action: Self.rightPath) { Counter() }
    }
}

/// Cancellation scopes are keyed by the collection's key path, not its element type: before,
/// removing an element from one collection cancelled the effects of the element with the same
/// id in the other, and a child's cancel reached its twin.
final class SameElementTypeTests: XCTestCase {
    private func makeStore() -> TestStore<TwoLists.State, TwoLists.Action> {
        let store = TestStore(initialState: TwoLists.State(), reducer: { TwoLists() }, withDependencies: { $0.clock = TestClock() })
        store.exhaustivity = .off
        return store
    }

    func testRemovingAnElementOfOneCollectionKeepsItsTwinsEffectsInTheOther() async {
        let store = makeStore()
        await store.send(.left(.element(id: 1, action: .startTimer)))
        await store.send(.right(.element(id: 1, action: .startTimer)))
        XCTAssertEqual(store.inFlightEffectCount, 2)
        await store.send(.removeRight(1))
        XCTAssertEqual(store.inFlightEffectCount, 1, "only the removed element's timer stops")
        store.skipInFlightEffects()
    }

    func testAnElementsCancelDoesNotReachItsTwinInTheOtherCollection() async {
        let store = makeStore()
        await store.send(.left(.element(id: 1, action: .startTimer)))
        await store.send(.right(.element(id: 1, action: .startTimer)))
        await store.send(.right(.element(id: 1, action: .stopTimer)))
        XCTAssertEqual(store.inFlightEffectCount, 1, "the left timer still runs")
        store.skipInFlightEffects()
    }
}
