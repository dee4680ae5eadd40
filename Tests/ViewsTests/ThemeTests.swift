import Views
import XCTest

final class ThemeTests: XCTestCase {
    func testTheRolesHaveExactlyTheNamesAConfigFileUses() {
        XCTAssertEqual(ThemeRole.allCases.map(\.name), [
            "priority-a", "priority-b", "priority-c", "project", "context", "tag", "due-today", "overdue",
            "due-soon", "threshold", "done", "selection", "header", "status", "overlay",
        ])
    }

    func testSettingARoleReplacesItsColoursAndAttributes() {
        var theme = Theme.default
        theme.setStyle(.priorityA, foreground: .palette(1), background: .rgb(red: 0, green: 0, blue: 0x33), attributes: [.underline])
        XCTAssertEqual(theme[.priorityA], ThemeStyle(foreground: .palette(1), background: .rgb(red: 0, green: 0, blue: 0x33),
                                                     attributes: [.underline]))
        XCTAssertEqual(theme[.project], Theme.default[.project], "other roles keep theirs")
        theme.setStyle(.selection, foreground: .standard)
        XCTAssertEqual(theme[.selection], ThemeStyle(foreground: .standard), "no attributes given: none kept")
    }

    func testARoleDrawnOverAStyleReplacesOnlyTheColoursItSets() {
        let project = CellStyle(foreground: .palette(5))
        XCTAssertEqual(project.with(ThemeStyle(attributes: .reverse)), CellStyle([.reverse], foreground: .palette(5)),
                       "the default selection lets a word's colour show, reversed")
        XCTAssertEqual(project.with(ThemeStyle(foreground: .standard, attributes: .dim)), CellStyle([.dim]),
                       "the default done role makes the word's colour the terminal's own")
        XCTAssertEqual(CellStyle([.bold]).with(ThemeStyle(background: .palette(4))), CellStyle([.bold], background: .palette(4)))
    }

    /// The default theme must never tell overdue from the rest by red against green
    /// alone; and nothing it marks may vanish without colour.
    func testTheDefaultThemeReadsWithoutColour() {
        let theme = Theme.default
        XCTAssertTrue(theme[.overdue].attributes.contains(.bold))
        XCTAssertTrue(theme[.priorityA].attributes.contains(.bold))
        XCTAssertTrue(theme[.dueToday].attributes.contains(.bold))
        XCTAssertTrue(theme[.selection].attributes.contains(.reverse))
        XCTAssertTrue(theme[.header].attributes.contains(.reverse))
        XCTAssertTrue(theme[.done].attributes.contains(.dim))
        XCTAssertTrue(theme[.status].attributes.contains(.bold))
        XCTAssertNotEqual(theme[.overdue].attributes, theme[.dueSoon].attributes, "overdue and soon differ beyond colour")
    }

    func testTheSyntaxListNamesEveryRoleColourFormAndAttribute() {
        let lines = ThemeSyntax.lines
        XCTAssertEqual(lines.first, "color <role> <fg> [bg] [attrs...]")
        for role in ThemeRole.allCases {
            XCTAssertTrue(lines.contains { $0.hasPrefix("  " + role.name + " ") }, role.name)
        }
        XCTAssertTrue(lines.contains("colours: black red green yellow blue magenta cyan white bright-<name> 0-255 #rrggbb default"))
        XCTAssertTrue(lines.contains("attributes: bold dim underline reverse italic"))
        XCTAssertTrue(lines.contains("  due-soon    a due date in the next 3 days"), lines.joined(separator: "\n"))
    }
}
