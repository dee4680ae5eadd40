import CoreTesting
import Storage
import XCTest
@testable import Commands

/// The byte-level fast path of `lista ls` must print exactly what the full parse prints, or
/// decline.
final class FastPendingListTests: XCTestCase {
    private let pending = ListFilter(scope: .pending, today: TodoDate(year: 2026, month: 12, day: 1)!, search: nil, projects: [], contexts: [])

    private func check(_ bytes: [UInt8], expectFastPath: Bool? = nil, _ message: String = "") {
        let slow = ListCommand.render(TodoFile.parse(bytes).file.items.filter(pending.matches))
        let fast = FastPendingList.render(bytes)
        if let fast { XCTAssertEqual(fast, slow, message) }
        if let expectFastPath { XCTAssertEqual(fast != nil, expectFastPath, message) }
    }

    func testFilesListaWroteTakeTheFastPathAndMatch() {
        let text = """
        (A) call mom +family @phone id:aaaaaaaaaa
        x 2026-11-01 paid rent +home id:bbbbbbbbbb

          odd   spacing  id:cccccccccc
        Ünïcödé ✓ 日本語 id:dddddddddd
        x done id:eeeeeeeeee
        tracked:60 note:a%20b due:2026-01-01 id:ffffffffff

        """
        check(Array(text.utf8), expectFastPath: true)
        check(Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8), expectFastPath: true, "CRLF")
        check(Array(text.dropLast().utf8), expectFastPath: true, "no final newline")
        check([], expectFastPath: true, "empty")
    }

    func testUnusualFilesDeclineOrMatch() {
        check(Array("no id here\nrow id:aaaaaaaaaa\n".utf8), expectFastPath: false, "missing id")
        check(Array("a id:aaaaaaaaaa\ncopy id:aaaaaaaaaa\n".utf8), expectFastPath: false, "repeated id")
        check(Array("a id:short\n".utf8), expectFastPath: false, "foreign id shape")
        check(Array("id:aaaaaaaaaa middle\n".utf8), expectFastPath: false, "id not last")
        check([0x61, 0xFF, 0x0A] + Array("b id:bbbbbbbbbb\n".utf8), expectFastPath: false, "invalid UTF-8")
        check(Array("a\u{0} id:aaaaaaaaaa\n".utf8), expectFastPath: false, "NUL")
        check(Array("a id:aaaaaaaaaa\r\nb id:bbbbbbbbbb\n".utf8), "mixed endings")
        check(Array("a id:aaaaaaaaaa\nb id:bbbbbbbbbb\r\n".utf8), "LF file with a CR")
        // The full parse keeps a CR that no LF follows (it is the line's own, not an ending).
        check(Array("a id:aaaaaaaaaa\r\nb id:bbbbbbbbbb\r".utf8), "CRLF file whose last line ends in a CR")
    }

    /// Lines are checked eight bytes at a time: a NUL or a stray high byte is found at every
    /// position of a word and of the tail.
    func testANulOrAnInvalidByteAnywhereInTheLineDeclines() {
        let text = Array("a longer row of text, thirty-odd bytes long id:aaaaaaaaaa".utf8)
        for position in 0..<(text.count - 14) {
            var withNUL = text
            withNUL[position] = 0
            check(withNUL + [0x0A], expectFastPath: false, "NUL at \(position)")
            var withInvalid = text
            withInvalid[position] = 0xFF
            check(withInvalid + [0x0A], expectFastPath: false, "0xFF at \(position)")
            var withAccent = text
            withAccent.replaceSubrange(position...position, with: Array("é".utf8))
            check(withAccent + [0x0A], expectFastPath: true, "é at \(position)")
        }
    }

    func testRandomFilesMatchWheneverTheFastPathAnswers() {
        let reproducible: UInt64 = 20_261_130
        var random = SeededGenerator(seed: reproducible)
        func next() -> UInt64 { random.next() }
        let pieces = ["x ", "(A) ", "2026-01-01 ", "word", " ", "  ", "+p", "@c", "id:", "ü", "\t", "x", "id:zz"]
        var fastCount = 0
        for round in 0..<300 {
            var lines: [String] = []
            for _ in 0..<Int(next() % 8) {
                var line = ""
                for _ in 0..<Int(next() % 5) { line += pieces[Int(next() % UInt64(pieces.count))] }
                var idGenerator = SeededGenerator(seed: next())
                if next() % 6 != 0 { line += " id:" + TodoID.random(using: &idGenerator) }
                if next() % 10 == 0 { line = "" }
                lines.append(line)
            }
            let ending = next() % 4 == 0 ? "\r\n" : "\n"
            let bytes = Array((lines.joined(separator: ending) + (next() % 2 == 0 ? ending : "")).utf8)
            if FastPendingList.render(bytes) != nil { fastCount += 1 }
            check(bytes, "round \(round), seed \(reproducible)")
        }
        XCTAssertGreaterThan(fastCount, 10, "the fast path should answer for some random files (seed \(reproducible))")
    }
}
