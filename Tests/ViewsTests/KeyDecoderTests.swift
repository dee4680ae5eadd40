import XCTest
@testable import Views

final class KeyDecoderTests: XCTestCase {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    func testSequences() {
        let table: [(String, [Key])] = [
            ("a", [.character("a")]), (" ", [.character(" ")]), ("日😀", [.character("日"), .character("😀")]),
            ("\r", [.enter]), ("\n", [.enter]), ("\t", [.tab]), ("\u{7F}", [.backspace]), ("\u{8}", [.backspace]),
            ("\u{17}", [.ctrl("w")]), ("\u{3}", [.ctrl("c")]), ("\u{1A}", [.ctrl("z")]), ("\u{0}", [.ctrl("@")]),
            ("\u{1B}", [.escape]), ("\u{1B}\u{1B}", [.escape, .escape]),
            ("\u{1B}x", [.alt("x")]), ("\u{1B}J", [.alt("J")]), ("\u{1B}日", [.alt("日")]),
            ("\u{1B}\r", [.escape, .enter]),
            ("\u{1B}[A", [.up]), ("\u{1B}[B", [.down]), ("\u{1B}[C", [.right]), ("\u{1B}[D", [.left]),
            ("\u{1B}OA", [.up]), ("\u{1B}[H", [.home]), ("\u{1B}[F", [.end]),
            ("\u{1B}[1~", [.home]), ("\u{1B}[4~", [.end]), ("\u{1B}[3~", [.delete]),
            ("\u{1B}[5~", [.pageUp]), ("\u{1B}[6~", [.pageDown]), ("\u{1B}[Z", [.backTab]),
            ("\u{1B}[1;3A", [.altUp]), ("\u{1B}[1;3B", [.altDown]),
            ("\u{1B}[1;5A", [.ctrlUp]), ("\u{1B}[1;5B", [.ctrlDown]),
            ("\u{1B}[1;2A", [.shiftUp]), ("\u{1B}[1;2B", [.shiftDown]),
            ("\u{1B}OP", [.function(1)]), ("\u{1B}[15~", [.function(5)]), ("\u{1B}[24~", [.function(12)]),
            ("\u{1B}[1;7A", [.unknown]), ("\u{1B}[99", [.unknown]), ("\u{1B}[", [.alt("[")]), ("\u{1B}O", [.alt("O")]),
            ("\u{1B}[Ax\u{1B}[1;3Bq", [.up, .character("x"), .altDown, .character("q")]),
            ("\u{1B}[200~two\nlines\u{1B}[201~k", [.paste("two\nlines"), .character("k")]),
            ("\u{1B}[200~unterminated", [.paste("unterminated")]),
            ("\u{1B}[200~a\rb\r\nc\nd\r\r\u{1B}[201~", [.paste("a\nb\nc\nd\n\n")]),
            ("\u{1B}[200~\u{1B}[2J\u{1B}[201~", [.paste("\u{1B}[2J")]),
        ]
        for (input, expected) in table {
            XCTAssertEqual(KeyDecoder.decode(bytes(input)), expected, "decoding \(input.debugDescription)")
        }
    }

    func testInvalidUTF8IsUnknownPerByte() {
        XCTAssertEqual(KeyDecoder.decode([0xFF, 0x61]), [.unknown, .character("a")])
        XCTAssertEqual(KeyDecoder.decode([0xE6, 0x97]), [.unknown, .unknown])
        XCTAssertEqual(KeyDecoder.decode([0xC3, 0xA9]), [.character("é")])
    }

    func testEveryTableSequenceDecodesToItsKey() {
        for (sequence, key) in KeyDecoder.escapeSequences {
            XCTAssertEqual(KeyDecoder.decode([27] + bytes(sequence)), [key], sequence)
        }
    }

    func testEveryByteBelongsToExactlyOneKey() {
        let input = bytes("a\u{1B}[A\u{1B}x日\u{1B}\r\u{1B}[200~p\u{1B}[201~\u{1B}[1;3") + [0xFF]
        let decoded = KeyDecoder.decodeWithRanges(input)
        XCTAssertEqual(decoded.map(\.range), [0..<1, 1..<4, 4..<6, 6..<9, 9..<10, 10..<11, 11..<24, 24..<30])
        XCTAssertEqual(decoded.map(\.key), KeyDecoder.decode(input))
        XCTAssertEqual(decoded.last?.key, .unknown, "a cut-off CSI sequence takes the rest, invalid UTF-8 included")
    }

    func testDescriptions() {
        let table: [(Key, String)] = [
            (.character("a"), "a"), (.character(" "), "Space"), (.character("G"), "G"), (.altUp, "Alt-Up"),
            (.ctrlDown, "Ctrl-Down"), (.ctrl("w"), "Ctrl-W"), (.alt("x"), "Alt-x"), (.alt("X"), "Alt-X"), (.backTab, "Shift-Tab"),
            (.pageDown, "PgDn"), (.escape, "Esc"), (.function(5), "F5"), (.shiftUp, "Shift-Up"), (.enter, "Enter"),
        ]
        for (key, name) in table { XCTAssertEqual(key.description, name) }
    }
}
