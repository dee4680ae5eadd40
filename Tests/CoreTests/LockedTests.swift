import Core
import CoreTesting
import Dispatch
import XCTest

/// `Locked` replaced `Synchronization.Mutex`, whose contended hand-over ThreadSanitizer cannot
/// see on Linux (every contended critical section was reported as a race). Under
/// `make sanitize` this contended run is the regression test: it must come out clean.
final class LockedTests: XCTestCase {
    func testThreadsAddingUnderTheLockReachTheirTotalWithContention() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<20_000 { counter.withLock { $0 += 1 } }
        }
        XCTAssertEqual(counter.withLock { $0 }, 80_000)
    }

    func testWithLockReturnsWhatTheBodyReturnsAndKeepsItsChanges() {
        let names = Locked(["a"])
        let count = names.withLock { names -> Int in
            names.append("b")
            return names.count
        }
        XCTAssertEqual(count, 2)
        XCTAssertEqual(names.withLock { $0 }, ["a", "b"])
    }

    func testAnErrorThrownInsideLeavesTheLockFree() {
        struct Refused: Error {}
        let value = Locked(1)
        XCTAssertThrowsError(try value.withLock { _ in throw Refused() })
        XCTAssertEqual(value.withLock { $0 }, 1, "the lock was released when the body threw")
    }

    func testTakingALockAgainOnTheThreadThatHoldsItTraps() {
        let result = runTrapping {
            let lock = Locked(0)
            lock.withLock { _ in lock.withLock { $0 += 1 } }
        }
        XCTAssertTrue(result.crashed)
        XCTAssertTrue(result.stderr.contains("Locked.withLock: the lock is already held by this thread"), result.stderr)
    }
}
