import CoreTesting
import Storage
import XCTest
@testable import Commands

/// `lista ls` reads every file through one byte-level path (``FileRows``). Whatever the file
/// and the request, it must print exactly what the full parse and the same rules give: the
/// rows `TodoFile.parse` reads, filtered by ``RowFilter/admits(_:)``, sorted and rendered.
final class ListFromBytesTests: XCTestCase {
    private let today = TodoDate(year: 2026, month: 12, day: 1)!

    /// What the full parse gives for `bytes`: the output and the warnings.
    private func fullParse(_ bytes: [UInt8], _ request: ListRequest) -> (String, [LoadWarning]) {
        let filter = RowFilter(request, today: today)
        let loaded = TodoFile.parse(bytes)
        let items = ListCommand.sorted(loaded.file.items.filter(filter.admits), by: request.sort)
        return (request.json ? ListCommand.renderJSON(items) : ListCommand.render(items), loaded.warnings)
    }

    private func bytePath(_ bytes: [UInt8], _ request: ListRequest) -> (String, [LoadWarning]) {
        var output = ""
        let warnings = ListCommand.list(bytes, request: request, filter: RowFilter(request, today: today)) { output += $0 }
        return (output, warnings)
    }

    private func check(_ bytes: [UInt8], _ request: ListRequest = ListRequest(), _ message: String = "",
                       file: StaticString = #filePath, line: UInt = #line) {
        let (expected, expectedWarnings) = fullParse(bytes, request)
        let (actual, actualWarnings) = bytePath(bytes, request)
        XCTAssertEqual(actual, expected, message, file: file, line: line)
        XCTAssertEqual(actualWarnings, expectedWarnings, message, file: file, line: line)
    }

    func testAFileListaWroteListsAsTheFullParseDoesInEveryEnding() {
        let text = """
        (A) call mom +family @phone id:aaaaaaaaaa
        x 2026-11-01 paid rent +home id:bbbbbbbbbb

          odd   spacing  id:cccccccccc
        Ünïcödé ✓ 日本語 id:dddddddddd
        x done id:eeeeeeeeee
        tracked:60 note:a%20b due:2026-01-01 id:ffffffffff

        """
        check(Array(text.utf8))
        check(Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8), ListRequest(), "CRLF")
        check(Array(text.dropLast().utf8), ListRequest(), "no final newline")
        check([], ListRequest(), "empty")
        XCTAssertEqual(bytePath(Array(text.utf8), ListRequest()).0, """
            aaaaaaaaaa  (A) call mom +family @phone
            cccccccccc    odd   spacing 
            dddddddddd  Ünïcödé ✓ 日本語
            ffffffffff  tracked:60 note:a%20b due:2026-01-01

            """)
    }

    func testAFileAnotherToolWroteGetsTheLoadersIdsAndLines() {
        let text = """
        (A) 2026-01-02 call mom +family @phone due:2026-02-01
        x 2026-01-03 2026-01-01 paid rent +home
        2026-01-04 write report +work @desk
        2026-01-04 write report +work @desk
        x
        (B) read t:2027-01-01
        hide me h:1

        """
        for scope in StatusFilter.allCases {
            for visibility in VisibilityFilter.allCases {
                check(Array(text.utf8), ListRequest(scope: scope, visibility: visibility), "\(scope) \(visibility)")
            }
        }
        let listed = bytePath(Array(text.utf8), ListRequest()).0
        XCTAssertTrue(listed.contains("  (A) 2026-01-02 call mom +family @phone due:2026-02-01\n"), listed)
        XCTAssertEqual(listed.split(separator: "\n").count, 4, "two rows of the same line are two rows")
    }

    func testUnusualRowsListAsTheFullParseDoes() {
        let cases: [(String, [UInt8])] = [
            ("missing id", Array("no id here\nrow id:aaaaaaaaaa\n".utf8)),
            ("repeated id", Array("a id:aaaaaaaaaa\ncopy id:aaaaaaaaaa\ncopy id:aaaaaaaaaa\n".utf8)),
            ("foreign id shape", Array("a id:short\nb id:WITH-CAPS\n".utf8)),
            ("id not last", Array("id:aaaaaaaaaa middle\nsome id:x more id:y\n".utf8)),
            ("invalid UTF-8", [0x61, 0xFF, 0x0A] + Array("b id:bbbbbbbbbb\n".utf8)),
            ("NUL", Array("a\u{0} id:aaaaaaaaaa\nb\n".utf8)),
            ("mixed endings", Array("a id:aaaaaaaaaa\r\nb id:bbbbbbbbbb\n".utf8)),
            ("LF file with a CR", Array("a id:aaaaaaaaaa\nb id:bbbbbbbbbb\r\nc\rd id:cccc\n".utf8)),
            ("CRLF file whose last line ends in a CR", Array("a id:aaaaaaaaaa\r\nb id:bbbbbbbbbb\r".utf8)),
            ("a line that is just x", Array("x\nx \n(A)\n2026-01-01\n".utf8)),
            ("owned tags twice", Array("due:2026-01-01 a due:2026-02-02 id:a id:b tracked:1 tracked:01 pri:A\n".utf8)),
            ("done with pri", Array("x 2026-01-01 a pri:B id:q\nx pri:Z\n".utf8)),
            // Given an id, a done row whose priority is a pri: tag prints from its fields.
            ("done with pri, no id", Array("x pri:Z foo\nx 2026-01-01 pri:A  a\n".utf8)),
            ("tags only", Array("id:aaaa due:2026-01-01\nid:bbbb\n".utf8)),
            ("wide and combining", Array("e\u{301}te\u{301} 👍🏽 日本 +café id:cc\n +cafe\u{301} @ü\n".utf8)),
            ("blank lines", Array(" \n\t\n  \t \n".utf8)),
            // The id of a row read whole (it holds a CR) is seen by the rows after it.
            ("one id on a row with a CR and on a row without", Array("a\rb id:aaaa\nc id:aaaa\nd\re id:aaaa\n".utf8)),
        ]
        let requests = [
            ListRequest(), ListRequest(scope: .all, visibility: .everything), ListRequest(scope: .done),
            ListRequest(search: "a"), ListRequest(search: "É"), ListRequest(projects: ["café"]),
            ListRequest(contexts: ["ü"]), ListRequest(json: true), ListRequest(sort: .text), ListRequest(scope: .all, sort: .priority),
        ]
        for (name, bytes) in cases {
            for request in requests { check(bytes, request, "\(name): \(request)") }
        }
    }

    func testThresholdsAndHiddenRowsStandAsTheRuleSays() {
        let text = """
        a t:2027-01-01 id:aaaaaaaaaa
        t:2027-01-01 b id:bbbbbbbbbb
        c h:1 id:cccccccccc
        d h:1 h:0 id:dddddddddd
        at:home e id:eeeeeeeeee
        see https://x.y/t:1 id:ffffffffff
        x 2026-11-01 g t:2027-01-01 id:gggggggggg
        h t:2026-11-01 t:bad id:hhhhhhhhhh
        i t://x id:iiiiiiiiii

        """
        for visibility in VisibilityFilter.allCases {
            check(Array(text.utf8), ListRequest(scope: .all, visibility: visibility), "\(visibility)")
        }
        XCTAssertEqual(bytePath(Array(text.utf8), ListRequest()).0.split(separator: "\n").map { String($0.prefix(10)) },
                       ["dddddddddd", "eeeeeeeeee", "ffffffffff", "hhhhhhhhhh", "iiiiiiiiii"])
    }

    /// A listing larger than a chunk of output (1 MiB) is handed over in chunks of whole lines,
    /// which together are the whole listing; large files are read in parts on several cores.
    /// Rendered on every core from ``ListCommand/parallelRows`` rows on, in rounds shared
    /// evenly (an odd count, one round and a part, two rounds).
    func testALargeListingArrivesWholeInChunksOfWholeLines() {
        for count in [ListCommand.parallelRows + 1, 2 * ListCommand.rowsPerPiece + 3, 60_000] {
            let bytes = Array((0..<count).map { "(B) 2026-01-0\($0 % 9 + 1) row número \($0) +p\($0 % 5) due:2026-02-03\($0 % 7 == 0 ? "" : " id:r\($0)")\n" }.joined().utf8)
            var chunks: [String] = []
            _ = ListCommand.list(bytes, request: ListRequest(), filter: RowFilter(ListRequest(), today: today)) { chunks.append($0) }
            XCTAssertGreaterThan(chunks.count, 1, "\(count) rows")
            XCTAssertTrue(chunks.allSatisfy { $0.hasSuffix("\n") }, "\(count) rows")
            XCTAssertEqual(chunks.joined(), fullParse(bytes, ListRequest()).0, "\(count) rows")
        }
    }

    /// Random files of hostile pieces, and random requests: every one lists as the full parse.
    func testRandomFilesAndRequestsListAsTheFullParseDoes() {
        let reproducible: UInt64 = 20_261_201
        var random = SeededGenerator(seed: reproducible)
        func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        let pieces: [[UInt8]] = [
            "x ", "(A) ", "(b) ", "2026-01-01 ", "2027-02-30 ", "word", "Word", " ", "  ", "+p", "+p:x", "@c", "@c,", "id:",
            "id:abc", "id:zz", "due:2026-03-04", "due:x", "tracked:60", "tracked:007", "note:a%20b", "note:%zz", "pri:B",
            "t:2026-11-01", "t:2027-01-01", "h:1", "h:0", "t://x", "https://x.y", "ü", "é", "e\u{301}", "👍🏽", "日本", "ß", "\t",
            "x", "\r", "\u{0}", ":",
        ].map { Array($0.utf8) } + [[0xFF], [0xC3]]
        let searches: [String?] = [nil, "word", "E", "é", "d a", "id", "ss", "2026"]
        var listed = 0
        var listedAll = 0
        for round in 0..<400 {
            var lines: [[UInt8]] = []
            for _ in 0..<next(9) {
                var line: [UInt8] = []
                for _ in 0..<next(6) { line += pieces[next(pieces.count)] }
                if next(3) != 0 {
                    var ids = SeededGenerator(seed: UInt64(next(4)))  // few seeds: ids repeat
                    line += Array(" id:".utf8) + Array(TodoID.random(using: &ids).utf8)
                }
                if next(8) == 0, let earlier = lines.last { line = earlier }
                lines.append(line)
            }
            let ending: [UInt8] = next(4) == 0 ? [0x0D, 0x0A] : [0x0A]
            var bytes = lines.flatMap { $0 + ending }
            if next(2) == 0, !bytes.isEmpty { bytes.removeLast(ending.count) }
            var request = ListRequest()
            request.scope = StatusFilter.allCases[next(3)]
            request.visibility = VisibilityFilter.allCases[next(4)]
            request.search = searches[next(searches.count)]
            if next(4) == 0 { request.projects = ["p"] }
            if next(4) == 0 { request.contexts = ["c"] }
            request.json = next(5) == 0
            if next(4) == 0 { request.sort = RowSort.allCases[next(RowSort.allCases.count)] }
            check(bytes, request, "round \(round), seed \(reproducible)")
            let everything = ListRequest(scope: .all, visibility: .everything)
            check(bytes, everything, "round \(round), every row, seed \(reproducible)")
            if !bytePath(bytes, request).0.isEmpty { listed += 1 }
            if !bytePath(bytes, everything).0.isEmpty { listedAll += 1 }
        }
        XCTAssertGreaterThan(listed, 20, "the random requests should list rows in some rounds (seed \(reproducible))")
        XCTAssertGreaterThan(listedAll, 250, "most random files should hold rows (seed \(reproducible))")
    }
}
