import Core
import CoreTesting
@testable import Features
import Foundation
import Storage
import XCTest

/// Lista's timer against the real pter: pter's own time tracking functions (the ones its `t`
/// key calls, `pter.utils.toggle_tracking`) run on the file Lista wrote, and the other way
/// round. Skipped, saying so, where pter is not installed (`pip install pter`).
final class PterTimeTrackingTests: XCTestCase {
    private func pterPython() throws -> String {
        try Pter.python(skipping: "the pter time tracking tests are skipped")
    }

    /// Runs pter's `toggle_tracking` on the first task of `file` and saves it, as pter's `t` does.
    private func pterToggleTracking(_ file: URL, python: String) throws {
        let script = """
        import sys, pytodotxt
        from pter import utils
        todo = pytodotxt.TodoTxt(sys.argv[1])
        todo.parse()
        task = todo.tasks[0]
        utils.toggle_tracking(task)
        todo.save()
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, said)
    }

    private func rowStore(_ item: TodoItem, at moment: Double) -> TestStore<Row.State, Row.Action> {
        TestStore(initialState: Row.State(item: item), reducer: { Row() }, withDependencies: {
            $0.clock = TestClock()
            $0.now = .constant(Timestamp(secondsSince1970: moment))
        })
    }

    private func temporaryList(_ line: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lista-pter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("todo.txt")
        try (line + "\n").write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    private func firstLine(of file: URL) throws -> String {
        String(try String(contentsOf: file, encoding: .utf8).split(separator: "\n").first ?? "")
    }

    /// Started in Lista two hours ago, stopped in pter: pter sees it tracking and adds the
    /// two hours to the `spent:` Lista had written.
    func testATimerStartedInListaStopsInPterWithSpentAddingUp() async throws {
        let python = try pterPython()
        let twoHoursAgo = Double(time(nil)) - 7200
        let store = rowStore(TodoItem(parsing: "Write report +work spent:1h5m"), at: twoHoursAgo)
        await store.send(.toggleTimer) {
            $0.isTimerRunning = true
            $0.item.trackingStart = TrackingStart(localAt: twoHoursAgo)
        }
        store.skipInFlightEffects()
        let file = try temporaryList(store.state.item.line)

        try pterToggleTracking(file, python: python)
        let stopped = TodoItem(parsing: try firstLine(of: file))
        XCTAssertNil(stopped.trackingStart, "pter saw the timer running and stopped it: \(stopped.line)")
        // pter counts whole minutes: 1h5m and two hours, give or take the minute it began in.
        XCTAssertEqual(Double(stopped.trackedSeconds), Double(3 * 3600 + 5 * 60), accuracy: 60, stopped.line)
        XCTAssertEqual(stopped.text, "Write report +work")
    }

    /// Started in pter, stopped in Lista ten minutes later: the time adds to pter's `spent:`.
    func testATimerStartedInPterStopsInListaWithSpentAddingUp() async throws {
        let python = try pterPython()
        let file = try temporaryList("Call Bo spent:5h3m")
        try pterToggleTracking(file, python: python)
        let started = TodoItem(parsing: try firstLine(of: file))
        let start = try XCTUnwrap(started.trackingStart, "pter wrote a tracking: Lista reads: \(started.line)")
        XCTAssertEqual(started.trackedSeconds, 5 * 3600 + 3 * 60)

        let store = rowStore(started, at: start.secondsSince1970 + 600)
        XCTAssertTrue(store.state.hasRunningTimer)
        await store.send(.toggleTimer) {
            $0.item.trackingStart = nil
            $0.item.trackedSeconds = 5 * 3600 + 13 * 60
        }
        XCTAssertEqual(store.state.item.text, "Call Bo")
        XCTAssertTrue(store.state.item.line.hasSuffix(" spent:5h13m"), store.state.item.line)
    }
}
