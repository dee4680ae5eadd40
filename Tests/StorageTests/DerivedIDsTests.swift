import CoreTesting
@testable import Storage
import XCTest

/// ``DerivedIDs/bits(seeds:threads:buckets:present:)`` gives every row the id that
/// ``DerivedIDs/next(line:repeating:)`` gives it in turn, on any number of threads and buckets:
/// rows that repeat a line count their occurrences in file order, and a candidate the file
/// already holds sends every row through the loader's own pass.
final class DerivedIDsTests: XCTestCase {
    /// Lines (as seed prefixes) with many repeats, in a shuffled but fixed order.
    private func lines(_ count: Int, distinct: Int) -> [[UInt8]] {
        var random = SeededGenerator(seed: 15)
        return (0..<count).map { _ in Array("row \(random.next() % UInt64(distinct))".utf8) }
    }

    private func oneByOne(_ lines: [[UInt8]], present: @escaping (String) -> Bool) -> [String] {
        var ids = DerivedIDs(present: present)
        return lines.map { ids.next(line: $0, repeating: "") }
    }

    private func batch(_ lines: [[UInt8]], threads: Int, buckets: Int, present: ((String) -> Bool)?) -> [String] {
        let seeds = lines.map { TodoID.seedPrefix(line: $0, repeating: "").value }
        return DerivedIDs.bits(seeds: seeds, threads: threads, buckets: buckets, present: present).map(TodoID.make)
    }

    func testRowsThatRepeatALineGetTheIdsOfTheLoadersPassOnAnyNumberOfThreadsAndBuckets() {
        let rows = lines(5_000, distinct: 700)
        let expected = oneByOne(rows) { _ in false }
        XCTAssertEqual(Set(expected).count, expected.count)
        for (threads, buckets) in [(1, 1), (1, 5), (2, 2), (2, 9), (3, 4), (4, 31)] {
            XCTAssertEqual(batch(rows, threads: threads, buckets: buckets, present: nil), expected, "\(threads) threads, \(buckets) buckets")
        }
    }

    func testACandidateTheFileHoldsMovesThatRowAndEveryLaterOneAsTheLoadersPassDoes() {
        let rows = lines(3_000, distinct: 400)
        // The ids a file without ids would get: some of them now stand in the file.
        let unhindered = oneByOne(rows) { _ in false }
        let held: Set<String> = [unhindered[10], unhindered[1_500], unhindered[2_999]]
        let expected = oneByOne(rows) { held.contains($0) }
        XCTAssertNotEqual(expected, unhindered)
        XCTAssertTrue(held.isDisjoint(with: expected))
        for (threads, buckets) in [(1, 1), (2, 2), (2, 7), (4, 4)] {
            XCTAssertEqual(batch(rows, threads: threads, buckets: buckets, present: { held.contains($0) }), expected,
                           "\(threads) threads, \(buckets) buckets")
        }
    }

    func testNoRowsGetNoIds() {
        XCTAssertEqual(DerivedIDs.bits(seeds: [], threads: 2, present: nil), [])
    }
}
