import Settings
import Views
import XCTest

final class ColorSettingTests: XCTestCase {
    private func parse(_ text: String) -> (config: Config, problems: [String]) {
        let (config, problems) = ConfigParser.parse(text, path: "c")
        return (config, problems.map(\.description))
    }

    func testAColorLineSetsTheRolesColoursAndAttributes() {
        let (config, problems) = parse("""
        color overdue red - bold underline
        color priority-a #ff8800 black
        color project 202
        color tag - dim
        colour header bright-white blue bold
        """)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(config.theme[.overdue], ThemeStyle(foreground: .palette(1), attributes: [.bold, .underline]))
        XCTAssertEqual(config.theme[.priorityA], ThemeStyle(foreground: .rgb(red: 255, green: 136, blue: 0), background: .palette(0)))
        XCTAssertEqual(config.theme[.project], ThemeStyle(foreground: .palette(202)))
        XCTAssertEqual(config.theme[.tag], ThemeStyle(attributes: .dim))
        XCTAssertEqual(config.theme[.header], ThemeStyle(foreground: .palette(15), background: .palette(4), attributes: .bold))
        XCTAssertEqual(config.theme[.context], Theme.default[.context], "roles not named keep the default look")
    }

    func testBadColorLinesSayWhatWasExpected() {
        let (_, problems) = parse("""
        color overdue
        color late red
        color overdue reddish
        color overdue red blinking
        color overdue #12345
        color overdue 256
        """)
        XCTAssertEqual(problems.count, 6)
        XCTAssertEqual(problems[0], "c:1: expected `color <role> <fg> [bg] [attrs...]`")
        XCTAssertTrue(problems[1].hasPrefix("c:2: no role late; expected one of: priority-a, priority-b, priority-c, project"), problems[1])
        XCTAssertTrue(problems[2].hasPrefix("c:3: no colour reddish; a colour is black red green"), problems[2])
        XCTAssertEqual(problems[3], "c:4: no colour blinking; a colour is \(ThemeSyntax.colors), or - for none")
        XCTAssertTrue(problems[4].hasPrefix("c:5: no colour #12345"), problems[4])
        XCTAssertTrue(problems[5].hasPrefix("c:6: no colour 256"), problems[5])
    }

    func testAttributesAfterTheColourAreNotTakenForABackground() {
        let (config, problems) = parse("color status green italic\n")
        XCTAssertEqual(problems, [])
        XCTAssertEqual(config.theme[.status], ThemeStyle(foreground: .palette(2), attributes: .italic))
    }

    func testThePrintedThemeReadsBackAsTheSameTheme() {
        let (changed, problems) = parse("color overdue #0a0b0c 17 bold\ncolor tag - dim\ncolor done default - dim italic\n")
        XCTAssertEqual(problems, [])
        let printed = ConfigPrinter.text(changed, source: "c")
        XCTAssertTrue(printed.contains("color overdue #0a0b0c 17 bold\n"), printed)
        XCTAssertTrue(printed.contains("color selection - - reverse\n"))
        let (reread, again) = parse(printed)
        XCTAssertEqual(again, [])
        XCTAssertEqual(reread.theme, changed.theme)
        XCTAssertEqual(parse(ConfigPrinter.text(.defaults, source: "d")).config.theme, Theme.default)
    }
}
