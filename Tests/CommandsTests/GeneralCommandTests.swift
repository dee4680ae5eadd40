import Foundation
import XCTest
@testable import Commands

final class GeneralCommandTests: XCTestCase {
    private var cli: CLIHarness!

    override func setUpWithError() throws {
        cli = try CLIHarness()
    }

    override func tearDown() {
        cli.remove()
        cli = nil
    }

    func testHelpAndVersion() {
        XCTAssertEqual(cli.run("--help"), ExitCode.ok)
        XCTAssertTrue(cli.output.contains("lista ls [--all|--done]"))
        XCTAssertTrue(cli.output.contains("Exit codes: 0 ok, 1"))
        XCTAssertEqual(cli.run("-h"), ExitCode.ok)
        XCTAssertEqual(cli.run("--version"), ExitCode.ok)
        XCTAssertEqual(cli.output, "lista 0.1.0\n")
    }

    func testUsageErrorsNameTheProblem() {
        XCTAssertEqual(cli.run(), ExitCode.usage)
        XCTAssertTrue(cli.errors.contains("No command given"), cli.errors)
        XCTAssertEqual(cli.run("frob"), ExitCode.usage)
        XCTAssertEqual(cli.errors, "lista: Unknown command 'frob'.\nTry 'lista --help'.\n")
        XCTAssertEqual(cli.run("ls", "--file"), ExitCode.usage)
        XCTAssertTrue(cli.errors.contains("--file needs a path"), cli.errors)
    }

    func testNoPlaceForTheFileIsAnEnvironmentError() {
        cli.environment = [:]
        XCTAssertEqual(cli.run("ls"), ExitCode.usage)
        XCTAssertTrue(cli.errors.contains("Cannot tell where the to-do file lives"), cli.errors)
    }

    func testStorageErrorsAreEnvironmentErrorsWithPlainWords() throws {
        try FileManager.default.createDirectory(atPath: cli.path, withIntermediateDirectories: true)
        XCTAssertEqual(cli.run("ls"), ExitCode.usage)
        XCTAssertEqual(cli.errors, "lista: \(cli.path) is a folder, not a to-do file.\n")
        XCTAssertEqual(cli.run("add", "x"), ExitCode.usage)
        XCTAssertEqual(cli.run("--file", cli.folder + "/gone/todo.txt", "rm", "x"), ExitCode.refused)
    }

    func testFileOptionWinsOverEnvironment() throws {
        XCTAssertEqual(cli.run("--file", "other.txt", "add", "elsewhere"), ExitCode.ok)
        XCTAssertTrue(FileManager.default.fileExists(atPath: cli.folder + "/other.txt"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: cli.path))
        XCTAssertEqual(cli.run("ls", "--file=other.txt"), ExitCode.ok)
        XCTAssertTrue(cli.output.hasSuffix("  2026-11-30 elsewhere\n"), cli.output)
    }

    func testCommandPredicate() {
        let cases: [([String], Bool)] = [
            ([], false),
            (["--file", "x.txt"], false),
            (["--file=x.txt"], false),
            (["--open", "help"], false),
            (["ls"], true),
            (["--file", "x.txt", "add", "y"], true),
            (["--help"], true),
            (["-V"], true),
            (["frob"], true),
            (["--file"], true),
        ]
        for (arguments, expected) in cases {
            XCTAssertEqual(isCommandInvocation(arguments), expected, "\(arguments)")
        }
    }
}
