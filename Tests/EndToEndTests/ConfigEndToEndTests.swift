import Foundation
import XCTest

/// The config file at a real terminal and at the CLI, on the release build.
final class ConfigEndToEndTests: XCTestCase {
    private let config = """
        # mine
        bind list ctrl-n move-down   # Ctrl-N moves down too
        unbind list J
        set default-filter pending
        set mouse maybe
        """

    func testTheAppOpensWithThePersonsFilterAndKeysAndSaysWhichLineItDidNotUse() throws {
        let s = try TmuxSession("config", rows: ["first id:f000000001", "x 2026-11-30 done id:f000000002", "second id:f000000003"],
                                config: config)
        defer { s.close() }
        let screen = try s.waitForSettled("the pending filter from the config") { ScreenText.header($0).contains("Pending") }
        XCTAssertEqual(ScreenText.listedRows(screen), ["first", "second"])
        try s.waitForText("Config line 5 not used: mouse is on or off, not maybe")
        try s.send("C-n")
        try s.waitFor("Ctrl-N moved down") { ScreenText.selectedRow($0) == "second" }
        try s.send("J")
        try s.waitForText("J does nothing here")
        XCTAssertTrue(try s.fileContents().hasPrefix("first id:f000000001\n"), "J moved nothing")
        try s.send("?")
        let help = try s.waitForSettled("the help's move lines") { $0.contains("move down") && $0.contains("move row down") }
        XCTAssertTrue(help.contains("j/Down/Ctrl-N"), help)
        XCTAssertTrue(help.contains("Alt-Up/Ctrl-Up/K"), "K still moves up")
        XCTAssertFalse(help.contains("Ctrl-Down/J "), "the help shows J unbound: \(help)")
        try s.send("Escape", "q")
        XCTAssertEqual(try s.waitForExit(), 0)
    }

    func testSetMouseOffSwitchesNoMouseModeOnAndMouseOnDoes() throws {
        let off = try TmuxSession("config-mouse-off", rows: ["one id:m000000001"], config: "set mouse off\n")
        defer { off.close() }
        try off.waitFor("the list") { ScreenText.listedRows($0) == ["one"] }
        XCTAssertEqual(try off.display(TmuxSession.mouseModes), "0000", "no mouse mode with set mouse off")
        try off.send("q")
        XCTAssertEqual(try off.waitForExit(), 0)

        let on = try TmuxSession("config-mouse-on", rows: ["one id:m000000001"], config: "set mouse on\n")
        defer { on.close() }
        try on.waitFor("the list") { ScreenText.listedRows($0) == ["one"] }
        XCTAssertNotEqual(try on.display(TmuxSession.mouseModes), "0000", "the check sees a mouse mode when one is on")
        try on.send("q")
        XCTAssertEqual(try on.waitForExit(), 0)
    }

    func testConfigPrintWritesTheSettingsInEffectAndReportsTheUnusedLine() throws {
        let binary = try TmuxSession.listaBinary()
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("lista-config-cli-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("lista"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let path = home.appendingPathComponent("lista/config").path
        try config.write(toFile: path, atomically: true, encoding: .utf8)

        let printed = try ProcessRun.run(binary, ["config", "--print"], environment: ["XDG_CONFIG_HOME": home.path])
        XCTAssertEqual(printed.status, 1, "a line was not used")
        XCTAssertEqual(printed.standardError, "lista: \(path):5: mouse is on or off, not maybe\n")
        XCTAssertTrue(printed.standardOutput.contains("# Read from: \(path)\n"))
        XCTAssertTrue(printed.standardOutput.contains("set default-filter pending\n"))
        XCTAssertTrue(printed.standardOutput.contains("set mouse on\n"))
        XCTAssertTrue(printed.standardOutput.contains("unbind list J\n"))
        XCTAssertTrue(printed.standardOutput.contains("bind list ctrl-n move-down\n"))

        let located = try ProcessRun.run(binary, ["config", "--path"], environment: ["XDG_CONFIG_HOME": home.path])
        XCTAssertEqual(located.status, 0)
        XCTAssertEqual(located.standardOutput, path + "\n")

        let defaults = try ProcessRun.run(binary, ["config", "--print"])
        XCTAssertEqual(defaults.status, 0)
        XCTAssertEqual(defaults.standardError, "")
        XCTAssertTrue(defaults.standardOutput.contains("(no such file: the defaults)"))

        let help = try ProcessRun.run(binary, ["help", "config"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.standardOutput.contains("move-row-down"), "the help lists the command names")

        let usage = try ProcessRun.run(binary, ["config"])
        XCTAssertEqual(usage.status, 2)
        XCTAssertTrue(usage.standardError.contains("config takes --print"))
    }
}
