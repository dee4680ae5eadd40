import CoreTesting
import XCTest
@testable import Storage

/// The loader's set of seen ids (``UInt64Set``) against `Set<UInt64>`, through growth, with
/// keys that are close together and keys at the ends of the range.
final class UInt64SetTests: XCTestCase {
    func testInsertsAndLookupsAgreeWithASetThroughGrowth() {
        var random = SeededGenerator(seed: 64)
        for capacity in [0, 3, 100, 5_000] {
            var set = UInt64Set(minimumCapacity: capacity)
            var model = Set<UInt64>()
            for step in 0..<12_000 {
                let key: UInt64 = switch step % 4 {
                case 0: random.next() % 3_000                       // close together, often repeated
                case 1: random.next() & TodoID.bitMask              // an id's 50 bits
                case 2: UInt64.max - 1 - random.next() % 50         // the top of the range
                default: (random.next() % 2_000) << 40              // differing in high bits only
                }
                XCTAssertEqual(set.insert(key), model.insert(key).inserted, "capacity \(capacity), step \(step), key \(key)")
                let probe = random.next() % 4_000
                XCTAssertEqual(set.contains(probe), model.contains(probe), "capacity \(capacity), step \(step)")
            }
            XCTAssertEqual(set.count, model.count)
            for key in model { XCTAssertTrue(set.contains(key), "capacity \(capacity): \(key)") }
            XCTAssertFalse(set.contains(.max))
        }
    }

    func testAMillionIDsTakeAQuarterMoreSlotsThanIDs() {
        var set = UInt64Set(minimumCapacity: 1_000_000)
        for key in 0..<UInt64(1_000_000) { XCTAssertTrue(set.insert(key &* 0x2545_F491_4F6C_DD1D & TodoID.bitMask)) }
        XCTAssertEqual(set.count, 1_000_000)
        XCTAssertLessThanOrEqual(set.slotCount, 1_250_001, "no growth for the capacity asked for")
    }
}
