import Foundation
import XCTest
@testable import Storage

final class FileLockTests: XCTestCase {
    func testASecondHolderWaitsUntilTheFirstReleases() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("todo.txt")
        var first: FileLock? = try FileLock(for: path)
        XCTAssertNotNil(first)
        let acquired = expectation(description: "second holder got the lock")
        let early = LockedCounter()
        let released = LockedCounter()
        Thread.detachNewThread {
            guard let second = try? FileLock(for: path) else { return }
            if released.value == 0 { early.increment() }
            withExtendedLifetime(second) { acquired.fulfill() }
        }
        let waiting = expectation(description: "still waiting")
        waiting.isInverted = true
        wait(for: [waiting], timeout: 0.3)
        released.increment()
        first = nil
        wait(for: [acquired], timeout: 2)
        XCTAssertEqual(early.value, 0, "the second holder must not get the lock while the first holds it")
    }

    func testTheLockLeavesNoFileBehindAndLocksTheFolderThroughALink() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try FileManager.default.createDirectory(atPath: directory.file("real"), withIntermediateDirectories: false)
        XCTAssertEqual(symlink(directory.file("real"), directory.file("linked")), 0)
        let lock = try FileLock(for: directory.file("linked/todo.txt"))
        // Another process holding the lock through the real path would have to wait.
        let folder = open(directory.file("real"), O_RDONLY | O_DIRECTORY)
        defer { close(folder) }
        XCTAssertEqual(flock(folder, LOCK_EX | LOCK_NB), -1, "the folder itself is what is locked")
        withExtendedLifetime(lock) {}
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.file("real")), [])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["linked", "real"])
    }
}
