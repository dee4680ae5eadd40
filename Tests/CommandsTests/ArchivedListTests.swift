import Foundation
import Storage
import XCTest
@testable import Commands

/// `lista ls --archived` lists what `lista archive` moved to done.txt.
final class ArchivedListTests: XCTestCase {
    private var cli: CLIHarness!

    override func setUpWithError() throws {
        cli = try CLIHarness()
        try cli.write("x 2026-11-01 filed taxes +home id:aaaaaaaaaa\npay rent id:bbbbbbbbbb\nx 2026-11-02 called mom id:cccccccccc\n")
    }

    override func tearDown() {
        cli.remove()
        cli = nil
    }

    func testListsTheArchiveWithTheSameFiltersAndShapes() throws {
        XCTAssertEqual(cli.run("ls", "--archived"), ExitCode.ok)
        XCTAssertEqual(cli.output, "", "nothing archived yet")
        XCTAssertEqual(cli.run("archive"), ExitCode.ok)
        XCTAssertEqual(cli.run("ls", "--archived"), ExitCode.ok)
        XCTAssertEqual(cli.outputLines, ["aaaaaaaaaa  x 2026-11-01 filed taxes +home", "cccccccccc  x 2026-11-02 called mom"])
        XCTAssertEqual(cli.run("ls", "--archived", "+home"), ExitCode.ok)
        XCTAssertEqual(cli.outputLines, ["aaaaaaaaaa  x 2026-11-01 filed taxes +home"])
        XCTAssertEqual(cli.run("ls", "--archived", "--json", "--search", "MOM"), ExitCode.ok)
        XCTAssertEqual(cli.outputLines.count, 1)
        XCTAssertTrue(cli.outputLines[0].hasPrefix(#"{"id":"cccccccccc","text":"called mom","done":true"#), cli.outputLines[0])
        XCTAssertEqual(cli.run("ls"), ExitCode.ok)
        XCTAssertEqual(cli.outputLines, ["bbbbbbbbbb  pay rent"], "the list itself is unchanged by listing the archive")
    }
}
