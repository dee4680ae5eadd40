import Core
import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Misuse that must trap (a duplicate id, an id changed through the id subscript) is run in a
/// forked child, so the test can check that it traps and that the message names the ids.
///
/// Under a sanitizer these need `SWIFT_BACKTRACE=enable=no` (`make sanitize` sets it): the
/// runtime's crash backtracer fails in a sanitized child, and the `swift-backtrace` process it
/// started keeps the pipe below open for ever, so `read` never returned (the old "hang").
final class TrapTests: XCTestCase {
    /// Runs `body` in a child process; returns whether it died of a signal, and its stderr.
    private func runTrapping(_ body: () -> Void) -> (crashed: Bool, stderr: String) {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        let pid = fork()
        if pid == 0 {
            close(fds[0])
            dup2(fds[1], 2)
            body()
            _exit(0)
        }
        close(fds[1])
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fds[0], &buffer, buffer.count)
            if count <= 0 { break }
            output.append(contentsOf: buffer[0..<count])
        }
        close(fds[0])
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let signalled = (status & 0x7f) != 0 && (status & 0x7f) != 0x7f
        return (signalled, String(decoding: output, as: UTF8.self))
    }

    func testConstructionWithDuplicateIDsTrapsNamingTheID() {
        let result = runTrapping {
            _ = IdentifiedArray(uniqueElements: [Item(id: 1), Item(id: 7), Item(id: 7)])
        }
        XCTAssertTrue(result.crashed)
        XCTAssertTrue(result.stderr.contains("IdentifiedArray: duplicate id 7 at construction"), result.stderr)
    }

    func testChangingAnIDThroughTheSubscriptTrapsNamingBothIDs() {
        let result = runTrapping {
            var array = items([1, 2])
            array[id: 2]?.id = 5
        }
        XCTAssertTrue(result.crashed)
        XCTAssertTrue(result.stderr.contains("an element stored under id 2 was given id 5"), result.stderr)
    }

    func testChangingAnIDThroughModifyTraps() {
        let result = runTrapping {
            var array = items([1, 2])
            array.modify(id: 1) { $0.id = 9 }
        }
        XCTAssertTrue(result.crashed)
        XCTAssertTrue(result.stderr.contains("an element stored under id 1 was given id 9"), result.stderr)
    }

    func testTakingALockAgainOnTheThreadThatHoldsItTraps() {
        let result = runTrapping {
            let lock = Locked(0)
            lock.withLock { _ in lock.withLock { $0 += 1 } }
        }
        XCTAssertTrue(result.crashed)
        XCTAssertTrue(result.stderr.contains("Locked.withLock: the lock is already held by this thread"), result.stderr)
    }

    func testAHealthyChildIsNotReportedAsCrashed() {
        let result = runTrapping { _ = items([1, 2]) }
        XCTAssertFalse(result.crashed)
    }
}
