@testable import Views
import XCTest

final class CountTextTests: XCTestCase {
    func testCountsAreGroupedByThousands() {
        XCTAssertEqual(CountText.grouped(0), "0")
        XCTAssertEqual(CountText.grouped(999), "999")
        XCTAssertEqual(CountText.grouped(1_000), "1,000")
        XCTAssertEqual(CountText.grouped(123_456), "123,456")
        XCTAssertEqual(CountText.grouped(1_000_000), "1,000,000")
        XCTAssertEqual(CountText.grouped(-12_345), "-12,345")
    }
}
