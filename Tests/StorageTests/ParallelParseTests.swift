import CoreTesting
@testable import Storage
import XCTest

/// The loader reads a large file in concurrent parts, its ids in buckets; the result must be
/// the plain reading of the file (``PlainReading``), however it was split, the seams included.
final class ParallelParseTests: XCTestCase {
    /// Every kind of line, repeated so that each kind lands at part boundaries for 2–5 parts.
    private func awkwardFile() -> [UInt8] {
        var bytes: [UInt8] = []
        let kinds = AwkwardLines.kinds
        for index in 0..<103 {
            bytes += kinds[index % kinds.count] + [UInt8(ascii: "\n")]
        }
        bytes += Array("last line without a newline".utf8)
        return bytes
    }

    func testSplittingTheFileIntoPartsReadsItAsThePlainRulesDo() {
        let bytes = awkwardFile()
        let plain = PlainReading.read(bytes)
        XCTAssertGreaterThan(plain.file.items.count, 50)
        XCTAssertFalse(plain.warnings.isEmpty, "the file has NUL, undecodable and duplicate lines")
        for parts in 1...5 {
            for buckets in [1, 3, 8] {
                XCTAssertEqual(TodoFile.parse(bytes, parts: parts, buckets: buckets), plain, "\(parts) parts, \(buckets) buckets")
            }
        }
        XCTAssertEqual(TodoFile.parse(bytes), plain, "the automatic choice")
        let crlf = Array(bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init).joined(separator: [0x0D, 0x0A]))
        for parts in [1, 3] {
            XCTAssertEqual(TodoFile.parse(crlf, parts: parts), PlainReading.read(crlf), "CRLF, \(parts) parts")
        }
    }

    func testAFileStartingWithNonRowLinesKeepsThemLeading() {
        let bytes = Array("\n  \nfirst row id:aaaaaaaaaa\n\nsecond row id:bbbbbbbbbb\n".utf8)
        for parts in 1...3 {
            let parsed = TodoFile.parse(bytes, parts: parts)
            XCTAssertEqual(parsed.file.leading, [[], Array("  ".utf8)])
            XCTAssertEqual(parsed.file.items.map(\.text), ["first row", "second row"])
            XCTAssertEqual(parsed.file.bytes(), bytes, "lossless")
            XCTAssertEqual(parsed, PlainReading.read(bytes))
        }
    }

    /// Random files of every kind of line, rows with and without ids, ids repeated, a byte
    /// order mark now and then, LF and CRLF: the loader reads each as the plain rules do.
    func testRandomFilesReadAsThePlainRulesReadThem() {
        var random = SeededGenerator(seed: 35)
        let words = ["call", "mom", "+home", "@phone", "due:2026-12-01", "id:aaaaaaaaaa", "id:bbbbbbbbbb", "id:x",
                     "x", "(A)", "2026-01-02", "\r", "\t", " ", "ü", "h:1", "t:2027-01-01", "id:", "\u{0}"]
        for round in 0..<200 {
            var bytes: [UInt8] = random.next() % 5 == 0 ? [0xEF, 0xBB, 0xBF] : []
            let ending: [UInt8] = random.next() % 3 == 0 ? [0x0D, 0x0A] : [0x0A]
            for _ in 0..<Int(random.next() % 40) {
                let count = Int(random.next() % 6)
                bytes += Array((0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ").utf8)
                if random.next() % 17 == 0 { bytes.append(0xC3) }
                bytes += ending
            }
            if random.next() % 2 == 0 { bytes += Array("unterminated id:aaaaaaaaaa".utf8) }
            let plain = PlainReading.read(bytes)
            for (parts, buckets) in [(1, 1), (2, 3), (4, 2)] {
                XCTAssertEqual(TodoFile.parse(bytes, parts: parts, buckets: buckets), plain, "round \(round), \(parts) parts")
            }
        }
    }
}
