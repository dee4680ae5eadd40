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

    /// A done line in done.txt with a pending row's words is an older occurrence of the task
    /// (archived on another day, or the task added again the day it was archived): the pending
    /// row is another row, and an archive never removes a pending row.
    func testAPendingRowWithADoneLineOfTheSameWordsInDoneTxtStays() throws {
        let today = TodoDate.today().description
        try cli.write("water plants @home\nx \(today) call mum\ncall mum\nsecond task id:t1\n")
        let done = "x 2026-10-01 water plants @home\nx 2026-12-04 second task id:t1\n"
        try writeDone(done)
        XCTAssertEqual(cli.run("archive"), ExitCode.ok, cli.errors)
        XCTAssertEqual(cli.output, "Archived 1 row to \(donePath).\n")
        XCTAssertEqual(try cli.read(), "water plants @home\ncall mum\nsecond task id:t1\n")
        XCTAssertEqual(try cli.read(donePath), done + "x \(today) call mum\n")
        XCTAssertEqual(cli.run("archive"), ExitCode.ok, cli.errors)
        XCTAssertEqual(try cli.read(), "water plants @home\ncall mum\nsecond task id:t1\n", "a second archive keeps them too")
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
