import Core
import CoreTesting
import Foundation
import XCTest

/// An effect that holds the input keeps ``EffectRuntime/holdsInput`` true until it has ended
/// and its actions are taken; other effects (a timer) never hold it.
final class HoldingInputTests: XCTestCase {
    private struct Feature: Reducer {
        struct State: Equatable { var opened = false }
        enum Action: Equatable { case open, opened, tick, wait, close }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .open: .run { send in send(.opened) }.holdingInput()
            case .opened: { state.opened = true; return .none }()
            case .wait: .run { _ in try await Task.sleep(for: .seconds(60)) }.cancellable(id: "wait")
            case .close: .run { _ in }.holdingInput()
            case .tick: .none
            }
        }
    }

    private func settle(_ store: Store<Feature.State, Feature.Action>, until done: () -> Bool) {
        let deadline = Date().addingTimeInterval(5)
        while !done(), Date() < deadline { usleep(100) }
    }

    func testAHoldLastsUntilItsActionIsReduced() {
        let store = Store(initialState: Feature.State(), reducer: Feature())
        store.send(.open)
        XCTAssertTrue(store.effects.holdsInput, "held from the moment the effect starts")
        settle(store) { store.effects.queuedActionCount > 0 }
        XCTAssertTrue(store.effects.holdsInput, "still held while its action waits to be reduced")
        store.processEffectActions()
        XCTAssertTrue(store.state.opened)
        XCTAssertFalse(store.effects.holdsInput)
    }

    func testAHoldThatEndsWithoutAnActionWakesTheOwner() {
        let wakes = Locked(0)
        let store = Store(initialState: Feature.State(), reducer: Feature(), wake: { wakes.withLock { $0 += 1 } })
        store.send(.close)
        settle(store) { !store.effects.holdsInput }
        XCTAssertFalse(store.effects.holdsInput)
        XCTAssertEqual(wakes.withLock { $0 }, 1, "the owner is told to look at the keys it kept")
    }

    func testAWaitThatDoesNotHoldNeverHoldsTheInput() {
        let store = Store(initialState: Feature.State(), reducer: Feature())
        store.send(.wait)
        XCTAssertEqual(store.effects.inFlightCount, 1)
        XCTAssertFalse(store.effects.holdsInput)
        store.cancelAllEffects()
    }

    func testMapAndScopeKeepTheHold() {
        let effect = Effect<Feature.Action>.run { send in send(.opened) }.holdingInput()
            .cancellable(id: "open").map { $0 }
        let runtime = EffectRuntime<Feature.Action>(dependencies: DependencyValues(), wake: {})
        _ = runtime.start(effect)
        XCTAssertTrue(runtime.holdsInput)
        runtime.cancelAll()
        XCTAssertFalse(runtime.holdsInput, "a cancelled hold ends")
    }
}
