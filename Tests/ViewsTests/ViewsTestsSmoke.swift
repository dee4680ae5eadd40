import XCTest

final class ViewsTestsSmoke: XCTestCase {
    func testModuleBuilds() { XCTAssertEqual(1 + 1, 2) }
}
