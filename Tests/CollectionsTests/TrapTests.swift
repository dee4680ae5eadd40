import Collections
import CoreTesting
import XCTest

/// Misuse that must trap (a duplicate id, an id changed through the id subscript) is run in a
/// forked child (`runTrapping`), so the test can check that it traps and that the message names
/// the ids.
final class TrapTests: XCTestCase {
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

    func testUpdatingAtAPositionWithAnotherIDTrapsNamingBothIDs() {
        let result = runTrapping {
            var array = items([1, 2])
            array.update(Item(id: 3), at: 1)
        }
        XCTAssertTrue(result.crashed)
        XCTAssertTrue(result.stderr.contains("an element stored under id 2 was given id 3"), result.stderr)
    }

    func testAHealthyChildIsNotReportedAsCrashed() {
        let result = runTrapping { _ = items([1, 2]) }
        XCTAssertFalse(result.crashed)
    }
}
