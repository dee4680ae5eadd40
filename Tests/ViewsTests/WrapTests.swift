@testable import Views
import XCTest

/// The whole text of an expanded row, over as many lines as it needs.
final class WrapTests: XCTestCase {
    private func wrap(_ text: String, width: Int, maxLines: Int = .max) -> [String] {
        wrapped(Array(TerminalClusters(text)), width: width, maxLines: maxLines, width: \.width, isSpace: { $0.text == " " })
            .map { $0.map(\.text).joined() }
    }

    func testWordsMoveWholeToTheNextLine() {
        XCTAssertEqual(wrap("call the bank about the loan", width: 10), ["call the ", "bank about", "the loan"])
    }

    func testAWordLongerThanALineBreaksWhereTheLineIsFull() {
        XCTAssertEqual(wrap("see https://example.org/a/long/path ok", width: 10),
                       ["see ", "https://ex", "ample.org/", "a/long/pat", "h ok"])
    }

    func testAWrappedLineDoesNotStartWithTheSpacesTheBreakFellOn() {
        XCTAssertEqual(wrap("abcd    efgh", width: 4), ["abcd", "efgh"])
    }

    func testTextThatFitsIsOneLineAndEmptyTextOneEmptyLine() {
        XCTAssertEqual(wrap("short", width: 10), ["short"])
        XCTAssertEqual(wrap("", width: 10), [""])
        XCTAssertEqual(wrap("exactly10!", width: 10), ["exactly10!"])
    }

    func testAWideCharacterNeverStraddlesTwoLines() {
        let lines = wrap("日本語のテキスト", width: 5)
        XCTAssertEqual(lines, ["日本", "語の", "テキ", "スト"])
        for line in lines { XCTAssertLessThanOrEqual(DisplayWidth.of(line), 5) }
    }

    func testCombiningMarksStayWithTheirLetter() {
        XCTAssertEqual(wrap("cafe\u{301} cre\u{300}me bru\u{302}le\u{301}e", width: 6), ["cafe\u{301} ", "cre\u{300}me ", "bru\u{302}le\u{301}e"])
    }

    func testNoMoreLinesAreMadeThanAsked() {
        XCTAssertEqual(wrap(String(repeating: "word ", count: 1_000), width: 10, maxLines: 3), ["word word ", "word word ", "word word "])
    }
}
