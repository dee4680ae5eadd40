import CoreTesting
import XCTest

@testable import Collections

/// An id whose hash it shares with seven others, so they share a home bucket and the tag the
/// table keeps of the hash: only the ids themselves tell them apart.
private struct ClumpedID: Hashable, Sendable {
    let value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(value / 8) }
    static func == (lhs: ClumpedID, rhs: ClumpedID) -> Bool { lhs.value == rhs.value }
}

private struct Clumped: Identifiable, Sendable {
    let id: ClumpedID
}

final class SlotTableCollisionTests: XCTestCase {
    func testIdsWithEqualHashesAreFoundAddedAndRemovedApart() {
        for reserved in [0, 7, 50, 301, 1_000] {
            clumpedRun(reserved: reserved)
        }
    }

    /// Random appends and removals against a model, in a table first sized for `reserved`
    /// elements (so probes wrap around tables of many sizes, not only powers of two).
    private func clumpedRun(reserved: Int) {
        var generator = SeededGenerator(seed: 7 + UInt64(reserved))
        var array = IdentifiedArrayOf<Clumped>()
        array.reserveCapacity(reserved)
        var model: [Int] = []
        for step in 0..<4_000 {
            let value = Int.random(in: 0..<400, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0, 1:
                let inserted = array.append(Clumped(id: ClumpedID(value: value))).inserted
                XCTAssertEqual(inserted, !model.contains(value), "step \(step), reserved \(reserved)")
                if inserted { model.append(value) }
            case 2:
                XCTAssertEqual(array.remove(id: ClumpedID(value: value)) != nil, model.contains(value), "step \(step), reserved \(reserved)")
                model.removeAll { $0 == value }
            default:
                guard !model.isEmpty else { continue }
                let offset = Int.random(in: 0..<model.count, using: &generator)
                array.remove(at: offset)
                model.remove(at: offset)
            }
        }
        XCTAssertEqual(array.ids.map(\.value), model)
        for value in 0..<400 {
            XCTAssertEqual(array.index(id: ClumpedID(value: value)), model.firstIndex(of: value), "\(value)")
        }
    }

    func testABucketKeepsItsSlotBelowTheTagAtEveryTableSize() {
        for capacity in [0, 5, 6, 7, 100, 3_000, 1 << 20, 1_000_000] {
            let table = SlotTable(minimumCapacity: capacity)
            XCTAssertLessThan(table.buckets.count, 1 << Int(table.slotBits), "capacity \(capacity)")
            XCTAssertGreaterThanOrEqual(table.buckets.count * 3, capacity * 4, "capacity \(capacity): at most 3/4 full")
            XCTAssertLessThanOrEqual(table.buckets.count * 3, capacity * 4 + 24, "capacity \(capacity): no more buckets than 4/3 of it")
            let slot = capacity * 3 / 4
            let entry = table.entry(slot: slot, tag: table.tag(-1))
            XCTAssertEqual(table.slot(in: entry), slot, "capacity \(capacity)")
            XCTAssertEqual(entry & ~table.slotMask, table.tag(-1))
        }
    }
}
