import CoreTesting
import XCTest
@testable import Storage

/// A large list's first frame comes from a glance: the counts of every row read from the
/// bytes in place, on several cores, and the first rows. Both must be what the full load
/// gives, whatever the file.
final class FileGlanceTests: XCTestCase {
    private let today = TodoDate(year: 2026, month: 12, day: 1)!

    private func randomFile(_ random: inout SeededGenerator, lines lineBound: Int) -> [UInt8] {
        func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        let pieces: [[UInt8]] = [
            "x ", "(A) ", "2026-01-01 ", "word", " ", "  ", "+p", "@c", "id:abc", "due:2026-03-04", "pri:B",
            "t:2026-11-01", "t:2027-01-01", "h:1", "h:0", "ü", "\t", "x", "\r", "\u{0}", ":",
        ].map { Array($0.utf8) } + [[0xFF]]
        var lines: [[UInt8]] = []
        for _ in 0..<next(lineBound) {
            var line: [UInt8] = []
            for _ in 0..<next(6) { line += pieces[next(pieces.count)] }
            if next(3) != 0 { line += Array(" id:".utf8) + Array(TodoID.make(from: random.next() % 64).utf8) }
            lines.append(line)
        }
        let ending: [UInt8] = next(3) == 0 ? [0x0D, 0x0A] : [0x0A]
        var bytes = lines.flatMap { $0 + ending }
        if next(2) == 0, !bytes.isEmpty { bytes.removeLast(ending.count) }
        return bytes
    }

    /// The counts the full load's rows give.
    private func loadedCounts(_ bytes: [UInt8]) -> RowCounts {
        var counts = RowCounts()
        for item in TodoFile.parse(bytes).file.items { counts.add(done: item.done, standing: item.visibility(today: today)) }
        return counts
    }

    func testCountsFromTheBytesAreTheLoadedRowsCountsInOneOrSeveralParts() {
        let reproducible: UInt64 = 20_261_203
        var random = SeededGenerator(seed: reproducible)
        var counted = 0
        for round in 0..<300 {
            let bytes = randomFile(&random, lines: 40)
            let expected = loadedCounts(bytes)
            for parts in [1, 2, 3, 7] {
                XCTAssertEqual(RowCounts(counting: bytes, today: today, parts: parts), expected,
                               "round \(round), \(parts) parts, seed \(reproducible)")
            }
            counted += expected.all
        }
        XCTAssertGreaterThan(counted, 2_000, "the random files should hold rows (seed \(reproducible))")
    }

    func testTheRunsOfAFileCoverItInWholeLines() {
        var random = SeededGenerator(seed: 5)
        for _ in 0..<200 {
            let bytes = randomFile(&random, lines: 30)
            bytes.withUnsafeBufferPointer { file in
                let split = LineSplit(file)
                for count in [1, 2, 3, 5] {
                    let parts = LineSplit.runs(of: file, parts: count)
                    XCTAssertEqual(parts.first?.lowerBound, 0)
                    XCTAssertEqual(parts.last?.upperBound, file.count)
                    for (left, right) in zip(parts, parts.dropFirst()) {
                        XCTAssertEqual(left.upperBound, right.lowerBound)
                        XCTAssertEqual(file[left.upperBound - 1], UInt8(ascii: "\n"), "a part ends after a line feed")
                    }
                    var lines: [Range<Int>] = []
                    for part in parts { LineSplit.forEachLine(of: file, in: part, ending: split.lineEnding) { lines.append($0) } }
                    XCTAssertEqual(lines, split.ranges)
                }
            }
        }
    }

    func testAGlanceHoldsTheFirstRowsAsTheLoadReadsThem() {
        var random = SeededGenerator(seed: 11)
        var glanced = 0
        for round in 0..<300 {
            let bytes = randomFile(&random, lines: 60)
            let loaded = TodoFile.parse(bytes).file.items
            let wanted = Int(random.next() % 10)
            let admit: (TodoItem) -> Bool = { !$0.done }
            guard let glance = FileGlance(bytes, wanted: wanted, lineLimit: 1_000, today: today, admit: admit) else {
                return XCTFail("round \(round): a glance within the limit")
            }
            XCTAssertEqual(glance.counts, loadedCounts(bytes), "round \(round)")
            XCTAssertLessThanOrEqual(glance.rows.count, loaded.count)
            for (seen, read) in zip(glance.rows, loaded) {
                var seen = seen
                seen.id = read.id  // the glance's ids are provisional where the load derives one
                XCTAssertTrue(seen.hasSameFields(as: read), "round \(round): \(seen.line) vs \(read.line)")
            }
            XCTAssertEqual(Set(glance.rows.map(\.id)).count, glance.rows.count, "round \(round): ids unique among the rows")
            let admitted = glance.rows.filter(admit).count
            XCTAssertTrue(glance.isWhole ? glance.rows.count == loaded.count : admitted == wanted,
                          "round \(round): the glance stops at the row that makes \(wanted) admitted, or holds every row")
            if !glance.isWhole { glanced += 1 }
        }
        XCTAssertGreaterThan(glanced, 100, "most glances should stop before the end")
    }

    func testAGlanceThatWouldReadTooFarGivesUp() {
        let lines = (0..<50).map { "x done row \($0) id:\(TodoID.make(from: UInt64($0)))" } + ["open row"]
        let bytes = Array(lines.joined(separator: "\n").utf8)
        XCTAssertNil(FileGlance(bytes, wanted: 1, lineLimit: 20, today: today) { !$0.done })
        let whole = FileGlance(bytes, wanted: 1, lineLimit: 100, today: today) { !$0.done }
        XCTAssertEqual(whole?.rows.count, 51)
        XCTAssertEqual(whole?.isWhole, true)
        XCTAssertEqual(whole?.counts, RowCounts(all: 51, pending: 1, done: 50))
    }
}
