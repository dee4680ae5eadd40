@testable import Storage
import XCTest

/// The counts ``DerivedIDs`` keeps by hash: right counts, and keys spread over the table.
final class UInt64CountsTests: XCTestCase {
    func testCountsEachKeyThroughGrowth() {
        var counts = UInt64Counts()
        var expected: [UInt64: Int] = [:]
        var rng = SystemRandomNumberGenerator()
        let keys = (0..<300).map { _ in UInt64.random(in: 0...UInt64.max, using: &rng) } + [0, 1, UInt64.max]
        for round in 0..<3 {
            for key in keys {
                XCTAssertEqual(counts.increment(key), expected[key, default: 0], "round \(round)")
                expected[key, default: 0] += 1
            }
        }
        for key in keys { XCTAssertEqual(counts[key], 3) }
        XCTAssertEqual(counts[12_345], 0)
    }

    func testKeysThatDifferOnlyInTheirHighBitsStillSpreadOverTheTable() {
        let mask = 4_095
        let homes = Set((0..<1_024).map { UInt64Counts.home(of: UInt64($0) << 40, mask: mask) })
        // Thrown at random, 1,024 keys take about 905 of 4,096 slots.
        XCTAssertGreaterThan(homes.count, 700, "\(homes.count) distinct first slots for 1,024 keys")
    }
}
