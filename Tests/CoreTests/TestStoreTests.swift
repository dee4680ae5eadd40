import Core
import CoreTesting
import Foundation
import XCTest

/// The test store's own failures: each is provoked on purpose, captured, and its message checked.
final class TestStoreTests: XCTestCase {
    private func counterStore(clock: TestClock = TestClock(), fileID: StaticString = #fileID, line: UInt = #line)
        -> TestStore<Counter.State, Counter.Action> {
        TestStore(initialState: Counter.State(id: 1), reducer: { Counter() },
                  withDependencies: { $0.clock = clock }, fileID: fileID, line: line)
    }

    func testPassingExhaustiveFlow() async {
        let clock = TestClock()
        let store = counterStore(clock: clock)
        await store.send(.startTimer) { $0.log = ["startTimer"] }
        await clock.advance(by: .seconds(2))
        await store.receive(.tick) { $0.count = 1; $0.log.append("tick") }
        await store.receive(.tick) { $0.count = 2; $0.log.append("tick") }
        await store.send(.stopTimer) { $0.log.append("stopTimer") }
        await store.finish()
        XCTAssertEqual(store.inFlightEffectCount, 0, "nothing leaks")
    }

    func testAnUnexpectedChangeFailsWithADiff() async {
        let (_, issues) = await withIssueCapture {
            let store = counterStore()
            await store.send(.increment) { $0.count = 1 }
        }
        XCTAssertEqual(issues.count, 1)
        XCTAssertEqual(issues.first?.message, """
            State was not as expected: (− expected, + actual)
                - id: 1
                - count: 1
            −   - log: 0 elements
            +   ▿ log: 1 element
            +     - "increment"
            """)
    }

    func testAClosureThatChangesNothingFailsWhenStateDidNotChange() async {
        let (_, issues) = await withIssueCapture {
            let store = counterStore()
            await store.send(.stopTimer) { _ in }
        }
        // The log did change, so this is a diff; a feature with a true no-op shows the other message.
        XCTAssertTrue(issues.first?.message.hasPrefix("State was not as expected") ?? false)

        struct Noop: Reducer {
            func reduce(into state: inout Int, action: Bool) -> Effect<Bool> { .none }
        }
        let (_, noopIssues) = await withIssueCapture {
            let store = TestStore(initialState: 0, reducer: { Noop() })
            await store.send(true) { _ in }
        }
        XCTAssertEqual(noopIssues.map(\.message), [
            "Expected state to change, but no change occurred. The closure made no change either; if no change is expected, leave the closure out."
        ])
    }

    func testAnEffectStillRunningAtTheEndIsReportedAtTheLineThatStartedIt() async {
        let line: UInt = #line + 3
        let (_, issues) = await withIssueCapture {
            let store = counterStore()
            await store.send(.startTimer) { $0.log = ["startTimer"] }
        }
        XCTAssertEqual(issues.count, 1)
        XCTAssertEqual(issues.first?.line, line)
        XCTAssertEqual(issues.first?.message, """
            An effect (timer) is still running at the end of the test. Cancel it, let it finish (advance the clock, receive its actions), or call skipInFlightEffects().
            It was started by: startTimer
            """)
    }

    func testAnActionNobodyReceivedFailsAtTheEnd() async {
        let (_, issues) = await withIssueCapture {
            let store = counterStore()
            await store.send(.chain) { $0.log = ["chain"] }
        }
        XCTAssertEqual(issues.map(\.message), ["""
            The store received 1 unexpected action that the test did not receive:
              • chained
            """])
    }

    func testSendingWithUnreceivedActionsFails() async {
        let (_, issues) = await withIssueCapture {
            let store = counterStore()
            store.exhaustivity = .on
            await store.send(.chain) { $0.log = ["chain"] }
            await store.send(.increment) { $0.count = 1; $0.log.append("increment") }
            await store.skipReceivedActions()
        }
        XCTAssertEqual(issues.first?.message, """
            Must handle 1 received action before sending an action:
              • chained
            """)
    }

    func testReceivingTheWrongActionFails() async {
        let (_, issues) = await withIssueCapture {
            let store = counterStore()
            await store.send(.chain) { $0.log = ["chain"] }
            await store.receive(.tick) { $0.log.append("chained") }
        }
        XCTAssertEqual(issues.map(\.message), ["""
            Received an unexpected action.
              expected: tick
              received: chained
            """])
    }

    func testReceivingNothingFailsAfterTheTimeoutNamingTheRunningEffects() async {
        let (_, issues) = await withIssueCapture {
            let store = counterStore()
            await store.send(.startTimer) { $0.log = ["startTimer"] }
            await store.receive(.tick, timeout: .milliseconds(50))
            store.skipInFlightEffects()
        }
        XCTAssertEqual(issues.count, 1)
        XCTAssertTrue(issues[0].message.hasPrefix("Expected to receive tick, but received no action within 0.05 seconds."), issues[0].message)
        XCTAssertTrue(issues[0].message.contains("• timer started by startTimer at CoreTests/TestStoreTests.swift:"), issues[0].message)
    }

    func testFinishFailsWhileEffectsRun() async {
        let (_, issues) = await withIssueCapture {
            let store = counterStore()
            await store.send(.startTimer) { $0.log = ["startTimer"] }
            await store.finish(timeout: .milliseconds(50))
            store.skipInFlightEffects()
        }
        XCTAssertEqual(issues.count, 1)
        XCTAssertTrue(issues[0].message.hasPrefix("Effects are still running after 0.05 seconds:"), issues[0].message)
    }

    func testNonExhaustiveModeChecksOnlyWhatIsAsserted() async {
        let clock = TestClock()
        let (_, issues) = await withIssueCapture {
            let store = counterStore(clock: clock)
            store.exhaustivity = .off
            await store.send(.increment) { $0.count = 1 }
            await store.send(.chain)
            await store.send(.startTimer)
            await clock.advance(by: .seconds(1))
            await store.receive(.tick) { $0.count = 2 }
            store.skipInFlightEffects()
        }
        XCTAssertEqual(issues.map(\.message), [])
    }

    func testNonExhaustiveModeStillFailsAWrongAssertion() async {
        let (_, issues) = await withIssueCapture {
            let store = counterStore()
            store.exhaustivity = .off
            await store.send(.increment) { $0.count = 5 }
        }
        XCTAssertEqual(issues.count, 1)
        XCTAssertTrue(issues[0].message.contains("−   - count: 5\n+   - count: 1"), issues[0].message)
    }
}

/// The TestStore's behaviours that TCA's documents: what `state` reads inside the expected-state
/// closure, what skipping in-flight effects means, and changing one case of an enum state.
final class TestStoreContractTests: XCTestCase {
    /// Inside the closure, `store.state` is still the state before the action.
    func testTheStoreStateInsideTheClosureIsTheStateBeforeTheAction() async {
        let store = TestStore(initialState: Counter.State(id: 1), reducer: { Counter() })
        var seenInside: Int?
        await store.send(.increment) {
            seenInside = store.state.count
            $0.count = 1
            $0.log = ["increment"]
        }
        XCTAssertEqual(seenInside, 0)
        XCTAssertEqual(store.state.count, 1, "after the closure, the new state")
    }

    /// Skipped effects keep running: their actions still arrive and are received, and the test
    /// may end while they run.
    func testSkippedEffectsKeepRunningAndTheirActionsCanBeReceived() async {
        let clock = TestClock()
        let store = TestStore(initialState: Counter.State(id: 1), reducer: { Counter() },
                              withDependencies: { $0.clock = clock })
        await store.send(.startTimer) { $0.log = ["startTimer"] }
        store.skipInFlightEffects()
        XCTAssertEqual(store.inFlightEffectCount, 1, "skipping does not cancel")
        await clock.advance(by: .seconds(1))
        await store.receive(.tick) { $0.count = 1; $0.log.append("tick") }
        await store.finish()
    }

    /// An effect started after the skip is still awaited.
    func testAnEffectStartedAfterASkipIsStillAwaited() async {
        let (_, issues) = await withIssueCapture {
            let store = TestStore(initialState: Counter.State(id: 1), reducer: { Counter() },
                                  withDependencies: { $0.clock = TestClock() })
            store.skipInFlightEffects()
            await store.send(.startTimer) { $0.log = ["startTimer"] }
            await store.finish(timeout: .milliseconds(50))
            store.skipInFlightEffects()
        }
        XCTAssertEqual(issues.count, 1)
        XCTAssertTrue(issues.first?.message.hasPrefix("Effects are still running") ?? false, "\(issues)")
    }

    func testModifyChangesTheValueInTheNamedCase() async {
        let store = TestStore(initialState: Parent.State(), reducer: { Parent() })
        await store.send(.presentCounter(1)) {
            $0.sheet = .counter(Counter.State(id: 1))
            $0.log = ["parent: presentCounter(1)"]
        }
        await store.send(.sheet(.presented(.counter(.increment)))) {
            $0.sheet?.modify(.counter) {
                $0.count = 1
                $0.log = ["increment"]
            }
            $0.log.append("parent: sheet(Core.PresentationAction<CoreTests.Sheet.Action>.presented(CoreTests.Sheet.Action.counter(CoreTests.Counter.Action.increment)))")
        }
        await store.send(.sheet(.dismiss)) {
            $0.sheet = nil
            $0.log.append("parent: sheet(Core.PresentationAction<CoreTests.Sheet.Action>.dismiss)")
        }
    }

    func testModifyInAnotherCaseFailsNamingBothCases() {
        var sheet = Sheet.State.other
        let (_, issues) = withIssueCapture {
            sheet.modify(.counter) { $0.count = 1 }
        }
        XCTAssertEqual(sheet, .other, "nothing changed")
        XCTAssertEqual(issues.map(\.message), ["modify expected CoreTests.Sheet.State in case .counter, but it is in case .other: other"])
    }
}
