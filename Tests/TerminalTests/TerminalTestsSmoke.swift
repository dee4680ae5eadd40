import XCTest

final class TerminalTestsSmoke: XCTestCase {
    func testModuleBuilds() { XCTAssertEqual(1 + 1, 2) }
}
