import Core
import Foundation
import XCTest

/// How strictly a ``TestStore`` checks: `.on` fails on any state change, received action or
/// running effect the test did not assert; `.off` checks only what the test asserts.
public enum Exhaustivity: Sendable {
    case on
    case off
}

/// A store for tests that makes every change explicit: each action's state change must be
/// described, each action an effect sends must be received, and no effect may outlive the test.
///
/// Failures are reported as issues (test failures, at the line of the call that caused them)
/// and can be captured with `withIssueCapture` to test the messages themselves.
public final class TestStore<State: Equatable, Action: Sendable> {
    /// The state after the last action reduced.
    public private(set) var state: State
    /// `.on` by default.
    public var exhaustivity: Exhaustivity = .on
    /// How long ``receive(_:timeout:assert:fileID:filePath:line:)`` and ``finish(timeout:fileID:filePath:line:)``
    /// wait for an effect (real time; test clocks make the waits short).
    public var timeout: Duration = .seconds(1)

    private let reduce: (inout State, Action) -> Effect<Action>
    private let dependencies: DependencyValues
    private let runtime: EffectRuntime<Action>
    /// Actions sent by effects (or synchronously) and not yet received by the test.
    private var pending: [Action] = []
    private let fileID: StaticString
    private let filePath: StaticString
    private let line: UInt

    /// - Parameters:
    ///   - initialState: the state to start from.
    ///   - reducer: the feature under test.
    ///   - prepareDependencies: overrides; every other dependency is a test value (using a live
    ///     one fails the test).
    public init<R: Reducer>(
        initialState: State,
        reducer: () -> R,
        withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line
    ) where R.State == State, R.Action == Action {
        TestIssueReporter.install()
        state = initialState
        let reducer = reducer()
        reduce = reducer.reduce(into:action:)
        var values = DependencyValues(context: .test)
        prepareDependencies(&values)
        dependencies = values
        runtime = EffectRuntime(dependencies: values, wake: {})
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
    }

    deinit {
        completeTest()
    }

    /// Sends `action` and checks that the state changed exactly as `assert` describes (no
    /// closure: no change at all).
    public func send(
        _ action: Action,
        assert: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line
    ) async {
        collectQueued()
        if exhaustivity == .on, !pending.isEmpty {
            reportIssue(
                """
                Must handle \(pending.count) received action\(pending.count == 1 ? "" : "s") before sending an action:
                \(pending.map { "  • \($0)" }.joined(separator: "\n"))
                """,
                fileID: fileID, filePath: filePath, line: line)
        }
        let origin = EffectOrigin(action: "\(action)", fileID: fileID, filePath: filePath, line: line)
        apply(action, origin: origin, assert: assert, fileID: fileID, filePath: filePath, line: line)
        await Task.yield()
    }

    /// Waits for an action an effect sent, checks it is `expected`, reduces it and checks the
    /// state change like ``send(_:assert:fileID:filePath:line:)``.
    public func receive(
        _ expected: Action,
        timeout: Duration? = nil,
        assert: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line
    ) async where Action: Equatable {
        await receive(
            description: "\(expected)", matching: { $0 == expected }, timeout: timeout, assert: assert,
            fileID: fileID, filePath: filePath, line: line)
    }

    /// Waits for an action an effect sent that satisfies `isMatching`, then as
    /// ``receive(_:timeout:assert:fileID:filePath:line:)``.
    public func receive(
        _ isMatching: @escaping (Action) -> Bool,
        timeout: Duration? = nil,
        assert: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line
    ) async {
        await receive(
            description: "an action matching the predicate", matching: isMatching, timeout: timeout,
            assert: assert, fileID: fileID, filePath: filePath, line: line)
    }

    private func receive(
        description: String,
        matching isMatching: (Action) -> Bool,
        timeout: Duration?,
        assert: ((inout State) throws -> Void)?,
        fileID: StaticString, filePath: StaticString, line: UInt
    ) async {
        let deadline = ContinuousClock.now.advanced(by: timeout ?? self.timeout)
        while true {
            // One at a time, as the store takes them: reducing one may cancel the effect that
            // queued the next, which withdraws it.
            if pending.isEmpty, let next = runtime.takeFirstQueuedAction() { pending.append(next) }
            if exhaustivity == .off, let first = pending.first, !isMatching(first) {
                pending.removeFirst()
                reduceUnasserted(first)
                continue
            }
            if !pending.isEmpty { break }
            if ContinuousClock.now >= deadline {
                reportIssue(
                    "Expected to receive \(description), but received no action within \(timeout ?? self.timeout)."
                        + inFlightSummary(),
                    fileID: fileID, filePath: filePath, line: line)
                return
            }
            await waitBriefly()
        }
        let action = pending.removeFirst()
        if !isMatching(action) {
            reportIssue(
                """
                Received an unexpected action.
                  expected: \(description)
                  received: \(action)
                """,
                fileID: fileID, filePath: filePath, line: line)
        }
        let origin = EffectOrigin(action: "\(action)", fileID: fileID, filePath: filePath, line: line)
        apply(action, origin: origin, assert: assert, fileID: fileID, filePath: filePath, line: line)
        await Task.yield()
    }

    /// Waits for every effect in flight to finish; fails naming those still running after
    /// `timeout`.
    public func finish(
        timeout: Duration? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line
    ) async {
        let deadline = ContinuousClock.now.advanced(by: timeout ?? self.timeout)
        while runtime.inFlightCount > 0, ContinuousClock.now < deadline {
            await waitBriefly()
        }
        if runtime.inFlightCount > 0 {
            reportIssue("Effects are still running after \(timeout ?? self.timeout):" + inFlightSummary(),
                        fileID: fileID, filePath: filePath, line: line)
        }
    }

    /// Reduces every action effects have sent so far without asserting them.
    public func skipReceivedActions() async {
        await Task.yield()
        while let action = pending.isEmpty ? runtime.takeFirstQueuedAction() : pending.removeFirst() {
            reduceUnasserted(action)
        }
    }

    /// Cancels every effect in flight, so that the test may end while they would still run.
    public func skipInFlightEffects() {
        runtime.cancelAll()
    }

    /// How many effects are running now (for tests of cancellation).
    public var inFlightEffectCount: Int { runtime.inFlightCount }

    private func apply(
        _ action: Action, origin: EffectOrigin, assert: ((inout State) throws -> Void)?,
        fileID: StaticString, filePath: StaticString, line: UInt
    ) {
        let before = state
        let effect = DependencyValues.$current.withValue(dependencies) { reduce(&state, action) }
        pending.append(contentsOf: runtime.start(effect, origin: origin))
        check(before: before, assert: assert, fileID: fileID, filePath: filePath, line: line)
    }

    private func check(
        before: State, assert: ((inout State) throws -> Void)?,
        fileID: StaticString, filePath: StaticString, line: UInt
    ) {
        var expected = exhaustivity == .on ? before : state
        do {
            try assert?(&expected)
        } catch {
            reportIssue("The assertion closure threw: \(error)", fileID: fileID, filePath: filePath, line: line)
            return
        }
        if expected != state {
            let diff = StateDiff.diff(expected, state) ?? "(values differ but print the same)"
            reportIssue(
                """
                State was not as expected: (− expected, + actual)
                \(diff)
                """,
                fileID: fileID, filePath: filePath, line: line)
        } else if exhaustivity == .on, assert != nil, state == before {
            reportIssue(
                """
                Expected state to change, but no change occurred. The closure made no change either; \
                if no change is expected, leave the closure out.
                """,
                fileID: fileID, filePath: filePath, line: line)
        }
    }

    private func reduceUnasserted(_ action: Action) {
        let effect = DependencyValues.$current.withValue(dependencies) { reduce(&state, action) }
        let origin = EffectOrigin(action: "\(action)", fileID: fileID, filePath: filePath, line: line)
        pending.append(contentsOf: runtime.start(effect, origin: origin))
    }

    private func collectQueued() {
        pending.append(contentsOf: runtime.takeQueuedActions())
    }

    private func waitBriefly() async {
        try? await Task.sleep(for: .microseconds(200))
    }

    private func inFlightSummary() -> String {
        let running = runtime.inFlight
        guard !running.isEmpty else { return "" }
        return "\nEffects in flight:\n" + running.map { effect in
            let name = effect.name.map { " \($0)" } ?? ""
            let origin = effect.origin.map { " started by \($0.action) at \($0.fileID):\($0.line)" } ?? ""
            return "  •\(name)\(origin)"
        }.joined(separator: "\n")
    }

    private func completeTest() {
        collectQueued()
        if exhaustivity == .on, !pending.isEmpty {
            reportIssue(
                """
                The store received \(pending.count) unexpected action\(pending.count == 1 ? "" : "s") that the test did not receive:
                \(pending.map { "  • \($0)" }.joined(separator: "\n"))
                """,
                fileID: fileID, filePath: filePath, line: line)
        }
        // Give effects that already sent their last action a moment to return.
        let deadline = ContinuousClock.now.advanced(by: .milliseconds(300))
        while runtime.inFlightCount > 0, ContinuousClock.now < deadline {
            usleep(200)
        }
        if exhaustivity == .on {
            for effect in runtime.inFlight {
                let name = effect.name.map { " (\($0))" } ?? ""
                let message = """
                    An effect\(name) is still running at the end of the test. Cancel it, let it finish \
                    (advance the clock, receive its actions), or call skipInFlightEffects().
                    """
                if let origin = effect.origin {
                    reportIssue(message + "\nIt was started by: \(origin.action)",
                                fileID: origin.fileID, filePath: origin.filePath, line: origin.line)
                } else {
                    reportIssue(message, fileID: fileID, filePath: filePath, line: line)
                }
            }
        }
        runtime.cancelAll()
    }
}
