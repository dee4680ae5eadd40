import Views
import XCTest

final class KeyConfigNameTests: XCTestCase {
    func testEveryKeyTheDefaultKeymapUsesHasANameThatReadsBackAsItself() throws {
        let keys = Set(AppKeymap.keymap.bindings.flatMap(\.keys))
        for key in keys {
            let name = try XCTUnwrap(key.configName, "\(key) has no config name")
            XCTAssertEqual(Key(configName: name), key, name)
        }
    }

    func testNamesOfTheIssuesExamples() {
        XCTAssertEqual(Key(configName: "J"), .character("J"))
        XCTAssertEqual(Key(configName: "j"), .character("j"))
        XCTAssertEqual(Key(configName: "ctrl-n"), .ctrl("n"))
        XCTAssertEqual(Key(configName: "Ctrl-N"), .ctrl("n"))
        XCTAssertEqual(Key(configName: "ctrl-j"), .enter, "Ctrl-J is the byte Enter sends")
        XCTAssertEqual(Key(configName: "ctrl-i"), .tab)
        XCTAssertEqual(Key(configName: "ctrl-["), .escape)
        XCTAssertEqual(Key(configName: "alt-x"), .alt("x"))
        XCTAssertEqual(Key(configName: "alt-X"), .alt("X"))
        XCTAssertEqual(Key(configName: "space"), .character(" "))
        XCTAssertEqual(Key(configName: "hash"), .character("#"))
        XCTAssertEqual(Key(configName: "PgDn"), .pageDown)
        XCTAssertEqual(Key(configName: "f5"), .function(5))
        XCTAssertEqual(Key(configName: "é"), .character("é"))
    }

    func testWhatNamesNoKeyIsRefused() {
        for name in ["", "nokey", "ctrl-", "ctrl-é", "alt-", "f0", "f25", "\u{7}", "ctrl-ab"] {
            XCTAssertNil(Key(configName: name), name)
        }
        XCTAssertNil(Key.paste("x").configName)
        XCTAssertNil(Key.resize.configName)
    }
}
