import Foundation
import Storage
import XCTest
@testable import Commands

final class PriorityCommandTests: XCTestCase {
    private var cli: CLIHarness!

    override func setUpWithError() throws {
        cli = try CLIHarness()
        try cli.write("first id:aaaaaaaaaa\n(C) second id:abbbbbbbbb\nx 2026-11-01 third id:cccccccccc\n")
    }

    override func tearDown() {
        cli.remove()
        cli = nil
    }

    func testSetsAnyCaseAndClears() throws {
        XCTAssertEqual(cli.run("pri", "aaaa", "b"), ExitCode.ok, cli.errors)
        XCTAssertEqual(cli.output, "Priority B: (B) first\n")
        XCTAssertEqual(cli.run("pri", "ab", "-"), ExitCode.ok)
        XCTAssertEqual(cli.output, "Priority cleared: second\n")
        XCTAssertEqual(try cli.read(), "(B) first id:aaaaaaaaaa\nsecond id:abbbbbbbbb\nx 2026-11-01 third id:cccccccccc\n")
    }

    func testADoneRowKeepsItsPriorityAsTheFileWritesIt() throws {
        XCTAssertEqual(cli.run("pri", "cccccccccc", "Z"), ExitCode.ok)
        let item = try TodoStore(path: cli.path).load().snapshot.file.items[2]
        XCTAssertEqual(item.priority, "Z")
        XCTAssertTrue(item.done)
    }

    func testNotFoundAndAmbiguousAreRefusals() throws {
        let before = try cli.read()
        XCTAssertEqual(cli.run("pri", "zzz", "A"), ExitCode.refused)
        XCTAssertTrue(cli.errors.contains("No row has the id 'zzz'"), cli.errors)
        XCTAssertEqual(cli.run("pri", "a", "A"), ExitCode.refused)
        XCTAssertTrue(cli.errors.contains("ambiguous"), cli.errors)
        XCTAssertEqual(try cli.read(), before)
    }

    func testUsageErrors() {
        for arguments in [["pri"], ["pri", "aaaa"], ["pri", "aaaa", "AB"], ["pri", "aaaa", "1"], ["pri", "aaaa", "é"], ["pri", "aaaa", "A", "x"]] {
            XCTAssertEqual(cli.run(arguments: arguments), ExitCode.usage, "\(arguments)")
            XCTAssertTrue(cli.errors.contains("Try 'lista help pri'"), cli.errors)
        }
    }
}
