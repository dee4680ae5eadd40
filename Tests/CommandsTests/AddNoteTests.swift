import Foundation
import Storage
import XCTest
@testable import Commands

/// `lista add` with an older note typed in the line (`note:` and percent-escaped text): the
/// note moves to a file as the app moves one (``NoteFiles/movingToFile(_:)``), and stays in the
/// line, said on standard error, when no file can be written.
final class AddNoteTests: XCTestCase {
    private var cli: CLIHarness!

    override func setUpWithError() throws {
        cli = try CLIHarness()
    }

    override func tearDown() {
        cli.remove()
        cli = nil
    }

    func testAnOlderPercentNoteMovesToANoteFile() throws {
        XCTAssertEqual(cli.run("add", "call Bo note:Some%20percent%20note"), ExitCode.ok, cli.errors)
        let item = try XCTUnwrap(try cli.rows().first)
        let line = try cli.read()
        let name = try XCTUnwrap(item.note?.fileName, "the line names a note file: \(line)")
        XCTAssertEqual(try cli.read(cli.folder + "/notes/" + name), "Some percent note")
        XCTAssertEqual(try cli.read(), "\(cli.today) call Bo note:\(name)\n")
    }

    func testANoteFileTagIsLeftAsTyped() throws {
        XCTAssertEqual(cli.run("add", "call Bo note:abc.txt"), ExitCode.ok, cli.errors)
        XCTAssertEqual(try cli.read(), "\(cli.today) call Bo note:abc.txt\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: cli.folder + "/notes"))
    }

    func testANoteThatCannotBeWrittenStaysInTheLineAndIsSaid() throws {
        // A file where the notes folder would be: no note file can be made.
        try Data().write(to: URL(fileURLWithPath: cli.folder + "/notes"))
        XCTAssertEqual(cli.run("add", "call Bo note:Some%20percent%20note"), ExitCode.ok, cli.errors)
        XCTAssertEqual(try cli.rows().first?.note, .inline("Some percent note"))
        XCTAssertTrue(cli.errors.contains("the note of “call Bo” stays in its line"), cli.errors)
    }
}
