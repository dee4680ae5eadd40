import Foundation
import XCTest
@testable import Storage

final class FileWatcherTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        try directory.write("todo.txt", "a id:aaaaaaaaaa\n")
    }

    override func tearDown() {
        directory.remove()
        directory = nil
    }

    func testAppendFromOutsideIsReportedWithinASecond() throws {
        let seen = expectation(description: "change reported")
        seen.assertForOverFulfill = false
        let watcher = try FileWatcher(path: directory.file("todo.txt")) { status in
            if status?.size == 32 { seen.fulfill() }
        }
        defer { watcher.stop() }
        try directory.append("todo.txt", "b id:bbbbbbbbbb\n")
        wait(for: [seen], timeout: 1)
    }

    /// A program that truncates the file and writes it in pieces, 20 ms apart, is reported
    /// once, when it is done: the first status seen is the whole file's.
    func testAFileWrittenInPiecesIsReportedOnceItStopsChanging() throws {
        let path = directory.file("todo.txt")
        let pieces = (0..<10).map { "row \($0) id:row\($0)xxxxx\n" }
        let whole = Int64(pieces.joined().utf8.count)
        let sizes = ReportedSizes()
        let done = expectation(description: "the whole file reported")
        done.assertForOverFulfill = false
        let watcher = try FileWatcher(path: path) { status in
            sizes.append(status?.size ?? -1)
            if status?.size == whole { done.fulfill() }
        }
        defer { watcher.stop() }
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        for piece in pieces {
            usleep(20_000)
            _ = piece.withCString { write(descriptor, $0, strlen($0)) }
        }
        close(descriptor)
        wait(for: [done], timeout: 3)
        XCTAssertEqual(sizes.all.first, whole, "reported half way: \(sizes.all)")
    }

    func testSaveByRenameIsReported() throws {
        let store = TodoStore(path: directory.file("todo.txt"))
        let loaded = try store.load()
        let seen = expectation(description: "change reported")
        seen.assertForOverFulfill = false
        let oldInode = try XCTUnwrap(try FileStatus.of(store.path)).inode
        let watcher = try FileWatcher(path: store.path) { status in
            // The rename put a new file (new inode) in place.
            if let status, status.inode != oldInode, status.size == 25 { seen.fulfill() }
        }
        defer { watcher.stop() }
        var file = loaded.snapshot.file
        file.items[0].text = "a, renamed"
        _ = try store.save(file, since: loaded.snapshot)
        wait(for: [seen], timeout: 1)
    }

    func testOtherFilesInTheFolderAreIgnored() throws {
        let quiet = expectation(description: "no report")
        quiet.isInverted = true
        let watcher = try FileWatcher(path: directory.file("todo.txt")) { _ in quiet.fulfill() }
        defer { watcher.stop() }
        try directory.write("other.txt", "x")
        wait(for: [quiet], timeout: 0.3)
    }

    func testNoReportsAfterStop() throws {
        let reports = LockedCounter()
        let watcher = try FileWatcher(path: directory.file("todo.txt")) { _ in reports.increment() }
        watcher.stop()
        watcher.stop()
        try directory.append("todo.txt", "late\n")
        let settle = expectation(description: "time for a report to arrive")
        settle.isInverted = true
        wait(for: [settle], timeout: 0.3)
        XCTAssertEqual(reports.value, 0)
    }

    func testAsyncStreamDeliversChanges() async throws {
        let stream = try FileWatcher.changes(of: directory.file("todo.txt"))
        try directory.append("todo.txt", "c id:cccccccccc\n")
        var iterator = stream.makeAsyncIterator()
        let status = await iterator.next()
        XCTAssertEqual(status??.size, 32)
    }

    func testDeletedFileIsReportedAsGone() throws {
        let gone = expectation(description: "gone reported")
        let watcher = try FileWatcher(path: directory.file("todo.txt")) { status in
            if status == nil { gone.fulfill() }
        }
        defer { watcher.stop() }
        try FileManager.default.removeItem(atPath: directory.file("todo.txt"))
        wait(for: [gone], timeout: 1)
    }

    func testFolderDeletedAndRecreatedIsStillWatched() throws {
        let path = directory.file("todo.txt")
        let gone = expectation(description: "gone reported")
        let back = expectation(description: "back reported")
        let seenGone = LockedCounter()
        let watcher = try FileWatcher(path: path) { status in
            if status == nil {
                if seenGone.value == 0 { gone.fulfill() }
                seenGone.increment()
            } else if seenGone.value > 0, status?.size == 4 {
                back.fulfill()
            }
        }
        defer { watcher.stop() }
        directory.remove()
        wait(for: [gone], timeout: 1)
        try FileManager.default.createDirectory(atPath: directory.path, withIntermediateDirectories: true)
        try directory.write("todo.txt", "new\n")
        // After losing its folder the watcher checks once a second.
        wait(for: [back], timeout: 3)
    }
}

/// The sizes a watcher reported, from its thread to the test's.
private final class ReportedSizes: @unchecked Sendable {
    // Guarded by `lock`: the watcher's thread appends, the test reads.
    private let lock = NSLock()
    private var sizes: [Int64] = []

    func append(_ size: Int64) {
        lock.withLock { sizes.append(size) }
    }

    var all: [Int64] { lock.withLock { sizes } }
}
