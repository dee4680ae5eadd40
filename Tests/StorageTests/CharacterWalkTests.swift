@testable import Storage
import XCTest

/// ``CharacterWalk`` finds the same places and counts as `String` itself, on texts that mix
/// ASCII runs with every kind of character that joins scalars or bytes.
final class CharacterWalkTests: XCTestCase {
    /// Pieces whose joins test the boundaries: CR LF (two ASCII bytes, one character), a
    /// combining mark after an ASCII letter, an emoji with skin tone and a ZWJ family, flags,
    /// Hangul jamo, a lone CR, a tab, CJK.
    private static let pieces = ["a", "b ", "\r\n", "\r", "\n", "\t", "e\u{301}", "\u{301}", "👍🏽", "👨‍👩‍👧",
                                 "🇫🇷", "🇩🇪", "\u{1100}\u{1161}\u{11A8}", "東京", " ", "x:y", "+p"]

    private func check(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let count = text.count
        XCTAssertEqual(CharacterWalk.count(text), count, "count of \(text.debugDescription)", file: file, line: line)
        for offset in -1...(count + 2) {
            let walked = CharacterWalk.index(offset, in: text)
            let expected = text.index(text.startIndex, offsetBy: max(offset, 0), limitedBy: text.endIndex) ?? text.endIndex
            XCTAssertEqual(walked.index.utf16Offset(in: text), expected.utf16Offset(in: text),
                           "index \(offset) in \(text.debugDescription)", file: file, line: line)
            XCTAssertEqual(walked.characters, min(max(offset, 0), count), file: file, line: line)
        }
    }

    func testEachPieceAloneAndAfterAndBeforeASCII() {
        check("")
        for piece in Self.pieces {
            check(piece)
            check("ab" + piece)
            check(piece + "ab")
            check("a" + piece + "b")
        }
    }

    /// Long ASCII runs are walked eight bytes at a time: a CR LF, a CR or a mark at every place
    /// within and after such a run still ends or joins characters as `String` does.
    func testEveryPieceAtEveryPlaceOfALongASCIIRun() {
        for piece in Self.pieces {
            for before in 0...18 {
                check(String(repeating: "a", count: before) + piece + String(repeating: "b", count: 18 - before))
            }
        }
    }

    func testRandomMixturesWalkAsStringDoes() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let length = Int.random(in: 0...24, using: &generator)
            check((0..<length).map { _ in Self.pieces.randomElement(using: &generator)! }.joined())
        }
    }

    func testASubstringIsWalkedFromItsOwnStart() {
        let text = "ab👍🏽cd\r\nef"
        let tail = text[text.index(text.startIndex, offsetBy: 2)...]
        XCTAssertEqual(CharacterWalk.count(tail), tail.count)
        XCTAssertEqual(CharacterWalk.index(2, in: tail).index, tail.index(tail.startIndex, offsetBy: 2))
    }
}
