import XCTest

final class EndToEndTestsSmoke: XCTestCase {
    func testModuleBuilds() { XCTAssertEqual(1 + 1, 2) }
}
