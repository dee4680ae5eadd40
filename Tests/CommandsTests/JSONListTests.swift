import Foundation
import Storage
import XCTest
@testable import Commands

/// `lista ls --json`: JSON Lines, checked against the schema, the rules and the escaping.
final class JSONListTests: XCTestCase {
    private var cli: CLIHarness!

    override func setUpWithError() throws {
        cli = try CLIHarness()
    }

    override func tearDown() {
        cli.remove()
        cli = nil
    }

    private func objects() throws -> [[String: Any]] {
        try cli.outputLines.map { try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    }

    func testEveryRowFitsTheSchema() throws {
        try cli.write("""
        (A) 2026-11-01 call Bo +work @phone due:2026-12-01 t:2026-11-20 at:10:30 id:aaaaaaaaaa
        x 2026-11-29 2026-11-02 filed +tax id:bbbbbbbbbb
        plain
        t:soon +a +a @b k:1 k:2 https://x.org id:cccccccccc
        x done without dates
        (Z) weird\tspacing  "quoted" \\ back ü 👍🏽 id:dddddddddd

        """)
        XCTAssertEqual(cli.run("ls", "--all", "--json"), ExitCode.ok, cli.errors)
        XCTAssertEqual(cli.outputLines.count, 6)
        for line in cli.outputLines {
            XCTAssertEqual(JSONSchema.problems(line), [], line)
        }
        XCTAssertEqual(cli.errors, "")
    }

    func testTheFieldsAreStoragesReading() throws {
        try cli.write("(A) 2026-11-01 call Bo +work @phone due:2026-12-01 t:2026-11-20 at:10:30 id:aaaaaaaaaa\n"
            + "x 2026-11-29 2026-11-02 filed +tax pri:B id:bbbbbbbbbb\n"
            + "t:soon +a +a @b k:1 k:2 https://x.org id:cccccccccc\n")
        XCTAssertEqual(cli.run("ls", "--all", "--json"), ExitCode.ok)
        XCTAssertEqual(cli.outputLines[0], #"{"id":"aaaaaaaaaa","text":"call Bo +work @phone t:2026-11-20 at:10:30","done":false,"priority":"A","created":"2026-11-01","completed":null,"due":"2026-12-01","threshold":"2026-11-20","projects":["work"],"contexts":["phone"],"tags":{"at":"10:30"},"note":null,"note_file":null}"#)
        let rows = try objects()
        XCTAssertEqual(rows[1]["done"] as? Bool, true)
        XCTAssertEqual(rows[1]["completed"] as? String, "2026-11-29")
        XCTAssertEqual(rows[1]["created"] as? String, "2026-11-02")
        XCTAssertEqual(rows[1]["priority"] as? String, "B", "a done row's pri: tag is its priority")
        XCTAssertTrue(rows[2]["threshold"] is NSNull, "t:soon is no date")
        XCTAssertEqual(rows[2]["projects"] as? [String], ["a", "a"], "as written, as TodoItem.projects gives them")
        XCTAssertEqual(rows[2]["tags"] as? [String: String], ["k": "2"], "a link is no tag; the last value of a key wins")
        let items = TodoFile.parse(Array(try cli.read().utf8)).file.items
        for (row, item) in zip(rows, items) {
            XCTAssertEqual(row["projects"] as? [String], item.projects)
            XCTAssertEqual(row["contexts"] as? [String], item.contexts)
        }
    }

    /// A note file's text, read by the one reader (``NoteFiles``), and the name the tag gives;
    /// an older note in the line gives its text and no file; a planted link gives no text.
    func testANotesTextAndFileName() throws {
        try cli.write("""
        call Bo note:abc.txt id:aaaaaaaaaa
        dentist note:Ask%20about%20it id:bbbbbbbbbb
        linked note:evil.txt id:cccccccccc
        none id:dddddddddd

        """)
        let folder = (cli.path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder + "/notes", withIntermediateDirectories: true)
        try "Bring the\nletter".write(toFile: folder + "/notes/abc.txt", atomically: false, encoding: .utf8)
        try "secret".write(toFile: folder + "/secret", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/notes/evil.txt", withDestinationPath: folder + "/secret")
        XCTAssertEqual(cli.run("ls", "--json"), ExitCode.ok, cli.errors)
        let rows = try objects()
        XCTAssertEqual(rows[0]["note"] as? String, "Bring the\nletter")
        XCTAssertEqual(rows[0]["note_file"] as? String, "abc.txt")
        XCTAssertEqual(rows[1]["note"] as? String, "Ask about it")
        XCTAssertTrue(rows[1]["note_file"] is NSNull)
        XCTAssertTrue(rows[2]["note"] is NSNull, "a link planted at a note's name is not read")
        XCTAssertEqual(rows[2]["note_file"] as? String, "evil.txt")
        XCTAssertTrue(rows[3]["note"] is NSNull)
        XCTAssertTrue(rows[3]["note_file"] is NSNull)
    }

    func testStringsEscapeControlCharactersAndKeepNonASCII() throws {
        XCTAssertEqual(JSONString.quoted("a\"b\\c/d"), #""a\"b\\c/d""#)
        XCTAssertEqual(JSONString.quoted("\n\r\t\u{08}\u{0C}"), #""\n\r\t\b\f""#)
        XCTAssertEqual(JSONString.quoted("\u{00}\u{01}\u{1B}\u{1F}\u{7F}"), #""\u0000\u0001\u001b\u001f\u007f""#)
        XCTAssertEqual(JSONString.quoted("\u{2028}\u{2029}"), #""\u2028\u2029""#)
        XCTAssertEqual(JSONString.quoted("ü é 👍🏽 ☃ 中"), "\"ü é 👍🏽 ☃ 中\"")
        XCTAssertEqual(JSONString.quoted("e\u{301}"), "\"e\u{301}\"", "combining marks stay as written")
        // Every scalar below U+0080 round-trips through a JSON parser.
        let all = String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init)))
        let parsed = try JSONSerialization.jsonObject(with: Data(("[" + JSONString.quoted(all) + "]").utf8)) as? [String]
        XCTAssertEqual(parsed, [all])
    }

    func testARowsControlCharactersStayOnOneLine() throws {
        try cli.write("bell \u{07} esc \u{1B}[31m tab\there id:aaaaaaaaaa\n")
        XCTAssertEqual(cli.run("ls", "--json"), ExitCode.ok)
        XCTAssertEqual(cli.outputLines.count, 1)
        XCTAssertTrue(cli.output.contains(#""text":"bell \u0007 esc \u001b[31m tab\there""#), cli.output)
        XCTAssertEqual(try objects()[0]["text"] as? String, "bell \u{07} esc \u{1B}[31m tab\there")
    }

    func testFiltersApplyAsForTheTextListing() throws {
        try cli.write("a +p id:aaaaaaaaaa\nb id:bbbbbbbbbb\nx 2026-11-01 c +p id:cccccccccc\n")
        XCTAssertEqual(cli.run("ls", "--json", "+p"), ExitCode.ok)
        XCTAssertEqual(try objects().map { $0["id"] as? String }, ["aaaaaaaaaa"])
        XCTAssertEqual(cli.run("ls", "--done", "--json"), ExitCode.ok)
        XCTAssertEqual(try objects().map { $0["id"] as? String }, ["cccccccccc"])
        XCTAssertEqual(cli.run("ls", "--json", "--search", "B"), ExitCode.ok)
        XCTAssertEqual(try objects().map { $0["id"] as? String }, ["bbbbbbbbbb"])
    }

    func testNoListIsNoRowsAndNoNoise() throws {
        XCTAssertEqual(cli.run("ls", "--json"), ExitCode.ok)
        XCTAssertEqual(cli.output, "")
        XCTAssertEqual(cli.errors, "", "a script reading JSON gets no hint on standard error")
    }
}
