import Foundation
import XCTest
@testable import Commands

final class ListCommandTests: XCTestCase {
    private var cli: CLIHarness!

    override func setUpWithError() throws {
        cli = try CLIHarness()
        try cli.write("""
        (A) call mom +family @phone id:aaaaaaaaaa
        x 2026-11-01 paid rent +home id:bbbbbbbbbb
        buy milk +home @shop id:cccccccccc
        Write REPORT @work id:dddddddddd

        """)
    }

    override func tearDown() {
        cli.remove()
        cli = nil
    }

    func testDefaultShowsPendingRowsWithIDs() {
        XCTAssertEqual(cli.run("ls"), ExitCode.ok)
        XCTAssertEqual(cli.output, """
        aaaaaaaaaa  (A) call mom +family @phone
        cccccccccc  buy milk +home @shop
        dddddddddd  Write REPORT @work

        """)
        XCTAssertEqual(cli.errors, "")
    }

    func testAllAndDone() {
        XCTAssertEqual(cli.run("ls", "--all"), 0)
        XCTAssertEqual(cli.output.split(separator: "\n").count, 4)
        XCTAssertEqual(cli.run("ls", "--done"), 0)
        XCTAssertEqual(cli.output, "bbbbbbbbbb  x 2026-11-01 paid rent +home\n")
    }

    func testProjectContextAndSearchFilters() {
        cli.run("ls", "+home")
        XCTAssertEqual(cli.output, "cccccccccc  buy milk +home @shop\n")
        cli.run("ls", "--all", "+home")
        XCTAssertEqual(cli.output.split(separator: "\n").count, 2)
        cli.run("ls", "@phone")
        XCTAssertEqual(cli.output, "aaaaaaaaaa  (A) call mom +family @phone\n")
        cli.run("ls", "--search", "report")
        XCTAssertEqual(cli.output, "dddddddddd  Write REPORT @work\n")
        cli.run("ls", "--search=MILK", "@shop", "+home")
        XCTAssertEqual(cli.output, "cccccccccc  buy milk +home @shop\n")
        cli.run("ls", "+nothing")
        XCTAssertEqual(cli.output, "")
    }

    /// Regression: `ls` read a tag argument as `Character`s, so a project whose name starts
    /// with a combining mark was refused, and it split the row's text on `Character`s, so a
    /// space followed by a combining mark hid the tag before it. The app listed both rows.
    func testTagFiltersReadWordsAsTheFileDoes() throws {
        try cli.write("a +\u{301}x id:aaaaaaaaaa\nb @café \u{301} id:bbbbbbbbbb\n")
        XCTAssertEqual(cli.run("ls", "+\u{301}x"), ExitCode.ok, cli.errors)
        XCTAssertEqual(cli.output, "aaaaaaaaaa  a +\u{301}x\n")
        cli.run("ls", "@café")
        XCTAssertEqual(cli.output, "bbbbbbbbbb  b @café \u{301}\n")
    }

    /// The search is the app's: Unicode case folding, whole characters, either spelling of an
    /// accent (it was Foundation's, which answered some of these differently).
    func testTheSearchIsTheAppsSearch() throws {
        try cli.write("Hauptstraße id:aaaaaaaaaa\ncafe\u{301} id:bbbbbbbbbb\nΣΊΣΥΦΟΣ id:cccccccccc\n")
        cli.run("ls", "--search", "STRASSE")
        XCTAssertEqual(cli.output, "aaaaaaaaaa  Hauptstraße\n")
        cli.run("ls", "--search", "CAF\u{C9}")
        XCTAssertEqual(cli.output, "bbbbbbbbbb  cafe\u{301}\n")
        cli.run("ls", "--search", "\u{301}")
        XCTAssertEqual(cli.output, "", "not inside a character")
        cli.run("ls", "--search", "σίσυφος")
        XCTAssertEqual(cli.output, "cccccccccc  ΣΊΣΥΦΟΣ\n")
    }

    func testUsageErrors() {
        XCTAssertEqual(cli.run("ls", "--all", "--done"), ExitCode.usage)
        XCTAssertTrue(cli.errors.contains("only one of --all and --done"), cli.errors)
        XCTAssertEqual(cli.run("ls", "oops"), ExitCode.usage)
        XCTAssertTrue(cli.errors.contains("'oops'"), cli.errors)
        XCTAssertEqual(cli.run("ls", "--search"), ExitCode.usage)
        XCTAssertTrue(cli.errors.contains("--search needs"), cli.errors)
        XCTAssertEqual(cli.run("ls", "+"), ExitCode.usage, "a lone + names no project")
        XCTAssertEqual(cli.run("ls", "+a b"), ExitCode.usage, "a project is one word")
        XCTAssertTrue(cli.errors.contains("'+a b'"), cli.errors)
    }

    func testMissingFileIsAnEmptyListWithAHint() throws {
        try FileManager.default.removeItem(atPath: cli.path)
        XCTAssertEqual(cli.run("ls"), ExitCode.ok)
        XCTAssertEqual(cli.output, "")
        XCTAssertTrue(cli.errors.contains("no list at"), cli.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cli.path), "ls never creates the file")
    }

    func testWarningsGoToStandardError() throws {
        var bytes = Array("ok id:aaaaaaaaaa\n".utf8)
        bytes += [0xFF, 0x0A]
        try Data(bytes).write(to: URL(fileURLWithPath: cli.path))
        XCTAssertEqual(cli.run("ls"), ExitCode.ok)
        XCTAssertEqual(cli.output, "aaaaaaaaaa  ok\n")
        XCTAssertTrue(cli.errors.contains("Line 2 is not valid UTF-8"), cli.errors)
    }

    func testRowsWithoutIDsShowStableIDsThatCommandsAccept() throws {
        try cli.write("from todo.sh\n")
        cli.run("ls")
        let id = String(cli.output.prefix(10))
        cli.run("ls")
        XCTAssertEqual(String(cli.output.prefix(10)), id)
        XCTAssertEqual(cli.run("done", id), ExitCode.ok, cli.errors)
        XCTAssertEqual(try cli.read(), "x 2026-11-30 from todo.sh\n", "the row changed as asked, and gained no id")
    }
}
