import CoreTesting
import XCTest
@testable import Storage

/// The search's one case folding (`CaseFolding`) and the character boundaries it folds by.
final class CaseFoldingTests: XCTestCase {
    private func scalars(_ text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value)
    }

    func testFoldingIsFullDefaultUnicodeCaseFolding() {
        XCTAssertEqual(CaseFolding.folded("Straße STRASSE ẞ"), "strasse strasse ss")
        XCTAssertEqual(CaseFolding.folded("ﬀ ﬁ"), "ff fi")
        XCTAssertEqual(CaseFolding.folded("\u{212A}elvin"), "kelvin")
        XCTAssertEqual(CaseFolding.folded("ΣΊΣΥΦΟΣ σίσυφος"), "σίσυφοσ σίσυφοσ")
        XCTAssertEqual(scalars(CaseFolding.folded("İ")), [0x69, 0x307], "İ folds to i and a combining dot")
        XCTAssertEqual(CaseFolding.folded("ILIK ılık"), "ilik ılık", "no Turkish folding: ı stays ı")
        XCTAssertEqual(CaseFolding.folded("ＡＢＣ 漢字 👍"), "ａｂｃ 漢字 👍", "no width folding")
    }

    func testAccentsFoldAlikeHoweverTheyAreWritten() {
        XCTAssertEqual(CaseFolding.folded("CAF\u{C9}"), "caf\u{E9}")
        XCTAssertEqual(CaseFolding.folded("CAFE\u{301}"), "caf\u{E9}")
        XCTAssertEqual(CaseFolding.folded("cafe\u{301}"), "caf\u{E9}")
        XCTAssertEqual(CaseFolding.folded("a\u{323}\u{301}"), CaseFolding.folded("a\u{301}\u{323}"), "marks in either order")
        XCTAssertEqual(CaseFolding.folded("\u{1100}\u{1161}"), "\u{AC00}", "Hangul jamo compose")
        XCTAssertNotEqual(CaseFolding.folded("café"), "cafe", "accents are not folded")
    }

    /// Over every scalar of the planes in use: a scalar that NFKC case folding leaves alone is
    /// its own folded form (the fast path), the folded form is at most three times the UTF-8
    /// (the search's buffer), and exactly thirteen non-ASCII scalars fold to ASCII (the only
    /// way an ASCII search can match text that is not ASCII).
    func testEveryScalarFoldsAsTheFastPathsAssume() {
        var foldingToASCII: [UInt32] = []
        let planes: [UInt32] = Array(0...0x3_FFFF) + Array(0xE_0000...0xE_0FFF)
        for value in planes {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            let slow = CaseFolding.composedFolding(of: text)
            if !scalar.properties.changesWhenNFKCCaseFolded, slow != text || Array(slow.utf8) != Array(text.utf8) {
                XCTFail("U+\(String(value, radix: 16)) is left alone by NFKC case folding but folds to \(scalars(slow))")
            }
            XCTAssertLessThanOrEqual(slow.utf8.count, 3 * text.utf8.count, "U+\(String(value, radix: 16))")
            if value >= 0x80, slow.utf8.allSatisfy({ $0 < 0x80 }) { foldingToASCII.append(value) }
            let seen = Array(text.utf8).withUnsafeBufferPointer(CaseFolding.hasScalarFoldingToASCII)
            if seen != (value >= 0x80 && slow.utf8.allSatisfy({ $0 < 0x80 })) {
                XCTFail("hasScalarFoldingToASCII is \(seen) for U+\(String(value, radix: 16))")
            }
        }
        XCTAssertEqual(foldingToASCII, [0xDF, 0x17F, 0x37E, 0x1E9E, 0x1FEF, 0x212A, 0xFB00, 0xFB01, 0xFB02, 0xFB03, 0xFB04, 0xFB05, 0xFB06])
    }

    /// The folding walks characters in the bytes; they must be `String`'s own characters.
    func testCharactersFoundInTheBytesAreTheStringsCharacters() {
        let pieces = ["a", "A", " ", "\r", "\n", "\r\n", "\u{301}", "\u{323}", "e\u{301}", "é", "👍", "🏽", "\u{200D}", "👨‍👩‍👧",
                      "🇫", "🇷", "🇺🇸", "\u{600}", "1", "\u{1100}", "\u{1161}", "\u{11A8}", "한", "क", "\u{94D}", "ष", "漢", "ﬀ", "\u{0}"]
        var rng = SeededGenerator(seed: 11)
        for iteration in 0..<3_000 {
            var text = (0..<Int.random(in: 1...10, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            let expected = text.map { $0.utf8.count }
            let found: [Int] = text.withUTF8 { bytes in
                var lengths: [Int] = []
                var start = 0
                while start < bytes.count {
                    let end = UTF8Characters.end(of: bytes, from: start)
                    lengths.append(end - start)
                    start = end
                }
                return lengths
            }
            XCTAssertEqual(found, expected, "iteration \(iteration): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    func testDecodingReadsEveryLengthOfUTF8() {
        var text = "a\u{E9}\u{6F22}\u{1F44D}"
        let decoded: [UInt32] = text.withUTF8 { bytes in
            var values: [UInt32] = []
            var offset = 0
            while offset < bytes.count {
                let (scalar, next) = UTF8Characters.decode(bytes, at: offset)
                values.append(scalar.value)
                offset = next
            }
            return values
        }
        XCTAssertEqual(decoded, [0x61, 0xE9, 0x6F22, 0x1F44D])
    }
}
