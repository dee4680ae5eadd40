import XCTest

final class CoreTestsSmoke: XCTestCase {
    func testModuleBuilds() { XCTAssertEqual(1 + 1, 2) }
}
