import Foundation
import Storage
import XCTest
@testable import Commands

/// `lista add -` and `... | lista add`: one row per line of standard input, in one save.
final class AddFromInputTests: XCTestCase {
    private var cli: CLIHarness!

    override func setUpWithError() throws {
        cli = try CLIHarness()
    }

    override func tearDown() {
        cli.remove()
        cli = nil
    }

    func testDashReadsOneRowPerLineSkippingBlankLinesAndPrintsTheIDs() throws {
        cli.standardInput = Array("buy milk +home\n\n   \n(A) call Bo due:2026-12-01\r\nx 2026-11-01 old\nlast without newline".utf8)
        XCTAssertEqual(cli.run("add", "-"), ExitCode.ok, cli.errors)
        let items = try cli.rows()
        XCTAssertEqual(cli.outputLines, items.map(\.id))
        XCTAssertEqual(items.map(\.text), ["buy milk +home", "call Bo", "old", "last without newline"])
        XCTAssertEqual(items[1].priority, "A")
        XCTAssertEqual(items[1].due, TodoDate(year: 2026, month: 12, day: 1))
        XCTAssertEqual(items[0].creationDate, cli.today, "today's creation date, as for one row")
        XCTAssertTrue(items[2].done)
        XCTAssertNil(items[2].creationDate)
    }

    func testNoTextReadsStandardInputOnlyWhenItIsNotATerminal() throws {
        cli.standardInput = Array("piped\n".utf8)
        cli.standardInputIsTerminal = true
        XCTAssertEqual(cli.run("add"), ExitCode.usage)
        XCTAssertTrue(cli.errors.contains("add needs the text"), cli.errors)
        XCTAssertTrue(cli.errors.contains("Try 'lista help add'"), cli.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cli.path))
        cli.standardInputIsTerminal = false
        XCTAssertEqual(cli.run("add"), ExitCode.ok, cli.errors)
        XCTAssertEqual(try cli.rows().map(\.text), ["piped"])
        cli.standardInputIsTerminal = true
        XCTAssertEqual(cli.run("add", "-"), ExitCode.ok, "- reads standard input even from a terminal")
    }

    func testTenThousandLinesAreOneAllOrNothingSave() throws {
        try cli.write("kept id:aaaaaaaaaa\n")
        var lines = (0..<10_000).map { "row \($0) +bulk" }
        cli.standardInput = Array(lines.joined(separator: "\n").utf8)
        XCTAssertEqual(cli.run("add", "-"), ExitCode.ok, cli.errors)
        XCTAssertEqual(cli.outputLines.count, 10_000)
        XCTAssertEqual(Set(cli.outputLines).count, 10_000, "every row its own id")
        XCTAssertEqual(try cli.rows().count, 10_001)

        // One change: a refusal on the last line leaves the file as it was.
        let before = try cli.read()
        lines[9_999] = "taken id:aaaaaaaaaa"
        cli.standardInput = Array(lines.joined(separator: "\n").utf8)
        XCTAssertEqual(cli.run("add", "-"), ExitCode.refused)
        XCTAssertTrue(cli.errors.contains("line 10000; nothing was added"), cli.errors)
        XCTAssertEqual(try cli.read(), before)
        XCTAssertEqual(cli.output, "")
    }

    func testTwoLinesWithTheSameIDAreRefused() throws {
        cli.standardInput = Array("a id:bbbbbbbbbb\nb id:bbbbbbbbbb\n".utf8)
        XCTAssertEqual(cli.run("add", "-"), ExitCode.refused)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cli.path))
    }

    func testEmptyInputAddsNothingAndCreatesNothing() throws {
        cli.standardInput = Array("\n\n".utf8)
        XCTAssertEqual(cli.run("add", "-"), ExitCode.ok)
        XCTAssertEqual(cli.output, "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: cli.path))
    }

    func testInputThatIsNotUTF8OrUnreadableIsAUsageOrEnvironmentError() throws {
        cli.standardInput = [0x61, 0x0A, 0xFF, 0xFE, 0x0A]
        XCTAssertEqual(cli.run("add", "-"), ExitCode.usage)
        XCTAssertTrue(cli.errors.contains("Line 2 of standard input is not UTF-8"), cli.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cli.path))
        cli.standardInput = nil
        XCTAssertEqual(cli.run("add", "-"), ExitCode.usage)
        XCTAssertTrue(cli.errors.contains("Cannot read standard input"), cli.errors)
    }

    func testDashWithMoreWordsIsAUsageError() {
        XCTAssertEqual(cli.run("add", "-", "x"), ExitCode.usage)
        XCTAssertEqual(cli.run("add", "--", "-"), ExitCode.ok, "after -- a dash is text")
    }
}
