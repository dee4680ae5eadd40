import XCTest

final class StorageTestsSmoke: XCTestCase {
    func testModuleBuilds() { XCTAssertEqual(1 + 1, 2) }
}
