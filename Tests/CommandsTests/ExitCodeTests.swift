import Foundation
import XCTest
@testable import Commands

/// One exit code for one situation, in every command: 0 ok, 1 not found or refused, 2 usage
/// or environment.
final class ExitCodeTests: XCTestCase {
    private var cli: CLIHarness!

    override func setUpWithError() throws {
        cli = try CLIHarness()
    }

    override func tearDown() {
        cli.remove()
        cli = nil
    }

    /// With no list yet (and even no folder for it), reading is an empty list and naming a row
    /// is "no such row"; nothing is created.
    func testNoListYetIsAnEmptyListEverywhere() throws {
        for file in [cli.path, cli.folder + "/not/yet/todo.txt"] {
            cli.environment["LISTA_FILE"] = file
            XCTAssertEqual(cli.run("ls"), ExitCode.ok, "\(file): \(cli.errors)")
            XCTAssertEqual(cli.output, "")
            XCTAssertFalse(cli.errors.contains("gone"), cli.errors)
            XCTAssertEqual(cli.run("ls", "--all", "--json"), ExitCode.ok)
            XCTAssertEqual(cli.output, "")
            for arguments in [["done", "x"], ["rm", "x"], ["mv", "x", "--after", "y"], ["pri", "x", "A"]] {
                XCTAssertEqual(cli.run(arguments: arguments), ExitCode.refused, "\(arguments)")
                XCTAssertTrue(cli.errors.contains("No row has the id 'x'"), cli.errors)
            }
            XCTAssertEqual(cli.run("archive"), ExitCode.ok)
            XCTAssertEqual(cli.output, "Archived 0 rows.\n")
            XCTAssertEqual(cli.run("complete", "ids"), ExitCode.ok)
            XCTAssertEqual(cli.output, "")
            XCTAssertFalse(FileManager.default.fileExists(atPath: file))
        }
    }

    func testNotFoundIsOneInEveryCommandThatNamesARow() throws {
        try cli.write("a id:aaaaaaaaaa\nb id:abbbbbbbbb\n")
        for arguments in [["done", "zz"], ["rm", "zz"], ["mv", "zz", "--before", "aaaa"], ["mv", "aaaa", "--before", "zz"], ["pri", "zz", "A"]] {
            XCTAssertEqual(cli.run(arguments: arguments), ExitCode.refused, "\(arguments)")
        }
        for arguments in [["done", "a"], ["rm", "a"], ["pri", "a", "-"]] {
            XCTAssertEqual(cli.run(arguments: arguments), ExitCode.refused, "ambiguous: \(arguments)")
        }
    }

    func testUsageIsTwoInEveryCommand() {
        let cases: [[String]] = [
            [], ["frob"], ["ls", "x"], ["add", "--x"], ["done"], ["rm", "a", "b"], ["mv", "a"],
            ["pri", "a"], ["archive", "now"], ["help", "frob"], ["complete"], ["complete", "frob"],
        ]
        for arguments in cases {
            XCTAssertEqual(cli.run(arguments: arguments), ExitCode.usage, "\(arguments)")
        }
    }

    func testAnUnusableEnvironmentIsTwoInEveryCommand() throws {
        cli.environment = [:]
        for arguments in [["ls"], ["add", "x"], ["done", "x"], ["pri", "x", "A"], ["archive"], ["complete", "ids"]] {
            XCTAssertEqual(cli.run(arguments: arguments), ExitCode.usage, "\(arguments)")
            XCTAssertTrue(cli.errors.contains("Cannot tell where the to-do file lives"), cli.errors)
        }
    }
}
