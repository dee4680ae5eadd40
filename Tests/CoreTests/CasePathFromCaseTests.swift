import Core
import XCTest

/// `CasePath(case:)` builds a path from the case's constructor alone: it must find its own case
/// and no other, even one with the same payload type.
final class CasePathFromCaseTests: XCTestCase {
    enum Twin: Equatable {
        case left(Int)
        case right(Int)
        case empty
    }

    func testItExtractsItsOwnCaseOnly() {
        let left = CasePath<Twin, Int>(case: Twin.left)
        let right = CasePath<Twin, Int>(case: Twin.right)
        XCTAssertEqual(left.extract(.left(3)), 3)
        XCTAssertNil(left.extract(.right(3)), "same payload type, another case")
        XCTAssertEqual(right.extract(.right(4)), 4)
        XCTAssertNil(right.extract(.left(4)))
        XCTAssertNil(left.extract(.empty))
        XCTAssertEqual(left.embed(5), .left(5))
    }
}
