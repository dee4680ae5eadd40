@testable import Storage
import XCTest

/// The carriage-return rule (``LineKind/holdsCarriageReturn(_:isPlain:)``): a row whose line,
/// as ``LineSplit`` cuts it, still holds a carriage return is read from its text, the CR read
/// as a space; every other row is read from its bytes in place. Each reader of a file's lines
/// stands on that one rule, so each is checked here against a row made from the line's text
/// (``TodoItem/init(parsing:)``), wherever the CR is and whatever the file's ending.
final class CarriageReturnRuleTests: XCTestCase {
    /// Lines with a CR at the start, the middle, the end, in a tag, twice, and none.
    private static let lines = [
        "\r(A) call mom id:aaaaaaaaaa",
        "(A) call\rmom +home due:2026-12-01",
        "x 2026-11-02 paid rent\r",
        "buy milk t:2026-01-01\r h:1",
        "two\r\rreturns id:bbbbbbbbbb",
        "plain row id:cccccccccc",
        "(B) 2026-01-01 ending in\r\r",
    ]

    /// The rule itself: the quick answer for a plain line, and the memchr for any other,
    /// agree with a byte-by-byte look for a CR, at every offset of lines about a word long.
    func testTheRuleFindsACarriageReturnWhereverItIs() {
        for length in [1, 7, 8, 9, 17] {
            for offset in 0..<length {
                for byte: UInt8 in [0x0D, 0x0A, 0x09, 0x20, 0x61, 0xC3] {
                    var line = Array(repeating: UInt8(ascii: "a"), count: length)
                    line[offset] = byte
                    line.withUnsafeBufferPointer { line in
                        let plain = LineKind.isPlain(line)
                        XCTAssertEqual(LineKind.holdsCarriageReturn(line, isPlain: plain), byte == 0x0D, "byte \(byte) at \(offset) of \(length)")
                        XCTAssertEqual(LineKind.holdsCarriageReturn(line), byte == 0x0D, "byte \(byte) at \(offset) of \(length)")
                    }
                }
            }
        }
    }

    /// The loader (``TodoFile/parse(_:)``) reads a one-line file as the row the line's text
    /// gives, its CR read as a space, and gives the line back as written.
    func testTheLoaderReadsEachRowAsItsText() {
        for text in Self.lines {
            let bytes = Array(text.utf8)
            guard let item = TodoFile.parse(bytes).file.items.first else { return XCTFail("\(text.debugDescription) is a row") }
            XCTAssertEqual(item.text, TodoItem(parsing: text).text, text.debugDescription)
            XCTAssertFalse(item.text.contains("\r"), text.debugDescription)
            XCTAssertEqual(item.line, text, "the line is kept as written: \(text.debugDescription)")
        }
    }

    /// `lista ls`'s reader (``FileRows``) and the header's counts (``RowCounts``) read the
    /// rows of LF and CRLF files, the CR lines among them, as the rows their texts give.
    func testEveryReaderOfAFileReadsItsRowsAsTheirTexts() {
        let today = TodoDate(year: 2026, month: 6, day: 1)
        for ending in ["\n", "\r\n"] {
            for rotation in Self.lines.indices {
                let texts = Array(Self.lines[rotation...] + Self.lines[..<rotation])
                let bytes = Array(texts.map { $0 + ending }.joined().utf8)
                // The first line's ending is the file's (a line ending in a CR makes an LF file
                // CRLF): in a CRLF file one CR before each LF is the ending's, not the line's.
                let crlf = ending == "\r\n" || texts[0].hasSuffix("\r")
                let expected = texts.map { TodoItem(parsing: crlf && $0.hasSuffix("\r") && ending == "\n" ? String($0.dropLast()) : $0) }
                let rows = FileRows(bytes, parts: 1) { _, _ in true }
                XCTAssertEqual(rows.admitted.map { rows.item($0).text }, expected.map(\.text), "ending \(ending.debugDescription)")
                XCTAssertEqual(rows.admitted.map { rows.item($0).done }, expected.map(\.done), "ending \(ending.debugDescription)")
                var counts = RowCounts()
                for item in expected { counts.add(done: item.done, standing: item.visibility(today: today)) }
                for parts in [1, 3] {
                    XCTAssertEqual(RowCounts(counting: bytes, today: today, parts: parts), counts, "ending \(ending.debugDescription), \(parts) parts")
                }
                // The text of each row as `lista ls` admits it, from its bytes or its item.
                var admitted: [String] = []
                _ = FileRows(bytes, parts: 1) { _, text in
                    admitted.append(String(decoding: text, as: UTF8.self))
                    return true
                }
                XCTAssertEqual(Set(admitted), Set(expected.map(\.text)), "ending \(ending.debugDescription)")
            }
        }
    }
}
