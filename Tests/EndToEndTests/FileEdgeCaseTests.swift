import CoreTesting
import Foundation
import XCTest

/// Files that are not what a list expects: each gives a clear message or works, and loses
/// nothing. Runs the real binary, without a terminal (`--render` and the CLI).
final class FileEdgeCaseTests: XCTestCase {
    private var directory: URL!
    private var binary: String!

    override func setUpWithError() throws {
        binary = try TmuxSession.listaBinary()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("lista-files-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        _ = chmod(directory.path, 0o755)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
        directory = nil
        binary = nil
    }

    private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    private func write(_ bytes: String, to name: String) throws {
        try bytes.write(toFile: path(name), atomically: false, encoding: .utf8)
    }

    func testAnEmptyFileShowsAnEmptyListAndStaysEmpty() throws {
        try write("", to: "todo.txt")
        let run = try ProcessRun.run(binary, ["--render", "--size", "60x8", "--file", path("todo.txt")])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertTrue(run.standardOutput.contains("No rows yet — press a to add one"), run.standardOutput)
        XCTAssertEqual(FileText.read(path("todo.txt")), "", "a preview never writes")
    }

    func testBlankLinesAreKeptWhenARowIsAdded() throws {
        try write("\n\n\n", to: "todo.txt")
        let add = try ProcessRun.run(binary, ["add", "first row", "--file", path("todo.txt")])
        XCTAssertEqual(add.status, 0, add.standardError)
        let text = try String(contentsOfFile: path("todo.txt"), encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("\n\n\n"), "the blank lines are still there: \(text.debugDescription)")
        XCTAssertTrue(text.contains("first row"))
    }

    func testADirectoryGivenAsTheFileIsRefusedInPlainWords() throws {
        try FileManager.default.createDirectory(atPath: path("folder"), withIntermediateDirectories: true)
        let render = try ProcessRun.run(binary, ["--render", "--file", path("folder")])
        XCTAssertEqual(render.status, 2)
        XCTAssertTrue(render.standardError.contains("is a folder, not a to-do file"), render.standardError)
        let add = try ProcessRun.run(binary, ["add", "x", "--file", path("folder")])
        XCTAssertEqual(add.status, 2)
        XCTAssertTrue(add.standardError.contains("is a folder"), add.standardError)
    }

    func testASymlinkIsFollowedAndStaysALink() throws {
        try write("real row id:aaaaaaaaaa\n", to: "real.txt")
        try FileManager.default.createSymbolicLink(atPath: path("link.txt"), withDestinationPath: path("real.txt"))
        let render = try ProcessRun.run(binary, ["--render", "--size", "60x8", "--file", path("link.txt")])
        XCTAssertEqual(render.status, 0, render.standardError)
        XCTAssertTrue(render.standardOutput.contains("real row"))
        let add = try ProcessRun.run(binary, ["add", "through the link", "--file", path("link.txt")])
        XCTAssertEqual(add.status, 0, add.standardError)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path("link.txt")), path("real.txt"),
                       "saving replaced the target, not the link")
        XCTAssertTrue(try String(contentsOfFile: path("real.txt"), encoding: .utf8).contains("through the link"))
    }

    func testAnUnreadableFileIsRefusedAndUntouched() throws {
        try write("secret row id:aaaaaaaaaa\n", to: "todo.txt")
        XCTAssertEqual(chmod(path("todo.txt"), 0o000), 0)
        let render = try ProcessRun.run(binary, ["--render", "--file", path("todo.txt")], asNobody: true)
        XCTAssertEqual(render.status, 2)
        XCTAssertTrue(render.standardError.contains("Permission denied"), render.standardError)
        let add = try ProcessRun.run(binary, ["add", "x", "--file", path("todo.txt")], asNobody: true)
        XCTAssertNotEqual(add.status, 0)
        XCTAssertTrue(add.standardError.contains("Permission denied"), add.standardError)
        _ = chmod(path("todo.txt"), 0o644)
        XCTAssertEqual(try String(contentsOfFile: path("todo.txt"), encoding: .utf8), "secret row id:aaaaaaaaaa\n")
    }

    func testAMissingFolderIsCreatedByTheAppButNotByAPreview() throws {
        let nested = path("new/folder/todo.txt")
        let render = try ProcessRun.run(binary, ["--render", "--size", "60x8", "--file", nested])
        XCTAssertEqual(render.status, 0, render.standardError)
        XCTAssertTrue(render.standardOutput.contains("No rows yet — press a to add one"),
                      "a file the person named previews as the empty list it would start as:\n\(render.standardOutput)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: nested), "a preview never writes")
    }

    func testUsageErrorsSayWhatWasWrong() throws {
        let bad = try ProcessRun.run(binary, ["--size", "huge", "--render"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.standardError.contains("--size takes COLUMNSxROWS, e.g. 80x24 (got huge)"), bad.standardError)
        let open = try ProcessRun.run(binary, ["--render", "--open", "edit:nosuchrow", "--file", path("none.txt")])
        XCTAssertEqual(open.status, 2)
        XCTAssertTrue(open.standardError.contains("no row has the id nosuchrow"), open.standardError)
    }

    func testNoTerminalIsAClearErrorNotJunk() throws {
        try write("row id:aaaaaaaaaa\n", to: "todo.txt")
        let run = try ProcessRun.run(binary, ["--file", path("todo.txt")])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.standardError.contains("lista needs a terminal"), run.standardError)
        XCTAssertEqual(run.standardOutput, "", "nothing drawn on a non-terminal")
    }
}
