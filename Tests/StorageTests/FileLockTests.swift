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

    func testLockFileSitsNextToTheFile() {
        XCTAssertEqual(FileLock.lockPath(for: "/a/b/todo.txt"), "/a/b/.todo.txt.lock")
    }
}
