@testable import Views
import XCTest

/// ``ClusterBytes`` keeps a cluster's UTF-8 inline: it gives back the same text and scalars,
/// up to a scalar and four marks of four bytes each, and equal bytes are equal clusters.
final class ClusterBytesTests: XCTestCase {
    func testItGivesBackWhatItWasMadeOf() {
        let texts = ["", " ", "a", "~", "é", "e\u{301}", "日", "👍", "👍\u{301}\u{302}", "a\u{301}\u{302}\u{303}\u{304}",
                     "\u{1F600}\u{E0100}\u{E0101}\u{E0102}\u{E0103}"]
        for text in texts {
            let bytes = ClusterBytes(text)
            XCTAssertEqual(bytes.string, text)
            XCTAssertEqual(Int(bytes.count), text.utf8.count)
            XCTAssertEqual(bytes.scalars, Array(text.unicodeScalars), text)
            XCTAssertEqual(bytes.onlyScalar, text.unicodeScalars.count == 1 ? text.unicodeScalars.first : nil, text)
            XCTAssertEqual(ClusterBytes(scalars: text.unicodeScalars), bytes, text)
            XCTAssertEqual(bytes.isSpace, text == " ", text)
            XCTAssertEqual(Cell(text: text, width: 1).text, text)
        }
        XCTAssertEqual(ClusterBytes("\u{1F600}\u{E0100}\u{E0101}\u{E0102}\u{E0103}").count, 20, "the most a cluster holds")
        XCTAssertEqual(ClusterBytes(ascii: 0x41), ClusterBytes("A"))
    }

    func testEqualBytesAreEqualClustersAndOthersAreNot() {
        let texts = ["a", "b", "ab", "é", "e\u{301}", "日本", " ", ""]
        for left in texts {
            for right in texts {
                XCTAssertEqual(ClusterBytes(left) == ClusterBytes(right), Array(left.utf8) == Array(right.utf8), "\(left) / \(right)")
            }
        }
    }
}
