import XCTest
@testable import Commands

/// `lista help CMD`, `lista CMD --help` and `lista help`.
final class CommandHelpTests: XCTestCase {
    private var cli: CLIHarness!

    override func setUpWithError() throws {
        cli = try CLIHarness()
    }

    override func tearDown() {
        cli.remove()
        cli = nil
    }

    func testEveryCommandHasItsOwnHelpBothWays() {
        for verb in CommandParser.verbs {
            XCTAssertEqual(cli.run("help", verb), ExitCode.ok, verb)
            let viaHelp = cli.output
            XCTAssertTrue(viaHelp.hasPrefix("Usage: lista \(verb)"), viaHelp)
            XCTAssertTrue(viaHelp.contains("Exit codes: 0 ok"), verb)
            XCTAssertNotEqual(viaHelp, HelpText.text)
            XCTAssertEqual(cli.run(verb, "--help"), ExitCode.ok, verb)
            XCTAssertEqual(cli.output, viaHelp, "lista \(verb) --help")
            XCTAssertEqual(cli.run(verb, "-h"), ExitCode.ok, verb)
            XCTAssertEqual(cli.output, viaHelp, "lista \(verb) -h")
        }
    }

    func testHelpInTheMiddleOfACommandIsThatCommandsHelp() {
        XCTAssertEqual(cli.run("ls", "--all", "--help"), ExitCode.ok)
        XCTAssertTrue(cli.output.hasPrefix("Usage: lista ls"), cli.output)
        XCTAssertEqual(cli.run("--file", "x.txt", "pri", "--help"), ExitCode.ok)
        XCTAssertTrue(cli.output.hasPrefix("Usage: lista pri"), cli.output)
        XCTAssertEqual(cli.run("add", "--", "--help"), ExitCode.ok, "after -- it is text")
        XCTAssertFalse(cli.output.contains("Usage"), cli.output)
    }

    func testHelpAloneIsTheGlobalHelpListingEveryCommand() {
        XCTAssertEqual(cli.run("help"), ExitCode.ok)
        XCTAssertEqual(cli.output, HelpText.text)
        for verb in CommandParser.verbs {
            XCTAssertTrue(HelpText.text.contains("lista \(verb)"), verb)
        }
        XCTAssertEqual(cli.run("--help"), ExitCode.ok)
        XCTAssertEqual(cli.output, HelpText.text)
    }

    func testHelpOnAnUnknownCommandIsAUsageError() {
        XCTAssertEqual(cli.run("help", "frob"), ExitCode.usage)
        XCTAssertTrue(cli.errors.contains("help takes one command name"), cli.errors)
        XCTAssertEqual(cli.run("help", "ls", "add"), ExitCode.usage)
        XCTAssertEqual(cli.run("frob", "--help"), ExitCode.ok, "an unknown word with --help is the global help")
        XCTAssertEqual(cli.output, HelpText.text)
    }

    func testAUsageErrorPointsAtTheCommandsHelp() {
        XCTAssertEqual(cli.run("ls", "--bogus"), ExitCode.usage)
        XCTAssertTrue(cli.errors.hasSuffix("Try 'lista help ls'.\n"), cli.errors)
        XCTAssertEqual(cli.run("done"), ExitCode.usage)
        XCTAssertTrue(cli.errors.hasSuffix("Try 'lista help done'.\n"), cli.errors)
    }
}

extension CommandHelpTests {
    /// The general help says where the app's colours come from and how to turn them off.
    func testTheGeneralHelpSaysHowColourIsChosenAndTurnedOff() {
        XCTAssertEqual(cli.run("help"), ExitCode.ok)
        XCTAssertTrue(cli.output.contains("NO_COLOR=1 turns colour off and keeps bold, dim and reverse"), cli.output)
        XCTAssertTrue(cli.output.contains("TERM's terminfo entry"), cli.output)
    }
}
