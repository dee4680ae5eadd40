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

    /// Mostly distinct lines, a few of them met again: the shape of a real file.
    func testAFileOfDistinctLinesWithAFewRepeatsGetsTheLoadersIds() {
        var random = SeededGenerator(seed: 7)
        let rows: [[UInt8]] = (0..<20_000).map { index in
            Array((index % 97 == 0 ? "again \(random.next() % 40)" : "row \(index)").utf8)
        }
        let expected = oneByOne(rows) { _ in false }
        for (threads, buckets) in [(1, 1), (2, 2), (2, 13), (4, 5)] {
            XCTAssertEqual(batch(rows, threads: threads, buckets: buckets, present: nil), expected, "\(threads) threads, \(buckets) buckets")
        }
        let distinct = (0..<5_000).map { Array("line \($0)".utf8) }
        XCTAssertEqual(batch(distinct, threads: 2, buckets: 3, present: nil), oneByOne(distinct) { _ in false })
    }

    /// A file holding the id a later copy of a line would get, or the one the first copy would.
    func testAnIdTheFileHoldsTakesALaterCopysCandidateOrAFirstOnes() {
        let rows = (0..<2_000).map { Array("row \($0 % 1_500)".utf8) }
        let unhindered = oneByOne(rows) { _ in false }
        // Row 1,700 is the second copy of "row 200"; row 300 the first of "row 300".
        for held in [unhindered[1_700], unhindered[300]] {
            let expected = oneByOne(rows) { $0 == held }
            XCTAssertNotEqual(expected, unhindered)
            XCTAssertEqual(batch(rows, threads: 2, buckets: 4, present: { $0 == held }), expected, held)
        }
    }

    // Seeds made to meet: ContentHash is FNV-1a, so a seed that reaches a chosen hash after a
    // row's bytes is found by running the steps backwards.

    /// The bytes a seed prefix is followed by to make the candidate of `occurrence` (below 10), attempt 0.
    private func candidateBytes(occurrence: Int) -> [UInt8] {
        [1, UInt8(ascii: "0") + UInt8(occurrence)] + Array(repeating: 0, count: 8)
    }

    private func candidate(_ seed: UInt64, occurrence: Int) -> UInt64 {
        TodoID.candidate(TodoID.seed(ContentHash(continuing: seed), occurrence: occurrence), attempt: 0)
    }

    /// A seed whose candidate of `occurrence` is `bits` (50 bits), the hash's high bits set to `high`.
    private func seed(reaching bits: UInt64, occurrence: Int, high: UInt64) -> UInt64 {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var inverse = prime
        for _ in 0..<6 { inverse &*= 2 &- prime &* inverse }
        var hash = bits | high << 50
        for byte in candidateBytes(occurrence: occurrence).reversed() { hash = (hash &* inverse) ^ UInt64(byte) }
        XCTAssertEqual(candidate(hash, occurrence: occurrence), bits)
        return hash
    }

    private func serial(_ seeds: [UInt64]) -> [UInt64] {
        var ids = DerivedIDs(present: { _ in false })
        return seeds.map { ids.next(seed: ContentHash(continuing: $0)).bits }
    }

    func testTwoLinesSharingAFirstCandidateGetTheLoadersIds() {
        let others = (0..<3_000).map { TodoID.seedPrefix(line: Array("row \($0)".utf8), repeating: "").value }
        let first = others[100]
        let twin = seed(reaching: candidate(first, occurrence: 0), occurrence: 0, high: 5)
        XCTAssertNotEqual(twin, first)
        var seeds = others
        seeds.insert(twin, at: 2_000)
        let expected = serial(seeds)
        XCTAssertNotEqual(expected[2_000], candidate(twin, occurrence: 0), "the twin's first candidate is taken")
        for (threads, buckets) in [(1, 1), (2, 3)] {
            XCTAssertEqual(DerivedIDs.bits(seeds: seeds, threads: threads, buckets: buckets, present: nil), expected)
        }
    }

    func testALaterCopysCandidateThatIsAnotherRowsGetsTheLoadersIds() {
        let others = (0..<3_000).map { TodoID.seedPrefix(line: Array("row \($0)".utf8), repeating: "").value }
        let repeated = others[10]
        // A line whose first candidate is the second copy's, before or after it; a line met
        // three times whose third copy's candidate is too. (Seeds equal in their low 50 bits
        // share every candidate of one occurrence: FNV's low bits depend on low bits alone.)
        let meetsFirst = seed(reaching: candidate(repeated, occurrence: 1), occurrence: 0, high: 9)
        let meetsThird = seed(reaching: candidate(repeated, occurrence: 1), occurrence: 2, high: 3)
        for (seeds, taken) in [(others + [repeated, meetsFirst], 3_001), (others + [meetsFirst, repeated], 3_001),
                               (others + [repeated] + Array(repeating: meetsThird, count: 3), 3_003)] {
            let expected = serial(seeds)
            XCTAssertNotEqual(expected[taken], candidate(seeds[taken], occurrence: seeds[..<taken].filter { $0 == seeds[taken] }.count))
            for (threads, buckets) in [(1, 1), (2, 3)] {
                XCTAssertEqual(DerivedIDs.bits(seeds: seeds, threads: threads, buckets: buckets, present: nil), expected)
            }
        }
    }

    func testNoRowsGetNoIds() {
        XCTAssertEqual(DerivedIDs.bits(seeds: [], threads: 2, present: nil), [])
    }
}
