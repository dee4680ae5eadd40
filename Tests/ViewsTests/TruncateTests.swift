import Views
import XCTest

final class TruncateTests: XCTestCase {
    func testTruncation() {
        let cases: [(String, Int, String)] = [
            ("hello", 10, "hello"), ("hello", 5, "hello"), ("hello world", 8, "hello w…"),
            ("日本語テキスト", 7, "日本語…"), ("日本語テキスト", 6, "日本…"), ("abc", 1, "…"),
            ("abc", 0, ""), ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"), ("a\u{1B}[2J", 4, "a^[…"),
        ]
        for (text, width, expected) in cases {
            let result = truncated(text, toWidth: width)
            XCTAssertEqual(result, expected, "\(text.debugDescription) to \(width)")
            XCTAssertLessThanOrEqual(DisplayWidth.of(result), width)
        }
    }

    func testPaddingGivesExactWidths() {
        for width in 0...12 {
            for text in ["", "abc", "日本語テキスト", "😀x😀", "tab\tx"] {
                XCTAssertEqual(DisplayWidth.of(padded(text, toWidth: width)), width, "\(text) to \(width)")
            }
        }
    }
}
