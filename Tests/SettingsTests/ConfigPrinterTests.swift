import Settings
import Views
import XCTest

final class ConfigPrinterTests: XCTestCase {
    func testThePrintedDefaultsReadBackAsTheDefaults() {
        let text = ConfigPrinter.text(.defaults, source: "test")
        let (config, problems) = ConfigParser.parse(text, path: "printed")
        XCTAssertEqual(problems, [])
        assertSameKeys(config.keymap, AppKeymap.keymap)
        XCTAssertTrue(text.contains("bind list j move-down\n"))
        XCTAssertTrue(text.contains("bind list ctrl-c save-and-quit\n"))
        XCTAssertTrue(text.contains("set default-filter all\n"))
        XCTAssertTrue(text.contains("set mouse on\n"))
    }

    func testAChangedConfigPrintsAsAFileThatGivesItBack() {
        let (changed, problems) = ConfigParser.parse("""
        unbind list J
        unbind list x
        bind list x move-down
        unbind detail q
        bind list ctrl-n move-row-down
        set default-filter done
        set mouse off
        set escape-delay 10
        """, path: "mine")
        XCTAssertEqual(problems, [])
        let text = ConfigPrinter.text(changed, source: "mine")
        XCTAssertTrue(text.contains("unbind list J\n"))
        let (reread, again) = ConfigParser.parse(text, path: "printed")
        XCTAssertEqual(again, [])
        assertSameKeys(reread.keymap, changed.keymap)
        XCTAssertEqual(reread.defaultFilter, .done)
        XCTAssertFalse(reread.mouse)
        XCTAssertEqual(reread.escapeDelay, 10)
    }

    private func assertSameKeys(_ a: Keymap<AppMode, KeyCommand>, _ b: Keymap<AppMode, KeyCommand>, file: StaticString = #filePath, line: UInt = #line) {
        let keys = Set(AppKeymap.keymap.bindings.flatMap(\.keys) + a.bindings.flatMap(\.keys) + b.bindings.flatMap(\.keys))
        for mode in AppMode.allCases {
            for key in keys {
                XCTAssertEqual(a.action(for: key, in: mode), b.action(for: key, in: mode), "\(key) in \(mode)", file: file, line: line)
            }
        }
    }
}
