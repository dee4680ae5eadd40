import Views
import XCTest

final class SanitizeTests: XCTestCase {
    /// No scalar of the result may be a control, a bidi control or anything non-printable.
    private func assertInert(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let bidi: Set<UInt32> = [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
                                 0x2066, 0x2067, 0x2068, 0x2069, 0x2028, 0x2029, 0xFE0E, 0xFE0F, 0x200D,
                                 0x200B, 0x200C, 0x2060, 0xFEFF, 0x00AD]
        for scalar in sanitizedForDisplay(text).unicodeScalars {
            XCTAssertFalse(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value),
                           "control U+\(String(scalar.value, radix: 16)) survived in \(text.debugDescription)", file: file, line: line)
            XCTAssertFalse(bidi.contains(scalar.value),
                           "U+\(String(scalar.value, radix: 16)) survived in \(text.debugDescription)", file: file, line: line)
            XCTAssertGreaterThanOrEqual(DisplayWidth.of(scalar), 0, file: file, line: line)
        }
    }

    func testHostileStringsBecomeInertVisibleText() {
        let cases: [(String, String)] = [
            ("clear\u{1B}[2Jscreen", "clear^[[2Jscreen"),
            ("\u{1B}]0;pwned\u{07}title", "^[]0;pwned^Gtitle"),
            ("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\", "^[]8;;http://x^[\\link^[]8;;^[\\"),
            ("nul\u{0}byte", "nul^@byte"),
            ("del\u{7F}", "del^?"),
            ("line\nbreak\r", "line^Jbreak^M"),
            ("tab\there", "tab here"),
            ("c1 csi \u{9B}31m red", "c1 csi <U+009B>31m red"),
            ("next line \u{85}", "next line <U+0085>"),
            ("abc\u{202E}cba\u{202C}", "abc<U+202E>cba<U+202C>"),
            ("\u{2067}isolate\u{2069}", "<U+2067>isolate<U+2069>"),
            ("mark\u{200F}", "mark<U+200F>"),
            ("sep\u{2028}", "sep<U+2028>"),
            ("zero\u{200B}width\u{200C}space", "zero<U+200B>width<U+200C>space"),
            ("\u{FEFF}bom word\u{2060}joiner", "<U+FEFF>bom word<U+2060>joiner"),
            ("tag \u{E0041}", "tag <U+E0041>"),
            ("❤\u{FE0F}", "❤"),
            ("︎text\u{FE0E}", "︎text".replacingOccurrences(of: "\u{FE0E}", with: "")),
            ("👨\u{200D}👩", "👨👩"),
            ("plain 日本 e\u{301}", "plain 日本 e\u{301}"),
        ]
        for (hostile, expected) in cases {
            XCTAssertEqual(sanitizedForDisplay(hostile), expected, "sanitizing \(hostile.debugDescription)")
            assertInert(hostile)
        }
    }

    func testEveryControlScalarIsNeutralised() {
        let controls = (0x00...0x9F).filter { $0 < 0x20 || $0 >= 0x7F }.map { String(Unicode.Scalar(UInt8($0))) }
        assertInert(controls.joined())
        XCTAssertEqual(DisplayWidth.of(controls.joined()), 2 * 32 - 1 + 2 + 8 * 32, "C0 as ^X, TAB a space, DEL ^?, C1 <U+0080>")
    }

    func testUnassignedScalarsArePlaceholders() {
        // U+0378 is unassigned: glibc reports it as non-printable.
        XCTAssertEqual(sanitizedForDisplay("a\u{378}b"), "a<U+0378>b")
    }
}

final class TerminalLinesTests: XCTestCase {
    func testLinesKeepTheirLineFeedsAndGetTheDrawingRuleWithin() {
        let text = "a\u{1B}]52;c;eA==\u{07}\n\tb\u{9B}2J\r\n\u{202E}c\n"
        XCTAssertEqual(sanitizedForTerminalLines(text), "a^[]52;c;eA==^G\n b<U+009B>2J^M\n<U+202E>c\n")
        XCTAssertEqual(sanitizedForTerminalLines("plain\nlines\n"), "plain\nlines\n")
    }

    func testControlsAreWhatTheRuleReplacesButTheJoinerAndSelectors() {
        for scalar in ["\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{202E}", "\u{2066}", "\u{200F}", "\u{2028}", "\u{378}", "\u{200B}", "\u{FEFF}"].map({ $0.unicodeScalars.first! }) {
            XCTAssertTrue(Sanitizer.isControl(scalar), "U+\(String(scalar.value, radix: 16))")
        }
        for scalar in ["a", "日", "😀", "\u{200D}", "\u{FE0F}", "\u{301}"].map({ $0.unicodeScalars.first! }) {
            XCTAssertFalse(Sanitizer.isControl(scalar), "U+\(String(scalar.value, radix: 16))")
        }
    }
}
