import Foundation
import XCTest

/// At a real terminal and on the CLI, on the release build: rows waiting for their
/// `t:` date and `h:1` rows are out of view, counted, and shown on request.
final class ThresholdEndToEndTests: XCTestCase {
    private func day(_ offset: Int) -> String {
        LocalDay.string(offset)
    }

    func testTheAppHidesWaitingAndHiddenRowsAndAFutureThresholdSaysWhereTheRowWent() throws {
        let s = try TmuxSession("threshold", rows: [
            "plain id:t000000001", "later t:\(day(10)) id:t000000002", "secret h:1 id:t000000003",
        ])
        defer { s.close() }
        try s.waitFor("one row shown, two counted") { screen in
            ScreenText.listedRows(screen) == ["plain"] && ScreenText.header(screen).contains("1 future · 1 hidden")
        }
        try s.send("i")
        try s.type(" t:tomorrow")
        try s.send("Enter")
        try s.waitForText("“plain t:\(day(1))” waits for \(day(1)) — f then Future shows it")
        try s.waitFor("no row shown, two future") { screen in
            ScreenText.listedRows(screen).isEmpty && ScreenText.header(screen).contains("2 future · 1 hidden")
        }
        // The popover's fifth option is "Future": both waiting rows show.
        try s.send("f", "j", "j", "j", "j", "Enter")
        try s.waitForText("(•) Future")
        try s.send("Escape")
        try s.waitFor("the future rows") { ScreenText.listedRows($0) == ["plain t:\(self.day(1))", "later t:\(self.day(10))"] }
        try s.send("q")
        XCTAssertEqual(try s.waitForExit(), 0)
        XCTAssertEqual(try s.fileContents(), "plain t:\(day(1)) id:t000000001\nlater t:\(day(10)) id:t000000002\nsecret h:1 id:t000000003\n")
    }

    func testListaLsLeavesThemOutAndAllListsThem() throws {
        let binary = try TmuxSession.listaBinary()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lista-e2e-ls-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("todo.txt").path
        try "plain id:t000000001\nlater t:\(day(10)) id:t000000002\nsecret h:1 id:t000000003\nnow t:\(day(0)) id:t000000004\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let plain = try ProcessRun.run(binary, ["--file", file, "ls"])
        XCTAssertEqual(plain.status, 0)
        XCTAssertEqual(plain.standardOutput, "t000000001  plain\nt000000004  now t:\(day(0))\n")
        let all = try ProcessRun.run(binary, ["--file", file, "ls", "--all"])
        XCTAssertEqual(all.standardOutput.split(separator: "\n").count, 4)
        let future = try ProcessRun.run(binary, ["--file", file, "ls", "--future", "--json"])
        XCTAssertTrue(future.standardOutput.hasPrefix(#"{"id":"t000000002","text":"later t:"#), future.standardOutput)
        XCTAssertEqual(future.standardOutput.split(separator: "\n").count, 1)
    }
}
