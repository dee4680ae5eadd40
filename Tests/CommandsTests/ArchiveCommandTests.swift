import Foundation
import Storage
import XCTest
@testable import Commands

/// `lista archive`: done rows move to done.txt beside the list, and every state an interrupted
/// archive can leave behind is finished by the next one without losing or doubling a row.
final class ArchiveCommandTests: XCTestCase {
    private var cli: CLIHarness!
    private var donePath: String { cli.folder + "/done.txt" }

    override func setUpWithError() throws {
        cli = try CLIHarness()
        try cli.write("open id:aaaaaaaaaa\nx 2026-11-29 filed id:bbbbbbbbbb\nx 2026-11-30 sent +tax id:cccccccccc\nlater id:dddddddddd\n")
    }

    override func tearDown() {
        cli.remove()
        cli = nil
    }

    private func writeDone(_ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: donePath))
    }

    func testMovesDoneRowsToDoneTxtAndSaysHowMany() throws {
        XCTAssertEqual(cli.run("archive"), ExitCode.ok, cli.errors)
        XCTAssertEqual(cli.output, "Archived 2 rows to \(donePath).\n")
        XCTAssertEqual(try cli.read(), "open id:aaaaaaaaaa\nlater id:dddddddddd\n")
        XCTAssertEqual(try cli.read(donePath), "x 2026-11-29 filed id:bbbbbbbbbb\nx 2026-11-30 sent +tax id:cccccccccc\n")
        XCTAssertEqual(cli.run("archive"), ExitCode.ok)
        XCTAssertEqual(cli.output, "Archived 0 rows to \(donePath).\n")
        XCTAssertEqual(try cli.read(donePath).components(separatedBy: "\n").count, 3, "nothing appended twice")
    }

    func testAppendsToAnExistingDoneTxtAsTodoShDoes() throws {
        try writeDone("x 2026-01-01 from todo.sh\n")
        XCTAssertEqual(cli.run("archive"), ExitCode.ok)
        XCTAssertEqual(try cli.read(donePath), "x 2026-01-01 from todo.sh\nx 2026-11-29 filed id:bbbbbbbbbb\nx 2026-11-30 sent +tax id:cccccccccc\n")
    }

    func testADoneTxtWithoutAFinalLineBreakKeepsItsLastLine() throws {
        try writeDone("x 2026-01-01 from an editor")
        XCTAssertEqual(cli.run("archive"), ExitCode.ok)
        XCTAssertEqual(try cli.read(donePath), "x 2026-01-01 from an editor\nx 2026-11-29 filed id:bbbbbbbbbb\nx 2026-11-30 sent +tax id:cccccccccc\n")
    }

    /// Killed after appending, before the list was saved: the rows are in both files.
    func testRowsAlreadyInDoneTxtAreRemovedWithoutAppendingAgain() throws {
        try writeDone("x 2026-11-29 filed id:bbbbbbbbbb\nx 2026-11-30 sent +tax id:cccccccccc\n")
        XCTAssertEqual(cli.run("archive"), ExitCode.ok)
        XCTAssertEqual(cli.output, "Archived 0 rows to \(donePath). 2 rows already there left the list.\n")
        XCTAssertEqual(try cli.read(), "open id:aaaaaaaaaa\nlater id:dddddddddd\n")
        XCTAssertEqual(try cli.read(donePath), "x 2026-11-29 filed id:bbbbbbbbbb\nx 2026-11-30 sent +tax id:cccccccccc\n")
    }

    /// The app's archive key pressed before a toggle was saved, killed after appending the
    /// done line and before the list was written (by a Lista without the archive's step 0):
    /// the list holds the row pending, done.txt holds it done. They are one row: it leaves the
    /// list, nothing is appended, and the count says so.
    func testAPendingRowWhoseDoneTwinIsInDoneTxtIsTheSameRowArchived() throws {
        // The second as an older Lista wrote it (its derived id written), the third as Lista
        // writes it now (no id at all): each is the same row as its pending twin.
        try cli.write("first task id:t1\nsecond task\nthird task\nother id:t3\n")
        let secondID = TodoFile.parse(Array("second task\n".utf8)).file.items[0].id
        let done = "x 2026-12-04 first task id:t1\nx 2026-12-04 second task id:\(secondID)\nx 2026-12-04 third task\n"
        try writeDone(done)
        XCTAssertEqual(cli.run("archive"), ExitCode.ok, cli.errors)
        XCTAssertEqual(cli.output, "Archived 0 rows to \(donePath). 3 rows already there left the list.\n")
        XCTAssertEqual(try cli.read(), "other id:t3\n")
        XCTAssertEqual(try cli.read(donePath), done)
    }

    /// A done line with the same id but other content is another version: the pending row stays.
    func testAPendingRowWithTheSameIDButOtherContentStays() throws {
        try cli.write("first task, edited id:t1\n")
        try writeDone("x 2026-12-04 first task id:t1\n")
        XCTAssertEqual(cli.run("archive"), ExitCode.ok, cli.errors)
        XCTAssertEqual(cli.output, "Archived 0 rows to \(donePath).\n")
        XCTAssertEqual(try cli.read(), "first task, edited id:t1\n")
    }

    /// Killed in the middle of the append: the cut-off line is dropped, then the rows appended whole.
    func testAPartialLineFromAnInterruptedAppendIsReplaced() throws {
        try writeDone("x 2026-11-29 filed id:bbbbbbbbbb\nx 2026-11-30 sent +tax id:cc")
        XCTAssertEqual(cli.run("archive"), ExitCode.ok)
        XCTAssertEqual(try cli.read(donePath), "x 2026-11-29 filed id:bbbbbbbbbb\nx 2026-11-30 sent +tax id:cccccccccc\n")
        XCTAssertEqual(try cli.read(), "open id:aaaaaaaaaa\nlater id:dddddddddd\n")
    }

    /// The same id with another line in done.txt is another version of the row: both are kept.
    func testARowEditedSinceAnInterruptedArchiveIsStillArchived() throws {
        try writeDone("x 2026-11-29 filed early id:bbbbbbbbbb\n")
        XCTAssertEqual(cli.run("archive"), ExitCode.ok)
        XCTAssertTrue(try cli.read(donePath).contains("x 2026-11-29 filed id:bbbbbbbbbb\n"))
    }

    func testNothingDoneWritesNothing() throws {
        try cli.write("open id:aaaaaaaaaa\n")
        XCTAssertEqual(cli.run("archive"), ExitCode.ok)
        XCTAssertEqual(cli.output, "Archived 0 rows to \(donePath).\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: donePath))
    }

    func testAListNamedDoneTxtIsRefused() throws {
        cli.environment["LISTA_FILE"] = donePath
        try writeDone("x 2026-11-29 filed id:bbbbbbbbbb\n")
        XCTAssertEqual(cli.run("archive"), ExitCode.refused)
        XCTAssertEqual(try cli.read(donePath), "x 2026-11-29 filed id:bbbbbbbbbb\n")
    }

    func testDoneRowsWithoutIDsGoToDoneTxtAsTheyAre() throws {
        try cli.write("x 2026-11-29 from todo.sh\nopen id:aaaaaaaaaa\n")
        XCTAssertEqual(cli.run("archive"), ExitCode.ok)
        XCTAssertEqual(try cli.read(donePath), "x 2026-11-29 from todo.sh\n")
        XCTAssertEqual(try cli.read(), "open id:aaaaaaaaaa\n")
    }
}
