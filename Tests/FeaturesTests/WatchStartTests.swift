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

    /// A client whose own watch reports nothing and ends when told: only the start's check speaks.
    private func client(loaded: FileStatus?, watch: AsyncStream<Void>) -> StorageClient {
        var base = StorageClient(save: { _ in SaveOutcome() })
        base.externalChanges = { watch }
        return base.noticingChanges(since: loaded, at: path)
    }

    private func changes(_ stream: AsyncStream<Void>) async -> Int {
        var count = 0
        for await _ in stream { count += 1 }
        return count
    }

    func testAChangeMadeBeforeTheWatchBeganIsReportedOnce() async throws {
        let loaded = try XCTUnwrap(FileStatus.of(path))
        try Data("alpha id:ws0000001\nbravo from outside\n".utf8).write(to: URL(fileURLWithPath: path))
        let (watch, end) = AsyncStream.makeStream(of: Void.self)
        let stream = client(loaded: loaded, watch: watch).externalChanges()
        end.finish()
        let count = await changes(stream)
        XCTAssertEqual(count, 1)
    }

    func testAFileAsItWasReadReportsNothingAtTheStart() async throws {
        let loaded = try XCTUnwrap(FileStatus.of(path))
        let (watch, end) = AsyncStream.makeStream(of: Void.self)
        let stream = client(loaded: loaded, watch: watch).externalChanges()
        end.finish()
        let count = await changes(stream)
        XCTAssertEqual(count, 0)
    }

    func testTheWatchersOwnChangesStillComeThroughAfterTheStartsOne() async throws {
        let loaded = try XCTUnwrap(FileStatus.of(path))
        try Data("replaced\n".utf8).write(to: URL(fileURLWithPath: path))
        let (watch, report) = AsyncStream.makeStream(of: Void.self)
        let stream = client(loaded: loaded, watch: watch).externalChanges()
        report.yield()
        report.yield()
        report.finish()
        let count = await changes(stream)
        XCTAssertEqual(count, 3, "the start's change, then the watcher's two")
    }

    func testAFileThatWasGoneWhenReadAndIsGoneStillReportsNothing() async throws {
        try FileManager.default.removeItem(atPath: path)
        let (watch, end) = AsyncStream.makeStream(of: Void.self)
        let stream = client(loaded: nil, watch: watch).externalChanges()
        end.finish()
        let count = await changes(stream)
        XCTAssertEqual(count, 0)
    }
}
