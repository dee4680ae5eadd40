@testable import Core
import CoreTesting
import Foundation
import XCTest

private enum GreetingKey: DependencyKey {
    static let liveValue = "live hello"
}

extension DependencyValues {
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

private struct Greeter: Reducer {
    @Dependency(\.greeting) var greeting
    @Dependency(\.randomBits) var randomBits
    @Dependency(\.now) var now

    func reduce(into state: inout [String], action: String) -> Effect<String> {
        switch action {
        case "greet": state.append(greeting)
        case "id": state.append("\(randomBits())")
        case "date": state.append("\(now().secondsSince1970)")
        default: break
        }
        return .none
    }
}

/// Greets from an effect whose runs see their dependencies changed twice, outer then inner.
private struct NestedGreeter: Reducer {
    func reduce(into state: inout [String], action: String) -> Effect<String> {
        if action.hasPrefix("heard ") {
            state.append(String(action.dropFirst(6)))
            return .none
        }
        return Effect<String>.run { send in
            @Dependency(\.greeting) var greeting
            send("heard \(greeting)")
        }
        .dependencies { values, _ in values.greeting += " inner" }
        .dependencies { values, _ in values.greeting = "outer" }
    }
}

/// Greets through the `Send` its effect's dependency update was given.
private struct SendBoundGreeter: Reducer {
    func reduce(into state: inout [String], action: String) -> Effect<String> {
        guard action == "greet" else {
            state.append(action)
            return .none
        }
        return Effect<String>.run { _ in
            @Dependency(\.dismiss) var dismiss
            dismiss()
        }
        .dependencies { values, send in values.dismiss = DismissEffect { send("sent through the run's own send") } }
    }
}

final class DependencyTests: XCTestCase {
    func testAnEffectsDependencyUpdatesApplyOuterFirstForEachRun() async {
        let store = TestStore(initialState: [], reducer: { NestedGreeter() }, withDependencies: { $0.greeting = "store" })
        await store.send("greet")
        await store.receive("heard outer inner") { $0 = ["outer inner"] }
    }

    func testADependencyUpdateGetsTheRunsOwnSend() async {
        let store = TestStore(initialState: [], reducer: { SendBoundGreeter() })
        await store.send("greet")
        await store.receive("sent through the run's own send") { $0 = ["sent through the run's own send"] }
    }

    func testIncrementingRandomBits() {
        let generate = RandomBitsGenerator.incrementing()
        XCTAssertEqual(generate(), 0)
        XCTAssertEqual(generate(), 1)
        XCTAssertEqual(generate(), 2)
    }

    func testFeaturesDeclareTheirOwnDependenciesAndTestsOverrideThem() async {
        let store = TestStore(initialState: [], reducer: { Greeter() }, withDependencies: {
            $0.greeting = "test hello"
            $0.randomBits = .incrementing()
            $0.now = .constant(Timestamp(secondsSince1970: 42))
        })
        await store.send("greet") { $0 = ["test hello"] }
        await store.send("id") { $0.append("0") }
        await store.send("date") { $0.append("42.0") }
    }

    func testALiveDependencyUsedInATestIsReportedByName() async {
        let (_, issues) = await withIssueCapture {
            let store = TestStore(initialState: [], reducer: { Greeter() })
            await store.send("greet") { $0 = ["live hello"] }
        }
        XCTAssertEqual(issues.map(\.message), [
            "A live dependency was used in a test: GreetingKey (override it with withDependencies, e.g. `$0.greeting = ...`)"
        ])
        let (_, randomIssues) = await withIssueCapture {
            let store = TestStore(initialState: [], reducer: { Greeter() })
            store.exhaustivity = .off
            await store.send("id")
        }
        XCTAssertEqual(randomIssues.map(\.message), [
            "A live dependency was used in a test: RandomBitsKey (override it with withDependencies, e.g. `$0.randomBits = ...`)"
        ])
    }

    func testStoresResolveFromTheirOwnOverrides() {
        let store = Store(initialState: [], reducer: Greeter(), prepareDependencies: { $0.greeting = "store hello" })
        store.send("greet")
        XCTAssertEqual(store.state, ["store hello"])
    }

    /// Overrides are read back without a dynamic cast: each key still gets its own value, of
    /// an existential type too, and a later override replaces an earlier one.
    func testEachOverrideIsReadBackByItsOwnKey() {
        var values = DependencyValues(context: .live)
        let first = TestClock(), second = TestClock()
        values.clock = first
        values.greeting = "one"
        XCTAssertTrue(values.clock as? TestClock === first)
        XCTAssertEqual(values.greeting, "one")
        values.clock = second
        XCTAssertTrue(values.clock as? TestClock === second, "the later override")
        XCTAssertEqual(values.greeting, "one", "another key's override is its own")
        values.clock = ContinuousClock()
        XCTAssertTrue(values.clock is ContinuousClock)
    }

    func testTheLiveContextUsesLiveValues() {
        var values = DependencyValues(context: .live)
        XCTAssertEqual(values.greeting, "live hello")
        values.greeting = "x"
        XCTAssertEqual(values.greeting, "x")
    }

    func testImmediateClockReturnsAtOnceAndHonoursCancellation() async throws {
        let clock = ImmediateClock()
        try await clock.sleep(for: .seconds(3600))
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }
        do {
            try await task.value
            XCTFail("a cancelled sleep must throw")
        } catch {
            XCTAssertTrue(error is CancellationError)
        }
    }
}

final class ActionLoggerTests: XCTestCase {
    func testLogsEachActionAndTheStateDiffItCaused() {
        var lines: [String] = []
        let reducer = Reduce<Int, String> { state, action in
            if action == "add" { state += 1 }
            return .none
        }.logActions(to: LogSink { lines.append($0) })
        let store = Store(initialState: 0, reducer: reducer)
        store.send("add")
        store.send("noop")
        XCTAssertEqual(lines, ["action: add\n− - 0\n+ - 1\n", "action: noop\n  (no state change)\n"])
    }
}

/// Which values dependencies resolve to is decided by the program's path.
final class DependencyContextTests: XCTestCase {
    func testTheTestRunnerOfAnXCTestBundleIsTheTestContext() {
        XCTAssertTrue(DependencyContext.runsInsideXCTest("/work/.build/debug/ListaPackageTests.xctest"))
        XCTAssertTrue(DependencyContext.runsInsideXCTest("/usr/bin/x.xctest/Contents/MacOS/x"))
        XCTAssertEqual(DependencyContext.current, .test, "this test runs inside one")
    }

    func testAnyOtherProgramIsLive() {
        XCTAssertFalse(DependencyContext.runsInsideXCTest("/usr/local/bin/lista"))
        XCTAssertFalse(DependencyContext.runsInsideXCTest(""))
        XCTAssertFalse(DependencyContext.runsInsideXCTest(".xctes"))
        XCTAssertFalse(DependencyContext.runsInsideXCTest("/tmp/a.xctext"))
    }
}
