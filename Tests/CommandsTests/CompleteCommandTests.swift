import XCTest
@testable import Commands

/// The hidden `lista complete`, which the shell completions call.
final class CompleteCommandTests: XCTestCase {
    private var cli: CLIHarness!

    override func setUpWithError() throws {
        cli = try CLIHarness()
        try cli.write("a +home @phone id:aaaaaaaaaa\nb +work +home id:bbbbbbbbbb\nx 2026-11-01 c +old id:cccccccccc\nnot+a project a@b\n")
    }

    override func tearDown() {
        cli.remove()
        cli = nil
    }

    func testOffersCommandsIdsProjectsAndContextsFromTheList() throws {
        XCTAssertEqual(cli.run("complete", "commands"), ExitCode.ok)
        XCTAssertEqual(cli.outputLines, CommandParser.verbs)
        XCTAssertEqual(cli.run("complete", "ids"), ExitCode.ok)
        XCTAssertEqual(cli.outputLines.count, 4)
        XCTAssertEqual(Array(cli.outputLines.prefix(3)), ["aaaaaaaaaa", "bbbbbbbbbb", "cccccccccc"])
        XCTAssertEqual(cli.run("complete", "projects"), ExitCode.ok)
        XCTAssertEqual(cli.outputLines, ["+home", "+work", "+old"], "Storage's word rule: not+a is no project")
        XCTAssertEqual(cli.run("complete", "contexts"), ExitCode.ok)
        XCTAssertEqual(cli.outputLines, ["@phone"])
    }

    func testIsNotInTheHelp() {
        XCTAssertFalse(HelpText.text.contains("complete"))
    }
}
