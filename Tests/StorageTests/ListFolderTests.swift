import Foundation
@testable import Storage
import XCTest

final class ListFolderTests: XCTestCase {
    func testTheFolderOffersItsTxtFilesButNotDoneOrReportOrHiddenOnes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for name in ["todo.txt", "work.txt", "done.txt", "report.txt", ".todo.txt.lista-save", "notes.md", ".txt", "a.txt.bak"] {
            try folder.write(name, "x\n")
        }
        try FileManager.default.createDirectory(atPath: folder.file("old.txt"), withIntermediateDirectories: false)
        XCTAssertEqual(ListFolder.lists(in: folder.path), [folder.file("todo.txt"), folder.file("work.txt")])
    }

    func testAFolderThatIsGoneOffersNothing() {
        XCTAssertEqual(ListFolder.lists(in: "/nonexistent-lista-folder/sub"), [])
    }

    func testAListsFolderIsWhereItsFileIs() {
        XCTAssertEqual(ListFolder.folder(of: "/home/ana/todo.txt"), "/home/ana")
        XCTAssertEqual(ListFolder.folder(of: "/todo.txt"), "/")
    }
}

final class RecentListsTests: XCTestCase {
    func testTheRecentFileIsUnderXdgStateHomeElseUnderHome() {
        XCTAssertEqual(RecentLists(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.path, "/s/lista/recent")
        XCTAssertEqual(RecentLists(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])?.path, "/h/.local/state/lista/recent")
        XCTAssertNil(RecentLists(environment: [:]))
    }

    func testAMissingFileReadsAsNoRecentLists() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        XCTAssertEqual(RecentLists(path: folder.file("state/lista/recent")).read(), [])
    }

    func testRecordingPutsTheListFirstOnceAndCreatesTheFolder() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let recent = RecentLists(path: folder.file("state/lista/recent"))
        recent.record("/a/todo.txt")
        recent.record("/b/todo.txt")
        recent.record("/a/todo.txt")
        XCTAssertEqual(recent.read(), ["/a/todo.txt", "/b/todo.txt"])
        XCTAssertEqual(try folder.read("state/lista/recent"), "/a/todo.txt\n/b/todo.txt\n")
    }

    func testTheFileKeepsTheTenMostRecent() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let recent = RecentLists(path: folder.file("recent"))
        for index in 1...12 { recent.record("/l/\(index).txt") }
        XCTAssertEqual(recent.read(), (3...12).reversed().map { "/l/\($0).txt" })
    }

    func testACorruptFileKeepsOnlyItsAbsolutePathsAndIsRewrittenClean() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Data([0xFF, 0xFE, 0x0A] + Array("relative.txt\n/ok/todo.txt\n\n/ok/todo.txt\n".utf8)).write(to: URL(fileURLWithPath: folder.file("recent")))
        let recent = RecentLists(path: folder.file("recent"))
        XCTAssertEqual(recent.read(), ["/ok/todo.txt"])
        recent.record("/new/todo.txt")
        XCTAssertEqual(try folder.read("recent"), "/new/todo.txt\n/ok/todo.txt\n")
    }
}
