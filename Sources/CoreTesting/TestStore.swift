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
    /// The state after the last action reduced. Inside an expected-state closure it is still
    /// the state before the action, as in TCA: the closure describes the change from it.
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
    /// Where the test made the store (issues found at the end are reported there).
    private let site: CallSite
    /// Effects the test said it will not wait for (``skipInFlightEffects()``): they keep running
    /// and their actions still arrive, but neither ``finish(timeout:fileID:filePath:line:)`` nor
    /// the end of the test requires them to end.
    private var skippedEffects: Set<Int> = []

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
        site = CallSite(fileID: fileID, filePath: filePath, line: line)
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
        while let action = runtime.takeFirstQueuedAction() { pending.append(action) }
        let site = CallSite(fileID: fileID, filePath: filePath, line: line)
        if exhaustivity == .on, !pending.isEmpty {
            site.report("""
                Must handle \(pending.count) received action\(pending.count == 1 ? "" : "s") before sending an action:
                \(pending.map { "  • \($0)" }.joined(separator: "\n"))
                """)
        }
        apply(action, assert: assert, at: site)
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
        await receive(description: "\(expected)", matching: { $0 == expected }, timeout: timeout, assert: assert,
                      at: CallSite(fileID: fileID, filePath: filePath, line: line))
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
        await receive(description: "an action matching the predicate", matching: isMatching, timeout: timeout,
                      assert: assert, at: CallSite(fileID: fileID, filePath: filePath, line: line))
    }

    private func receive(
        description: String,
        matching isMatching: (Action) -> Bool,
        timeout: Duration?,
        assert: ((inout State) throws -> Void)?,
        at site: CallSite
    ) async {
        let deadline = ContinuousClock.now.advanced(by: timeout ?? self.timeout)
        while true {
            // One at a time, as the store takes them: reducing one may cancel the effect that
            // queued the next, which withdraws it.
            if pending.isEmpty, let next = runtime.takeFirstQueuedAction() { pending.append(next) }
            if exhaustivity == .off, let first = pending.first, !isMatching(first) {
                pending.removeFirst()
                reduceUnasserted(first, at: self.site)
                continue
            }
            if !pending.isEmpty { break }
            if ContinuousClock.now >= deadline {
                site.report("Expected to receive \(description), but received no action within \(timeout ?? self.timeout)."
                                + inFlightSummary())
                return
            }
            await waitBriefly()
        }
        let action = pending.removeFirst()
        if !isMatching(action) {
            site.report("""
                Received an unexpected action.
                  expected: \(description)
                  received: \(action)
                """)
        }
        apply(action, assert: assert, at: site)
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
        while !awaitedEffects.isEmpty, ContinuousClock.now < deadline {
            await waitBriefly()
        }
        if !awaitedEffects.isEmpty {
            CallSite(fileID: fileID, filePath: filePath, line: line)
                .report("Effects are still running after \(timeout ?? self.timeout):" + inFlightSummary())
        }
    }

    /// Reduces every action effects have sent so far without asserting them.
    public func skipReceivedActions() async {
        await Task.yield()
        while let action = pending.isEmpty ? runtime.takeFirstQueuedAction() : pending.removeFirst() {
            reduceUnasserted(action, at: site)
        }
    }

    /// Stops requiring the effects in flight to finish, as TCA's does: they keep running, and
    /// the actions they send must still be received (an exhaustive store still fails on one left
    /// unreceived), but neither ``finish(timeout:fileID:filePath:line:)`` nor the end of the test
    /// waits for them or reports them. They are cancelled when the store goes away.
    /// O(effects in flight).
    public func skipInFlightEffects() {
        skippedEffects.formUnion(runtime.inFlight.map(\.serial))
    }

    /// How many effects are running now, skipped ones included (for tests of cancellation).
    public var inFlightEffectCount: Int { runtime.inFlightCount }

    /// The effects in flight the test has not skipped.
    private var awaitedEffects: [(serial: Int, name: String?, origin: EffectOrigin?)] {
        runtime.inFlight.filter { !skippedEffects.contains($0.serial) }
    }

    /// Reduces `action` and checks its change; ``state`` is the state before it until the
    /// expected-state closure has run.
    private func apply(_ action: Action, assert: ((inout State) throws -> Void)?, at site: CallSite) {
        let before = state
        reduceUnasserted(action, at: site)
        let after = state
        state = before
        defer { state = after }
        check(before: before, after: after, assert: assert, at: site)
    }

    private func check(before: State, after state: State, assert: ((inout State) throws -> Void)?, at site: CallSite) {
        var expected = exhaustivity == .on ? before : state
        do {
            try assert?(&expected)
        } catch {
            site.report("The assertion closure threw: \(error)")
            return
        }
        if expected != state {
            let diff = StateDiff.diff(expected, state) ?? "(values differ but print the same)"
            site.report("""
                State was not as expected: (− expected, + actual)
                \(diff)
                """)
        } else if exhaustivity == .on, assert != nil, state == before {
            site.report("""
                Expected state to change, but no change occurred. The closure made no change either; \
                if no change is expected, leave the closure out.
                """)
        }
    }

    /// Reduces `action` and starts its effect, which names `site` as where it began.
    private func reduceUnasserted(_ action: Action, at site: CallSite) {
        let effect = DependencyValues.$current.withValue(dependencies) { reduce(&state, action) }
        pending.append(contentsOf: runtime.start(effect, origin: site.origin(of: action)))
    }

    private func waitBriefly() async {
        try? await Task.sleep(for: .microseconds(200))
    }

    private func inFlightSummary() -> String {
        let running = awaitedEffects
        guard !running.isEmpty else { return "" }
        return "\nEffects in flight:\n" + running.map { effect in
            let name = effect.name.map { " \($0)" } ?? ""
            let origin = effect.origin.map { " started by \($0.action) at \($0.fileID):\($0.line)" } ?? ""
            return "  •\(name)\(origin)"
        }.joined(separator: "\n")
    }

    private func completeTest() {
        while let action = runtime.takeFirstQueuedAction() { pending.append(action) }
        if exhaustivity == .on, !pending.isEmpty {
            site.report("""
                The store received \(pending.count) unexpected action\(pending.count == 1 ? "" : "s") that the test did not receive:
                \(pending.map { "  • \($0)" }.joined(separator: "\n"))
                """)
        }
        // Give effects that already sent their last action a moment to return.
        let deadline = ContinuousClock.now.advanced(by: .milliseconds(300))
        while !awaitedEffects.isEmpty, ContinuousClock.now < deadline {
            usleep(200)
        }
        if exhaustivity == .on {
            for effect in awaitedEffects {
                let name = effect.name.map { " (\($0))" } ?? ""
                let message = """
                    An effect\(name) is still running at the end of the test. Cancel it, let it finish \
                    (advance the clock, receive its actions), or call skipInFlightEffects().
                    """
                if let origin = effect.origin {
                    reportIssue(message + "\nIt was started by: \(origin.action)",
                                fileID: origin.fileID, filePath: origin.filePath, line: origin.line)
                } else {
                    site.report(message)
                }
            }
        }
        runtime.cancelAll()
    }
}

/// Where a test called the store: its issues are reported there, and the effects an action
/// starts name it as their origin.
private struct CallSite {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt

    func report(_ message: String) {
        reportIssue(message, fileID: fileID, filePath: filePath, line: line)
    }

    func origin(of action: some Sendable) -> EffectOrigin {
        EffectOrigin(action: "\(action)", fileID: fileID, filePath: filePath, line: line)
    }
}
