import Core
import CoreTesting
import XCTest

/// A reducer that records the order in which it sees actions, and sends more from inside.
private struct Recorder: Reducer {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable, Sendable {
        case first, second, third, fromEffect, startAndCancel, cancel
        case startCanceller, cancelOther, startOther, fromOther
    }
    struct ID: Hashable, Sendable {}
    struct OtherID: Hashable, Sendable {}
    let sendDuringReduce: @Sendable (Action) -> Void

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.log.append("\(action)")
        switch action {
        case .first:
            sendDuringReduce(.third)
            return .send(.second)
        case .second, .third, .fromEffect, .cancel:
            return action == .cancel ? .cancel(id: ID()) : .none
        case .startCanceller:
            return .run { send in send(.cancelOther) }
        case .cancelOther:
            return .cancel(id: OtherID())
        case .startOther:
            return .run { send in send(.fromOther) }.cancellable(id: OtherID())
        case .fromOther:
            return .none
        case .startAndCancel:
            return .merge(
                .run { send in send(.fromEffect) }.cancellable(id: ID()),
                .send(.cancel))
        }
    }
}

final class StoreTests: XCTestCase {
    override func setUp() {
        TestIssueReporter.install()
    }

    /// `.first` sends `.third` into the store while being reduced, then returns `.send(.second)`:
    /// both wait their turn in arrival order, and nothing is reduced inside another reduce.
    func testActionsAreProcessedFIFOAndNeverReentered() {
        nonisolated(unsafe) var store: Store<Recorder.State, Recorder.Action>!
        store = Store(initialState: Recorder.State(), reducer: Recorder { action in
            nonisolated(unsafe) let captured = store
            captured?.send(action)
        })
        store.send(.first)
        XCTAssertEqual(store.state.log, ["first", "third", "second"])
        store = nil  // the reducer holds the store through `store`: break the cycle (LeakSanitizer)
    }

    func testObserversAreNotifiedOncePerBatch() {
        let store = Store(initialState: Recorder.State(), reducer: Recorder { _ in })
        var notifications: [[String]] = []
        store.observe { notifications.append($0.log) }
        store.send(.first)
        XCTAssertEqual(notifications, [["first", "second"]])
    }

    func testCancelInTheSameBatchWins() async throws {
        let store = Store(initialState: Recorder.State(), reducer: Recorder { _ in })
        for _ in 0..<200 {
            store.send(.startAndCancel)
            XCTAssertEqual(store.effects.inFlightCount, 0)
        }
        try await Task.sleep(for: .milliseconds(20))
        XCTAssertFalse(store.processEffectActions(), "a cancelled effect's action was reduced")
        XCTAssertFalse(store.state.log.contains("fromEffect"))
    }

    /// Two effects queued an action each: reducing the first cancels the second effect, so the
    /// second's action, already queued, is withdrawn instead of reduced in the same batch.
    func testACancelEarlierInABatchWithdrawsWhatTheCancelledEffectQueuedBehindIt() async throws {
        let store = Store(initialState: Recorder.State(), reducer: Recorder { _ in })
        store.send(.startCanceller)
        try await waitUntil { store.effects.queuedActionCount == 1 }
        store.send(.startOther)
        try await waitUntil { store.effects.queuedActionCount == 2 }
        XCTAssertTrue(store.processEffectActions())
        XCTAssertEqual(store.state.log, ["startCanceller", "startOther", "cancelOther"],
                       "the cancelled effect's action was reduced after the cancel")
        XCTAssertEqual(store.effects.queuedActionCount, 0)
    }

    private func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(5)
        while !condition() {
            guard ContinuousClock.now < deadline else { return XCTFail("timed out") }
            try await Task.sleep(for: .milliseconds(1))
        }
    }

    func testEffectActionsComeBackThroughTheQueueAndWakeTheOwner() async {
        let woken = Locked(0)
        let store = Store(
            initialState: Parent.State(counters: [Counter.State(id: 1)]), reducer: Parent(),
            prepareDependencies: { $0.clock = ImmediateClock() },
            wake: { woken.withLock { $0 += 1 } })
        store.send(.counters(.element(id: 1, action: .startTimer)))
        let deadline = ContinuousClock.now + .seconds(2)
        while store.state.counters[id: 1]!.count < 3, ContinuousClock.now < deadline {
            store.processEffectActions()
            await Task.yield()
        }
        XCTAssertGreaterThanOrEqual(store.state.counters[id: 1]!.count, 3)
        XCTAssertGreaterThan(woken.withLock { $0 }, 0)
        store.send(.remove(1))
        XCTAssertEqual(store.effects.inFlightCount, 0)
    }

    func testAThrownErrorIsReportedAndCancellationIsSilent() async {
        let (_, issues) = await withIssueCapture {
            let store = Store(initialState: Counter.State(id: 1), reducer: Counter(),
                              prepareDependencies: { $0.clock = TestClock() })
            store.send(.fail)
            store.send(.startTimer)
            store.send(.stopTimer)
            let deadline = ContinuousClock.now + .seconds(2)
            while store.effects.inFlightCount > 0, ContinuousClock.now < deadline { await Task.yield() }
        }
        XCTAssertEqual(issues.count, 1, "\(issues)")
        XCTAssertTrue(issues.first?.message.contains("failed with an error nobody handled: Boom()") ?? false, "\(issues)")
    }
}
