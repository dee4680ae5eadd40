@testable import Storage
import XCTest

/// A large file's lines are decoded in concurrent parts; the result must not depend on how the
/// lines were split, including at the seams between parts.
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

    func testSplittingTheLinesIntoPartsChangesNothing() {
        let bytes = awkwardFile()
        let sequential = TodoFile.parse(bytes, decodingParts: 1)
        XCTAssertGreaterThan(sequential.file.items.count, 50)
        XCTAssertFalse(sequential.warnings.isEmpty, "the file has NUL, undecodable and duplicate lines")
        for parts in 2...5 {
            XCTAssertEqual(TodoFile.parse(bytes, decodingParts: parts), sequential, "\(parts) parts")
            for round in [1, 7, 9, 50] {
                XCTAssertEqual(TodoFile.parse(bytes, decodingParts: parts, linesPerRound: round), sequential,
                               "\(parts) parts, rounds of \(round) lines")
            }
        }
        XCTAssertEqual(TodoFile.parse(bytes), sequential, "the automatic choice")
    }

    func testAFileStartingWithNonRowLinesKeepsThemLeading() {
        let bytes = Array("\n  \nfirst row id:aaaaaaaaaa\n\nsecond row id:bbbbbbbbbb\n".utf8)
        let parsed = TodoFile.parse(bytes, decodingParts: 3)
        XCTAssertEqual(parsed.file.leading, [[], Array("  ".utf8)])
        XCTAssertEqual(parsed.file.items.map(\.text), ["first row", "second row"])
        XCTAssertEqual(parsed.file.bytes(), bytes, "lossless")
    }

    func testLargeFilesAreSplitAndSmallOnesAreNot() {
        XCTAssertEqual(LineDecoding.automaticParts(lineCount: LineDecoding.parallelThreshold - 1), 1)
        let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        XCTAssertEqual(LineDecoding.automaticParts(lineCount: LineDecoding.parallelThreshold), min(max(cores, 1), 4))
    }
}
