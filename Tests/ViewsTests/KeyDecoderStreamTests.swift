import CoreTesting
import XCTest
@testable import Views

/// The decoder as the terminal feeds it: input by input, keys from ncurses mixed in, the end of
/// what arrived marked by `finish()`; and what a hostile or broken terminal sends.
final class KeyDecoderStreamTests: XCTestCase {
    private func bytes(_ text: String) -> [KeyInput] { text.utf8.map(KeyInput.byte) }

    /// Feeds `inputs`, then finishes.
    private func decode(_ inputs: [KeyInput]) -> [Key] {
        var decoder = KeyDecoder()
        for input in inputs { decoder.feed(input) }
        decoder.finish()
        return decoder.takeKeys()
    }

    func testAKeyComesOutAsSoonAsItIsComplete() {
        var decoder = KeyDecoder()
        for input in bytes("a\u{1B}[1;3") { decoder.feed(input) }
        XCTAssertEqual(decoder.takeKeys(), [.character("a")], "the sequence is not complete yet")
        decoder.feed(.byte(UInt8(ascii: "A")))
        XCTAssertEqual(decoder.takeKeys(), [.altUp])
        decoder.finish()
        XCTAssertEqual(decoder.takeKeys(), [], "nothing was pending")
    }

    func testEscIsAltOnlyWhenTheKeyArrivesWithIt() {
        var decoder = KeyDecoder()
        decoder.feed(.byte(27))
        XCTAssertEqual(decoder.takeKeys(), [], "an ESC waits for what follows")
        decoder.finish()
        XCTAssertEqual(decoder.takeKeys(), [.escape], "a silence after it: the Esc key")
        decoder.feed(.byte(27))
        decoder.feed(.byte(UInt8(ascii: "x")))
        XCTAssertEqual(decoder.takeKeys(), [.alt("x")], "ESC x read together: Alt-x, at once")
        for input in bytes("\u{1B}日") { decoder.feed(input) }
        XCTAssertEqual(decoder.takeKeys(), [.alt("日")])
    }

    func testEscThenAKeyThatIsNoCharacterIsEscThenTheKey() {
        let table: [(String, [Key])] = [
            ("\u{1B}\r", [.escape, .enter]), ("\u{1B}\u{7F}", [.escape, .backspace]), ("\u{1B}\u{3}", [.escape, .ctrl("c")]),
            ("\u{1B}\t", [.escape, .tab]), ("\u{1B}\u{85}", [.escape, .unknown]),
        ]
        for (input, expected) in table {
            XCTAssertEqual(decode(bytes(input)), expected, input.debugDescription)
        }
        XCTAssertEqual(decode([.byte(27), .byte(0x80), .byte(0x61)]), [.escape, .unknown, .character("a")])
        XCTAssertEqual(decode([.byte(27), .byte(0xE6), .byte(0x61)]), [.escape, .unknown, .character("a")],
                       "a broken character after ESC: the Esc, the bad byte, then what follows")
    }

    func testModifiedArrowsAsCSI() {
        let table: [(String, Key)] = [
            ("[1;3A", .altUp), ("[1;3B", .altDown), ("[1;9A", .altUp), ("[1;9B", .altDown),
            ("[1;5A", .ctrlUp), ("[1;5B", .ctrlDown), ("[1;2A", .shiftUp), ("[1;2B", .shiftDown),
            ("[1;5C", .unknown), ("[1;4A", .unknown), ("[1;3;5A", .unknown), ("[?1049h", .unknown),
        ]
        for (sequence, key) in table {
            XCTAssertEqual(decode(bytes("\u{1B}" + sequence) + bytes("k")), [key, .character("k")], sequence)
        }
    }

    func testSS3TakesExactlyOneByte() {
        XCTAssertEqual(decode(bytes("\u{1B}OA\u{1B}OB\u{1B}OH\u{1B}OF\u{1B}OP\u{1B}OS")),
                       [.up, .down, .home, .end, .function(1), .function(4)])
        XCTAssertEqual(decode(bytes("\u{1B}OZq")), [.unknown, .character("q")])
        XCTAssertEqual(decode(bytes("\u{1B}O\u{1B}x")), [.unknown, .character("x")], "SS3 takes any one byte, an ESC too")
    }

    func testEscThenUpOrDownIsAltUpOrAltDown() {
        XCTAssertEqual(decode(bytes("\u{1B}\u{1B}[A")), [.altUp], "rxvt's Alt-Up")
        XCTAssertEqual(decode(bytes("\u{1B}\u{1B}OB")), [.altDown])
        XCTAssertEqual(decode([.byte(27), .key(.up)]), [.altUp], "ESC then an Up ncurses decoded")
        XCTAssertEqual(decode([.byte(27), .key(.down)]), [.altDown])
        XCTAssertEqual(decode(bytes("\u{1B}\u{1B}[C")), [.escape, .right])
        XCTAssertEqual(decode(bytes("\u{1B}\u{1B}x")), [.escape, .alt("x")])
        XCTAssertEqual(decode(bytes("\u{1B}\u{1B}[")), [.escape, .alt("[")])
        XCTAssertEqual(decode(bytes("\u{1B}\u{1B}[1;")), [.escape, .unknown])
        XCTAssertEqual(decode(bytes("\u{1B}\u{1B}[200~p\u{1B}[201~")), [.escape, .paste("p")])
        XCTAssertEqual(decode([.byte(27), .byte(27), .key(.up)]), [.escape, .altUp])
    }

    func testAKeyFromNcursesEndsAnUnfinishedSequence() {
        XCTAssertEqual(decode([.key(.resize)]), [.resize])
        XCTAssertEqual(decode([.byte(27), .key(.home)]), [.escape, .home])
        XCTAssertEqual(decode(bytes("\u{1B}[1;") + [.key(.left)]), [.unknown, .left])
        XCTAssertEqual(decode(bytes("\u{1B}[") + [.key(.left)]), [.alt("["), .left])
        XCTAssertEqual(decode(bytes("\u{1B}O") + [.key(.pageUp)]), [.alt("O"), .pageUp])
        XCTAssertEqual(decode([.byte(0xE6), .key(.delete)]), [.unknown, .delete])
    }

    func testAPasteContainingEscapeSequencesIsText() {
        var decoder = KeyDecoder()
        for input in bytes("\u{1B}[200~") { decoder.feed(input) }
        XCTAssertTrue(decoder.isInPaste)
        for input in bytes("rm \u{1B}[A\u{1B}[2J\u{1B}x\u{1B}[200~ 日\r\n") { decoder.feed(input) }
        decoder.feed(.key(.up))
        XCTAssertEqual(decoder.takeKeys(), [], "a paste is one key, given when it ends")
        for input in bytes("end\u{1B}[201~j") { decoder.feed(input) }
        XCTAssertFalse(decoder.isInPaste)
        XCTAssertEqual(decoder.takeKeys(), [.paste("rm \u{1B}[A\u{1B}[2J\u{1B}x\u{1B}[200~ 日\nend"), .character("j")],
                       "escape sequences stay text, a key ncurses decoded meanwhile is dropped")
    }

    func testAPasteCutShortEndsWithWhatArrived() {
        var decoder = KeyDecoder()
        for input in bytes("\u{1B}[200~half a line\u{1B}[20") { decoder.feed(input) }
        decoder.finish()
        XCTAssertFalse(decoder.isInPaste)
        XCTAssertEqual(decoder.takeKeys(), [.paste("half a line\u{1B}[20")])
        XCTAssertEqual(decode(bytes("\u{1B}[200~")), [.paste("")])
        XCTAssertEqual(decode(bytes("\u{1B}[200~\u{1B}[201~")), [.paste("")])
    }

    func testInvalidUTF8IsOneUnknownPerBadByte() {
        let table: [([UInt8], [Key])] = [
            ([0xC0, 0xAF], [.unknown, .unknown]), ([0xED, 0xA0, 0x80], [.unknown, .unknown, .unknown]),
            ([0xF4, 0x90, 0x80, 0x80], [.unknown, .unknown, .unknown, .unknown]),
            ([0xF8, 0x88, 0x80, 0x80, 0x61], [.unknown, .unknown, .unknown, .unknown, .character("a")]),
            ([0xE6, 0x97, 0xE6, 0x97, 0xA5], [.unknown, .unknown, .character("日")]),
            ([0xBF], [.unknown]),
        ]
        for (input, expected) in table {
            XCTAssertEqual(decode(input.map(KeyInput.byte)), expected, "\(input)")
        }
    }

    func testHostileFloodsDecodeInOnePass() {
        XCTAssertEqual(decode(Array(repeating: .byte(27), count: 50_001)), Array(repeating: .escape, count: 50_001))
        let params = bytes("\u{1B}[") + Array(repeating: .byte(UInt8(ascii: "1")), count: 50_000)
        XCTAssertEqual(decode(params + bytes("Aq")), [.unknown, .character("q")], "one long sequence is one key")
        XCTAssertEqual(decode(params), [.unknown], "cut off, it takes the rest")
        let pasted = String(repeating: "a\u{1B}[B", count: 20_000)
        XCTAssertEqual(decode(bytes("\u{1B}[200~" + pasted + "\u{1B}[201~")), [.paste(pasted)])
        // ESC ESC [ then ESC ESC [: an Esc, then one CSI sequence whose final byte is the second `[`.
        XCTAssertEqual(decode(bytes(String(repeating: "\u{1B}\u{1B}[", count: 10_000))),
                       Array(repeating: [Key.escape, .unknown], count: 5_000).flatMap { $0 })
    }

    /// Keys handed out early never change: reading in any pieces, taking keys after every
    /// input, gives what decoding everything at once gives.
    func testKeysTakenEarlyAreTheKeysOfTheWhole() {
        let pieces: [[UInt8]] = [
            [27], [UInt8(ascii: "[")], [UInt8(ascii: "O")], [UInt8(ascii: "A")], Array("[1;3B".utf8), Array("[200~".utf8),
            Array("[201~".utf8), Array("日".utf8), [0xE6], [0x97], [0xFF], [13], [UInt8(ascii: "x")], [UInt8(ascii: "~")],
        ]
        var generator = SeededGenerator(seed: 16)
        for round in 0..<500 {
            var input: [UInt8] = []
            for _ in 0..<Int.random(in: 1...24, using: &generator) { input += pieces.randomElement(using: &generator)! }
            var decoder = KeyDecoder()
            var early: [Key] = []
            for byte in input {
                decoder.feed(.byte(byte))
                early += decoder.takeKeys()
            }
            decoder.finish()
            early += decoder.takeKeys()
            XCTAssertEqual(early, KeyDecoder.decode(input), "round \(round): \(input)")
            let ranges = KeyDecoder.decodeWithRanges(input).map(\.range)
            XCTAssertEqual(ranges.first?.lowerBound, 0)
            XCTAssertEqual(ranges.last?.upperBound, input.count)
            XCTAssertTrue(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound && !$0.isEmpty })
        }
    }

    func testAnUnboundAltChordIsTwoPresses() {
        XCTAssertEqual(KeyDecoder.presses(.alt("f")) { _ in false }, [.escape, .character("f")])
        XCTAssertEqual(KeyDecoder.presses(.alt("f")) { $0 == .alt("f") }, [.alt("f")])
        XCTAssertEqual(KeyDecoder.presses(.altUp) { _ in false }, [.altUp])
        XCTAssertEqual(KeyDecoder.presses(.escape) { _ in false }, [.escape])
    }
}
