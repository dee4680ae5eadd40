import Foundation
import Storage
import XCTest
@testable import Commands

/// `lista ls` hides what the app hides: rows waiting for their `t:` date and `h:1` rows; `--all`
/// shows every row, `--future` and `--hidden` those alone. Today is 2026-11-30 (``CLIHarness``).
final class ThresholdListTests: XCTestCase {
    private var cli: CLIHarness!

    override func setUpWithError() throws {
        cli = try CLIHarness()
        try cli.write("""
        plain id:aaaaaaaaaa
        later t:2026-12-05 id:bbbbbbbbbb
        past t:2026-11-01 id:cccccccccc
        secret h:1 id:dddddddddd
        x 2026-11-29 done early t:2027-01-01 id:eeeeeeeeee
        today t:2026-11-30 id:ffffffffff

        """)
    }

    override func tearDown() {
        cli.remove()
        cli = nil
    }

    func testLsHidesRowsWaitingForTheirThresholdAndHiddenRows() {
        XCTAssertEqual(cli.run("ls"), ExitCode.ok)
        XCTAssertEqual(cli.output, """
        aaaaaaaaaa  plain
        cccccccccc  past t:2026-11-01
        ffffffffff  today t:2026-11-30

        """)
    }

    func testAllShowsEveryRow() {
        XCTAssertEqual(cli.run("ls", "--all"), ExitCode.ok)
        XCTAssertEqual(cli.output.split(separator: "\n").map { String($0.prefix(10)) },
                       ["aaaaaaaaaa", "bbbbbbbbbb", "cccccccccc", "dddddddddd", "eeeeeeeeee", "ffffffffff"])
    }

    func testFutureAndHiddenListThoseRowsAlone() {
        XCTAssertEqual(cli.run("ls", "--future"), ExitCode.ok)
        XCTAssertEqual(cli.output, "bbbbbbbbbb  later t:2026-12-05\n")
        XCTAssertEqual(cli.run("ls", "--hidden"), ExitCode.ok)
        XCTAssertEqual(cli.output, "dddddddddd  secret h:1\n")
        XCTAssertEqual(cli.run("ls", "--future", "--hidden"), ExitCode.usage)
        XCTAssertTrue(cli.errors.contains("only one of --future and --hidden"), cli.errors)
    }

    func testJSONKeepsItsShapeAndListsTheSameRows() {
        XCTAssertEqual(cli.run("ls", "--json"), ExitCode.ok)
        let lines = cli.output.split(separator: "\n")
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines[1].hasPrefix(#"{"id":"cccccccccc","text":"past t:2026-11-01","done":false"#), String(lines[1]))
        XCTAssertTrue(lines[1].contains(#""threshold":"2026-11-01""#))
        XCTAssertEqual(cli.run("ls", "--all", "--json"), ExitCode.ok)
        XCTAssertEqual(cli.output.split(separator: "\n").count, 6)
    }
}
