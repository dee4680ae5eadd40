import Collections
import Core
@testable import Features
import Storage
@testable import Views
import XCTest

/// Messages read whole: a message cut to the status line says where the rest is, and the
/// messages page shows every recent one, wrapped.
final class MessagesViewTests: XCTestCase {
    private func render(_ state: TodoList.State, columns: Int, rows: Int = 8) -> [String] {
        var viewport = ListViewport()
        return AppView.render(state, size: TerminalSize(rows: rows, columns: columns), viewport: &viewport).grid.lines
    }

    private func list() -> TodoList.State {
        TodoList.State(rows: IdentifiedArray(uniqueElements: [Row.State(item: TodoItem(id: "a", text: "call mom"))]))
    }

    func testAMessageTooLongForTheLineSaysSoAndNamesTheMessagesKey() {
        var state = list()
        state.message = "Config line 12 not used: mouse is on or off, not maybe"
        let line = render(state, columns: 40)[6]
        XCTAssertEqual(line, "Config line 12 not used: mo… (M for all)")
        XCTAssertEqual(render(state, columns: 80)[6].trimmingCharacters(in: .whitespaces),
                       "Config line 12 not used: mouse is on or off, not maybe", "a message that fits is shown as it is")
    }

    func testTheMessagesPageShowsEveryRecentMessageWholeNewestLast() {
        var state = list()
        state.message = "Line 3 is not valid UTF-8; it is kept in the file unchanged but not shown."
        state.message = "Config line 12 not used: mouse is on or off, not maybe"
        state.destination = .messages(MessagesPage.State(messages: Array(state.status.log.recent)))
        XCTAssertEqual(render(state, columns: 40, rows: 10), [
            "┌ Lista — messages ────────────────────┐",
            "│Line 3 is not valid UTF-8; it is kept │",
            "│in the file unchanged but not shown.  │",
            "│Config line 12 not used: mouse is on  │",
            "│or off, not maybe                     │",
            "│                                      │",
            "│                                      │",
            "│                                      │",
            "│j/k scroll · Esc or M close           │",
            "└──────────────────────────────────────┘",
        ])
    }
}
