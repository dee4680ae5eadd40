import XCTest
@testable import Storage

/// Untouched files must print back byte-for-byte (apart from ids added to rows without one).
final class RoundTripTests: XCTestCase {
    /// Lines that already carry an id: printing must give exactly the same bytes.
    private let corpus: [String] = [
        "(A) Call Mom +Family @phone id:aaaaaaaaaa",
        "x 2024-03-02 2024-03-01 Review pull request +Lista @github id:bbbbbbbbbb",
        "x 2024-03-02 done without creation date id:cccccccccc",
        "(B) 2024-01-01 priority and creation date id:dddddddddd",
        "2024-01-01 only a creation date id:eeeeeeeeee",
        "  leading spaces   and   inner   spaces  id:ffffffffff  ",
        "unknown:tag another:one url:https://example.com id:gggggggggg keep:me",
        "(a) lower-case is not a priority id:hhhhhhhhhh",
        "(A)no space after priority id:jjjjjjjjjj",
        "x done without dates id:kkkkkkkkkk",
        "X capital X is not done id:mmmmmmmmmm",
        "due:2024-13-45 bad date stays text due:2024-05-06 id:nnnnnnnnnn",
        "tracked:3600 note:line%0Aone%20two:three id:pppppppppp",
        "Ünïcödé ✓ 日本語 +プロジェクト @コンテキスト id:qqqqqqqqqq",
        "emoji 👩‍👩‍👧 and tabs\tinside id:rrrrrrrrrr",
        "id:ssssssssss id at the start",
        "x 2024-03-02 2024-03-01 pri:A done with kept priority id:tttttttttt",
        "tracked:007 leading zeros stay text id:vvvvvvvvvv",
        "pter's own tracking:2024-05-06-14-03-09 spent:5h3m id:wwwwwwwwww",
        "spent:90 a value pter reads prints back as written until the row changes id:xxxxxxxxxx",
    ]

    func testEveryCorpusLineRoundTripsAlone() {
        for line in corpus {
            let result = TodoFile.parse(Array((line + "\n").utf8))
            XCTAssertEqual(result.file.items.count, 1, line)
            XCTAssertEqual(result.warnings, [], line)
            XCTAssertEqual(String(decoding: result.file.bytes(), as: UTF8.self), line + "\n", line)
        }
    }

    func testCorpusAsOneFileWithBlankLinesRoundTrips() {
        let text = corpus.joined(separator: "\n\n") + "\n   \n"
        let result = TodoFile.parse(Array(text.utf8))
        XCTAssertEqual(result.file.items.count, corpus.count)
        XCTAssertEqual(result.warnings, [])
        XCTAssertEqual(result.file.bytes(), Array(text.utf8))
    }

    func testCRLFFileKeepsCRLF() {
        let text = corpus.prefix(3).joined(separator: "\r\n") + "\r\n\r\n"
        let result = TodoFile.parse(Array(text.utf8))
        XCTAssertEqual(result.file.lineEnding, .crlf)
        XCTAssertEqual(result.file.items.count, 3)
        XCTAssertFalse(result.file.items[0].text.hasSuffix("\r"))
        XCTAssertEqual(result.file.bytes(), Array(text.utf8))
    }

    func testFinalLineWithoutNewlineStaysWithoutNewline() {
        let text = "a id:aaaaaaaaaa\nb id:bbbbbbbbbb"
        let result = TodoFile.parse(Array(text.utf8))
        XCTAssertFalse(result.file.endsWithNewline)
        XCTAssertEqual(result.file.bytes(), Array(text.utf8))
    }

    /// Regression (found by make fuzz, todo-lines): the CR ending an unterminated last line of
    /// a CRLF file was taken off as if it were a line ending and never written back; a last
    /// line that was only that CR vanished from the file on the next load.
    func testACarriageReturnEndingTheLastLineOfACRLFFileWithoutANewlineIsKept() {
        let row = Array("a id:aaaaaaaaaa\r\nb id:bbbbbbbbbb\r".utf8)
        XCTAssertEqual(TodoFile.parse(row).file.bytes(), row)
        let lone = Array("a id:aaaaaaaaaa\r\n\r".utf8)
        let saved = TodoFile.parse(lone).file.bytes()
        let reloaded = TodoFile.parse(saved).file
        XCTAssertEqual(reloaded.items.count + reloaded.preservedLineCount, 2, String(decoding: saved, as: UTF8.self).debugDescription)
    }

    func testEmptyFileStaysEmpty() {
        XCTAssertEqual(TodoFile.parse([]).file.bytes(), [])
    }

    func testRowsWithoutIDAreKnownByOneAndTheFileIsNotChanged() {
        let text = "(A)  odd   spacing +p\nsecond\nx\n"
        let result = TodoFile.parse(Array(text.utf8))
        XCTAssertEqual(result.warnings, [], "nothing to tell: the file is not changed")
        let ids = result.file.items.map(\.id)
        XCTAssertEqual(String(decoding: result.file.bytes(), as: UTF8.self), text)
        XCTAssertEqual(ids[0].count, TodoID.length)
        XCTAssertEqual(Set(ids).count, 3)
        XCTAssertFalse(result.file.items.contains(where: \.writesID))
    }

    func testAssignedIDsAreStableAcrossLoads() {
        let text = Array("same\nsame\nother\n".utf8)
        let first = TodoFile.parse(text).file.items.map(\.id)
        let second = TodoFile.parse(text).file.items.map(\.id)
        XCTAssertEqual(first, second)
        XCTAssertEqual(Set(first).count, 3)
    }

    func testDuplicateIDCopyGetsNewIDAndWarning() {
        let text = "one id:aaaaaaaaaa\ncopy id:aaaaaaaaaa\n"
        let result = TodoFile.parse(Array(text.utf8))
        let ids = result.file.items.map(\.id)
        XCTAssertEqual(ids[0], "aaaaaaaaaa")
        XCTAssertNotEqual(ids[1], "aaaaaaaaaa")
        XCTAssertEqual(result.warnings, [.duplicateID(line: 2, id: "aaaaaaaaaa", newID: ids[1])])
        XCTAssertTrue(result.warnings[0].message.contains("Line 2"))
        // The copy prints with the new id and not the old one.
        XCTAssertEqual(TodoFile.parse(result.file.bytes()).file.items.map(\.id), ids)
    }

    func testInvalidUTF8LineIsKeptAndReported() {
        var bytes = Array("good id:aaaaaaaaaa\n".utf8)
        bytes += [0x62, 0x61, 0x64, 0xFF, 0xFE, 0x0A]
        bytes += Array("after id:bbbbbbbbbb\n".utf8)
        let result = TodoFile.parse(bytes)
        XCTAssertEqual(result.file.items.map(\.text), ["good", "after"])
        XCTAssertEqual(result.warnings, [.undecodableLine(line: 2)])
        XCTAssertEqual(result.file.bytes(), bytes)
    }

    func testNULLineIsKeptAndReported() {
        let bytes: [UInt8] = Array("a\u{0}b\nrow id:aaaaaaaaaa\n".utf8)
        let result = TodoFile.parse(bytes)
        XCTAssertEqual(result.file.items.count, 1)
        XCTAssertEqual(result.warnings, [.nulBytes(line: 1)])
        XCTAssertEqual(result.file.bytes(), bytes)
    }

    func testTenMegabyteLineLoadsAndRoundTrips() {
        let long = String(repeating: "word ", count: 2_000_000) + "id:aaaaaaaaaa"
        let bytes = Array((long + "\nshort id:bbbbbbbbbb\n").utf8)
        let result = TodoFile.parse(bytes)
        XCTAssertEqual(result.file.items.count, 2)
        XCTAssertEqual(result.file.items[0].id, "aaaaaaaaaa")
        XCTAssertEqual(result.file.bytes().count, bytes.count)
        XCTAssertTrue(result.file.bytes() == bytes)
    }

    func testRemovedRowsFollowersMoveUpAndUndecodableLinesSurvive() {
        var bytes = Array("a id:aaaaaaaaaa\nb id:bbbbbbbbbb\n".utf8)
        bytes += [0xFF, 0x0A]
        bytes += Array("c id:cccccccccc\n".utf8)
        var file = TodoFile.parse(bytes).file
        file.items.remove(at: 1)
        var expected = Array("a id:aaaaaaaaaa\n".utf8)
        expected += [0xFF, 0x0A]
        expected += Array("c id:cccccccccc\n".utf8)
        XCTAssertEqual(file.bytes(), expected)
        file.items.removeAll()
        XCTAssertEqual(file.bytes(), [0xFF, 0x0A])
    }

    func testALineThatIsJustXStaysAPendingRowWhenItGetsAnID() {
        let result = TodoFile.parse(Array("x\n".utf8))
        let reread = TodoFile.parse(result.file.bytes()).file.items
        XCTAssertEqual(reread.map(\.text), ["x"])
        XCTAssertEqual(reread.map(\.done), [false])
        XCTAssertEqual(reread.map(\.id), result.file.items.map(\.id))
    }
}
