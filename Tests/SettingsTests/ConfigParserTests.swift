import Settings
import Storage
import Views
import XCTest

final class ConfigParserTests: XCTestCase {
    private func parse(_ text: String) -> (config: Config, problems: [String]) {
        let (config, problems) = ConfigParser.parse(text, path: "/home/p/.config/lista/config")
        return (config, problems.map(\.description))
    }

    func testAFileOfTheIssuesShapeAppliesEveryLine() {
        let (config, problems) = parse("""
        # my keys
        bind list ctrl-n move-down
        unbind list J

        set default-filter pending
        set sort due
        set mouse off
        set escape-delay 40
        set ids always
        """)
        XCTAssertEqual(problems, [])
        XCTAssertTrue(config.writesIDs)
        XCTAssertEqual(config.sort, .due)
        XCTAssertEqual(config.keymap.action(for: .ctrl("n"), in: .list), .send(.view(.moveSelection(.down))))
        XCTAssertNil(config.keymap.action(for: .character("J"), in: .list))
        XCTAssertEqual(config.keymap.action(for: .altDown, in: .list), .send(.view(.moveSelected(up: false))), "only J was unbound")
        XCTAssertEqual(config.defaultFilter, .pending)
        XCTAssertFalse(config.mouse)
        XCTAssertEqual(config.escapeDelay, 40)
    }

    func testNoFileLinesGiveTheDefaults() {
        let (config, problems) = parse("")
        XCTAssertEqual(problems, [])
        XCTAssertEqual(config.defaultFilter, .all)
        XCTAssertTrue(config.mouse)
        XCTAssertNil(config.escapeDelay)
        XCTAssertFalse(config.writesIDs, "ids are written only where asked")
        XCTAssertEqual(config.keymap.bindings.map(\.name), AppKeymap.keymap.bindings.map(\.name))
    }

    func testSetIdsTakesAlwaysOrAsked() {
        XCTAssertFalse(parse("set ids always\nset ids asked").config.writesIDs)
        let (config, problems) = parse("set ids sometimes")
        XCTAssertFalse(config.writesIDs)
        XCTAssertEqual(problems, ["/home/p/.config/lista/config:1: ids is always or asked, not sometimes"])
    }

    func testEachBadLineIsReportedWithItsLineAndWhatWasExpectedAndTheRestStillApplies() {
        let (config, problems) = parse("""
        bind list
        bind lst j move-down
        bind list nokey move-down
        bind list ctrl-n fly
        bind list J move-down
        unbind list ctrl-y
        set colour red
        set default-filter later
        set mouse maybe
        set escape-delay 5000
        set mouse
        frobnicate list j
        set sort size
        set default-filter done
        """)
        let path = "/home/p/.config/lista/config"
        XCTAssertEqual(problems.count, 13)
        XCTAssertEqual(problems[0], "\(path):1: expected `bind MODE KEY COMMAND`")
        XCTAssertEqual(problems[1], "\(path):2: no mode lst; expected one of: list, field, search, editor, confirm, filter, help, detail, archive, priority, drag, lists, messages")
        XCTAssertTrue(problems[2].hasPrefix("\(path):3: no key nokey; a key is one character (j, J, ?), space, hash, enter"), problems[2])
        XCTAssertTrue(problems[3].hasPrefix("\(path):4: no command fly in list; expected one of: move-down, move-up, first-row"), problems[3])
        XCTAssertEqual(problems[4], "\(path):5: J in list already does move-row-down; add `unbind list J` before this line to give it to move-down")
        XCTAssertEqual(problems[5], "\(path):6: ctrl-y does nothing in list, so there is nothing to unbind")
        XCTAssertEqual(problems[6], "\(path):7: no setting colour; expected one of: default-filter, sort, mouse, escape-delay, ids")
        XCTAssertEqual(problems[7], "\(path):8: default-filter is one of all, pending, done, not later")
        XCTAssertEqual(problems[8], "\(path):9: mouse is on or off, not maybe")
        XCTAssertEqual(problems[9], "\(path):10: escape-delay is a number of milliseconds from 0 to 1000, not 5000")
        XCTAssertEqual(problems[10], "\(path):11: expected `set NAME VALUE`, NAME one of: default-filter, sort, mouse, escape-delay, ids")
        XCTAssertEqual(problems[11], "\(path):12: unknown word frobnicate; a line starts with bind, unbind, set or color (or # for a comment)")
        XCTAssertEqual(problems[12], "\(path):13: sort is one of none, priority, due, created, text, done-last, not size")
        XCTAssertEqual(config.defaultFilter, .done, "the line after the bad ones still applies")
        XCTAssertEqual(config.keymap.action(for: .character("J"), in: .list), .send(.view(.moveSelected(up: false))), "a refused bind changes nothing")
    }

    func testUnbindingThenBindingMovesAKeyToAnotherCommand() {
        let (config, problems) = parse("unbind list J\nbind list J move-down\n")
        XCTAssertEqual(problems, [])
        XCTAssertEqual(config.keymap.action(for: .character("J"), in: .list), .send(.view(.moveSelection(.down))))
    }

    func testCtrlJIsTheEnterKeyAsTerminalsSendIt() {
        let (_, problems) = parse("bind list ctrl-j move-down\n")
        XCTAssertEqual(problems, ["/home/p/.config/lista/config:1: ctrl-j in list already does edit-text; add `unbind list ctrl-j` before this line to give it to move-down"])
        let (config, none) = parse("unbind list ctrl-j\nbind list ctrl-j move-down\n")
        XCTAssertEqual(none, [])
        XCTAssertEqual(config.keymap.action(for: .enter, in: .list), .send(.view(.moveSelection(.down))))
    }

    func testABindingForSeveralModesChangesOnlyInTheModeNamed() {
        let (config, problems) = parse("unbind field tab\n")
        XCTAssertEqual(problems, [])
        XCTAssertNil(config.keymap.action(for: .tab, in: .field))
        XCTAssertEqual(config.keymap.action(for: .tab, in: .list), .send(.lens(.view(.cycleStatus(forward: true)))))
        XCTAssertEqual(config.keymap.conflicts, [])
    }

    func testTheREADMEsExampleIsReadWithItsTrailingComments() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = String(decoding: try Data(contentsOf: readme), as: UTF8.self)
        let start = try XCTUnwrap(text.range(of: "```\n# ~/.config/lista/config\n"))
        let end = try XCTUnwrap(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let (config, problems) = parse(String(text[start.upperBound..<end.lowerBound]))
        XCTAssertEqual(problems, [])
        XCTAssertEqual(config.keymap.action(for: .character("s"), in: .list), .send(.view(.moveSelected(up: true))))
        XCTAssertEqual(config.defaultFilter, .pending)
        XCTAssertFalse(config.mouse)
    }

    func testCRLFLinesAndTabsAreRead() {
        let (config, problems) = parse("set\tmouse off\r\n  bind list ctrl-n move-down\r\n")
        XCTAssertEqual(problems, [])
        XCTAssertFalse(config.mouse)
        XCTAssertNotNil(config.keymap.action(for: .ctrl("n"), in: .list))
    }
}
