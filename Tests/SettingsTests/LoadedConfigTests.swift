import Settings
import Views
import XCTest

final class LoadedConfigTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "lista-config-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: folder + "/lista", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func testTheFileIsFoundUnderXDGConfigHomeThenUnderHome() throws {
        try "set mouse off\n".write(toFile: folder + "/lista/config", atomically: false, encoding: .utf8)
        let loaded = LoadedConfig.load(environment: ["XDG_CONFIG_HOME": folder, "HOME": "/nonexistent"])
        XCTAssertEqual(loaded.path, folder + "/lista/config")
        XCTAssertTrue(loaded.found)
        XCTAssertFalse(loaded.config.mouse)
        XCTAssertEqual(loaded.startupMessages, [])
        let fromHome = LoadedConfig.load(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/nonexistent"])
        XCTAssertEqual(fromHome.path, "/nonexistent/.config/lista/config", "a relative XDG_CONFIG_HOME is ignored, as the spec says")
    }

    func testNoFileIsTheDefaultsWithoutAWord() {
        let loaded = LoadedConfig.load(environment: ["XDG_CONFIG_HOME": folder + "/none"])
        XCTAssertFalse(loaded.found)
        XCTAssertTrue(loaded.config.mouse)
        XCTAssertEqual(loaded.problems, [])
        XCTAssertEqual(loaded.startupMessages, [])
        XCTAssertTrue(loaded.source.hasSuffix("(no such file: the defaults)"))
        XCTAssertNil(LoadedConfig.load(environment: [:]).path)
    }

    func testAnUnreadableConfigIsAProblemAndTheDefaultsApply() throws {
        try FileManager.default.createDirectory(atPath: folder + "/lista/config", withIntermediateDirectories: true)
        let loaded = LoadedConfig.load(environment: ["XDG_CONFIG_HOME": folder])
        XCTAssertEqual(loaded.problems.count, 1)
        XCTAssertTrue(loaded.problems[0].description.contains("is a folder"), loaded.problems[0].description)
        XCTAssertTrue(loaded.config.mouse)
        XCTAssertEqual(loaded.startupMessages.count, 1)
        XCTAssertTrue(loaded.startupMessages.first?.hasPrefix("Config not read: ") == true, "\(loaded.startupMessages)")
    }

    func testEachLineNotUsedIsAStartupMessageOfItsOwnWithItsLineAndReason() throws {
        try "set mouse maybe\nbind list j fly\n".write(toFile: folder + "/lista/config", atomically: false, encoding: .utf8)
        let loaded = LoadedConfig.load(environment: ["XDG_CONFIG_HOME": folder])
        XCTAssertEqual(loaded.startupMessages, [
            "Config line 1 not used: mouse is on or off, not maybe",
            "Config line 2 not used: no command fly in list; expected one of: " + AppKeymap.keymap.commandNames(in: .list).joined(separator: ", "),
        ])
    }
}
