import Foundation
@testable import Features
import Storage
import XCTest

/// The app starts a list's watcher after the first frame: a change made between the file's read
/// and the watch's start must still reach the list, and an untouched file must not look changed.
final class WatchStartTests: XCTestCase {
    private var folder = ""
    private var path = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "lista-watch-start-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        path = folder + "/todo.txt"
        try Data("alpha id:ws0000001\n".utf8).write(to: URL(fileURLWithPath: path))
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
        super.tearDown()
    }

    /// How many changes the list hears when its file was read with status `loaded` and its
    /// watcher, once started, reports `watcherReports` changes and ends.
    private func changesHeard(loaded: FileStatus?, watcherReports: Int = 0) async -> Int {
        let (watch, report) = AsyncStream.makeStream(of: Void.self)
        var base = StorageClient(save: { _ in SaveOutcome() })
        base.externalChanges = { watch }
        let stream = base.noticingChanges(since: loaded, at: path).externalChanges()
        for _ in 0..<watcherReports { report.yield() }
        report.finish()
        var count = 0
        for await _ in stream { count += 1 }
        return count
    }

    func testAChangeMadeBeforeTheWatchBeganIsReportedOnce() async throws {
        let loaded = try XCTUnwrap(FileStatus.of(path))
        try Data("alpha id:ws0000001\nbravo from outside\n".utf8).write(to: URL(fileURLWithPath: path))
        let heard = await changesHeard(loaded: loaded)
        XCTAssertEqual(heard, 1)
    }

    func testAFileAsItWasReadReportsNothingAtTheStart() async throws {
        let loaded = try XCTUnwrap(FileStatus.of(path))
        let heard = await changesHeard(loaded: loaded)
        XCTAssertEqual(heard, 0)
    }

    func testTheWatchersOwnChangesStillComeThroughAfterTheStartsOne() async throws {
        let loaded = try XCTUnwrap(FileStatus.of(path))
        try Data("replaced\n".utf8).write(to: URL(fileURLWithPath: path))
        let heard = await changesHeard(loaded: loaded, watcherReports: 2)
        XCTAssertEqual(heard, 3, "the start's change, then the watcher's two")
    }

    func testAFileThatWasGoneWhenReadAndIsGoneStillReportsNothing() async throws {
        try FileManager.default.removeItem(atPath: path)
        let heard = await changesHeard(loaded: nil)
        XCTAssertEqual(heard, 0)
    }
}
