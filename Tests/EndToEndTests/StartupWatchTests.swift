import CoreTesting
import Foundation
import XCTest

/// What the app starts once its first frame is on screen (the file's watcher, the recent file)
/// still happens, and nothing written in between is lost.
final class StartupWatchTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("lista-startup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try "alpha first id:stw000001\nbravo second id:stw000002\n"
            .write(to: directory.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
        directory = nil
    }

    func testARowAddedTheMomentTheFirstFrameShowsIsShownAndKept() throws {
        let path = directory.appendingPathComponent("todo.txt").path
        let app = try PtyApp(file: path, environment: ["TERM": "xterm-256color"])
        XCTAssertTrue(app.read(until: "bravo second"), "the first frame: \(app.text.debugDescription)")
        // Written as soon as the rows are seen: about when the watcher starts.
        try FileText.append("charlie from outside\n", to: path)
        XCTAssertTrue(app.read(until: "charlie from outside"), "the outside row is shown: \(app.text.debugDescription)")
        app.type("q")
        XCTAssertEqual(app.waitForExit(), 0)
        let saved = try XCTUnwrap(FileText.read(path))
        XCTAssertEqual(saved.components(separatedBy: "charlie from outside").count - 1, 1, saved)
    }

    func testTheListOpenedIsInTheRecentFileOnceTheAppHasQuit() throws {
        let path = directory.appendingPathComponent("todo.txt").path
        let app = try PtyApp(file: path, environment: ["TERM": "xterm-256color"])
        XCTAssertTrue(app.read(until: "bravo second"), "the first frame: \(app.text.debugDescription)")
        app.type("q")
        XCTAssertEqual(app.waitForExit(), 0)
        let recent = try XCTUnwrap(FileText.read(directory.appendingPathComponent(".state/lista/recent").path))
        XCTAssertEqual(recent, path + "\n")
    }
}
