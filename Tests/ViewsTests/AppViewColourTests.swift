import Collections
import Core
@testable import Features
import Storage
@testable import Views
import XCTest

/// Snapshots of which role styles each cell: the screen as text, and under it the
/// same screen as one letter per cell naming its style.
extension AppViewTests {
    private static let today = TodoDate(year: 2026, month: 12, day: 1)!

    /// Every role a colour of its own, so each cell's letter says which role drew it; the
    /// selection only reverses, so what is under it shows through (as in the default theme).
    private static let distinct: Theme = {
        var styles: [ThemeRole: ThemeStyle] = [.selection: ThemeStyle(attributes: .reverse)]
        for (index, role) in ThemeRole.allCases.enumerated() where role != .selection {
            styles[role] = ThemeStyle(foreground: .palette(UInt8(16 + index)))
        }
        return Theme(styles)
    }()

    /// The letter of each role's style ("." for plain text, "E" the header's bold title),
    /// upper case when the selection reverses it.
    private static let legend: [CellStyle: Character] = {
        let letters: [ThemeRole: Character] = [
            .priorityA: "a", .priorityB: "b", .priorityC: "c", .project: "p", .context: "o", .tag: "t",
            .dueToday: "y", .overdue: "v", .dueSoon: "s", .threshold: "h", .done: "d", .header: "e", .status: "m",
            .overlay: "l",
        ]
        var legend: [CellStyle: Character] = [.plain: ".", [.reverse]: "R", [.dim]: "-"]
        for (role, letter) in letters {
            let style = CellStyle.plain.with(distinct[role])
            legend[style] = letter
            legend[style.with(distinct[.selection])] = Character(letter.uppercased())
        }
        legend[CellStyle.plain.with(distinct[.header]).adding(.bold)] = "E"
        return legend
    }()

    private func colourful() -> TodoList.State {
        var list = state([
            ("a", "call Bo +work @phone t:2026-11-30 at:10:30 x://y https://e.x", false),
            ("b", "pay rent", false),
            ("c", "plan +trip", false),
            ("d", "old +home", true),
            ("e", "later", false),
        ], selection: "b")
        let dates: [String: (Character, Int)] = ["a": ("A", 20), "b": ("B", 1), "c": ("C", 3), "d": ("A", 20), "e": ("D", 20)]
        for (id, (priority, day)) in dates {
            list.content.modify(id: id) {
                $0.item.priority = priority
                $0.item.due = TodoDate(year: 2026, month: id == "a" || id == "d" ? 11 : 12, day: day)
            }
        }
        return list
    }

    func testEachWordDateAndRowIsDrawnInItsRolesStyle() {
        let context = ViewContext(theme: Self.distinct, today: Self.today)
        let grid = grid(colourful(), columns: 80, rows: 9, context: context)
        XCTAssertEqual(Array(grid.lines[1...5]), [
            "  [ ] (A) call Bo +work @phone t:2026-11-30 at:10:30 x://y htt…  due 2026-11-20 ",
            "› [ ] (B) pay rent                                               due 2026-12-01 ",
            "  [ ] (C) plan +trip                                             due 2026-12-03 ",
            "  [x] (A) old +home                                              due 2026-11-20 ",
            "  [ ] (D) later                                                  due 2026-12-20 ",
        ])
        XCTAssertEqual(Array(grid.styleLines(Self.legend)[0...7]), [
            "EEEEEEEeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee",
            "......aaa.........ppppp.oooooo.hhhhhhhhhhhh.tttttttt.............vvvvvvvvvvvvvv.",
            "RRRRRRBBBRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRYYYYYYYYYYYYYYR",
            "......ccc......ppppp.............................................ssssssssssssss.",
            "dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd",
            "................................................................................",
            "................................................................................",
            "................................................................................",
        ])
    }

    /// Found measuring the bytes per key: a done row's past due date was drawn overdue (bold).
    func testADoneRowsDueDateIsNeverOverdue() {
        var list = state([("a", "sent", true), ("b", "late", false)], selection: "b")
        for id in ["a", "b"] { list.content.modify(id: id) { $0.item.due = TodoDate(year: 2026, month: 11, day: 2) } }
        let grid = grid(list, columns: 40, rows: 6, context: ViewContext(today: Self.today))
        XCTAssertEqual(grid.lines[1], "  [x] sent               due 2026-11-02 ")
        let done = CellStyle.plain.with(Theme.default[.done])
        XCTAssertEqual(grid[1, 25].style, done, "dim like the rest of the row")
        XCTAssertEqual(grid[2, 25].style, CellStyle.plain.with(Theme.default[.overdue]).with(Theme.default[.selection]),
                       "the pending row's is overdue: red, bold, under the selection's reverse")
        XCTAssertTrue(grid[2, 25].attributes.contains(.bold))
    }
}
