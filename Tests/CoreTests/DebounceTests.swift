import Core
import CoreTesting
import XCTest

/// A test clock that counts how many times anything went to sleep on it.
private final class CountingClock: Clock, Sendable {
    typealias Instant = TestClock.Instant
    let base = TestClock()
    private let sleepCount = Locked(0)

    var sleeps: Int { sleepCount.withLock { $0 } }
    var now: Instant { base.now }
    var minimumResolution: Duration { base.minimumResolution }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        sleepCount.withLock { $0 += 1 }
        try await base.sleep(until: deadline, tolerance: tolerance)
    }
}

/// Counts changes and the debounced "fire" that follows them.
private struct Typist: Reducer {
    struct State: Equatable {
        var changes = 0
        var fired = 0
    }
    enum Action: Equatable, Sendable {
        case change(Duration)
        case fire
        case stop
    }
    struct ID: Hashable, Sendable {}
    @Dependency(\.clock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .change(delay):
            state.changes += 1
            return .debounce(id: ID(), for: delay, clock: clock, name: "typist debounce", send: .fire)
        case .fire:
            state.fired += 1
            return .none
        case .stop:
            return .cancel(id: ID())
        }
    }
}

final class DebounceTests: XCTestCase {
    private let half = Duration.milliseconds(500)

    private func typistStore(_ clock: TestClock) -> TestStore<Typist.State, Typist.Action> {
        TestStore(initialState: Typist.State(), reducer: { Typist() }, withDependencies: { $0.clock = clock })
    }

    func testABurstKeepsOneTimerAndFiresOnce() async {
        let clock = CountingClock()
        let store = TestStore(initialState: Typist.State(), reducer: { Typist() }, withDependencies: { $0.clock = clock })
        for count in 1...50 {
            await store.send(.change(half)) { $0.changes = count }
            XCTAssertEqual(store.inFlightEffectCount, 1)
        }
        await clock.base.advance(by: half)
        await store.receive(.fire) { $0.fired = 1 }
        XCTAssertEqual(store.inFlightEffectCount, 0)
        XCTAssertEqual(clock.sleeps, 1, "50 changes at one instant: one task slept once (cancel-and-restart slept 50 times)")
    }

    func testEachChangeMovesTheDeadlineOn() async {
        let clock = TestClock()
        let store = typistStore(clock)
        await store.send(.change(half)) { $0.changes = 1 }
        await clock.advance(by: .milliseconds(300))
        await store.send(.change(half)) { $0.changes = 2 }
        await clock.advance(by: .milliseconds(300))
        XCTAssertEqual(store.inFlightEffectCount, 1, "600 ms in, the deadline is 800 ms: nothing fired")
        await clock.advance(by: .milliseconds(200))
        await store.receive(.fire) { $0.fired = 1 }
    }

    func testCancelStopsIt() async {
        let clock = TestClock()
        let store = typistStore(clock)
        await store.send(.change(half)) { $0.changes = 1 }
        await store.send(.stop)
        XCTAssertEqual(store.inFlightEffectCount, 0)
        await clock.advance(by: .seconds(2))
    }

    func testAShorterDelayReplacesALongerOne() async {
        let clock = TestClock()
        let store = typistStore(clock)
        await store.send(.change(.seconds(3))) { $0.changes = 1 }
        await store.send(.change(half)) { $0.changes = 2 }
        XCTAssertEqual(store.inFlightEffectCount, 1)
        await clock.advance(by: half)
        await store.receive(.fire) { $0.fired = 1 }
        XCTAssertEqual(store.inFlightEffectCount, 0, "the 3-second timer was replaced, not kept")
    }

    /// The timer fired and queued its action, which the store has not reduced yet: a new change
    /// withdraws it and starts over, as cancelling and restarting always did.
    func testAChangeAfterTheTimerFiredButBeforeItsActionWasReducedStartsOver() async throws {
        let clock = TestClock()
        let store = Store(initialState: Typist.State(), reducer: Typist(), prepareDependencies: { $0.clock = clock })
        store.send(.change(half))
        await clock.advance(by: half)
        let deadline = ContinuousClock.now + .seconds(5)
        while store.effects.queuedActionCount == 0, ContinuousClock.now < deadline { await Task.yield() }
        XCTAssertGreaterThan(store.effects.queuedActionCount, 0, "the timer fired")
        store.send(.change(half))
        XCTAssertFalse(store.processEffectActions(), "the stale fire was withdrawn")
        XCTAssertEqual(store.state.fired, 0)
        await clock.advance(by: half)
        while store.effects.queuedActionCount == 0, ContinuousClock.now < deadline { await Task.yield() }
        XCTAssertTrue(store.processEffectActions())
        XCTAssertEqual(store.state, Typist.State(changes: 2, fired: 1))
    }
}
