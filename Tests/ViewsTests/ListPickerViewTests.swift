import Collections
import Core
@testable import Features
import Storage
@testable import Views
import XCTest

/// The list picker on screen, and the keys that reach it.
final class ListPickerViewTests: XCTestCase {
    private func list(focus: String? = nil, destination: Destination.State? = nil) -> TodoList.State {
        TodoList.State(rows: IdentifiedArray(uniqueElements: [Row.State(item: TodoItem(id: "a", text: "one"))]),
                       focus: focus, destination: destination)
    }

    private let picker = Destination.State.lists(ListPicker.State(ListChoices(
        current: "/d/todo.txt", folder: ["/d/shop.txt", "/d/todo.txt"], recent: ["/far/away/work.txt"])))

    func testThePickerHangsUnderTheTitleWithTheCurrentListMarkedAndRecentListsByPath() {
        var viewport = ListViewport()
        let lines = AppView.render(list(destination: picker), size: TerminalSize(rows: 10, columns: 44), viewport: &viewport,
                                   title: "Lista — todo.txt").grid.lines
        XCTAssertEqual(Array(lines[0...5]), [
            " Lista — todo.txt  All   1 pending · 0 done ",
            "›┌ Lists ──────────────────────┐            ",
            " │here   ( ) shop.txt          │            ",
            " │here   (•) todo.txt          │            ",
            " │recent ( ) /far/away/work.txt│            ",
            " └─────────────────────────────┘            ",
        ])
    }

    func testLAndCtrlOOpenThePickerFromTheListAndCtrlOFromARowsField() {
        XCTAssertEqual(KeyDispatch.outcome(for: .character("L"), in: list()), .send(.lists(.open)))
        XCTAssertEqual(KeyDispatch.outcome(for: .ctrl("o"), in: list()), .send(.lists(.open)))
        XCTAssertEqual(KeyDispatch.outcome(for: .ctrl("o"), in: list(focus: "a")), .send(.lists(.open)))
        XCTAssertEqual(KeyDispatch.outcome(for: .character("L"), in: list(focus: "a")), .send(.rows(.element(id: "a", action: .edit(.insert("L"))))),
                       "L is text while typing")
        let editor = list(destination: .editor(Editor.State(row: Row.State(item: TodoItem(id: "a", text: "one")))))
        XCTAssertEqual(KeyDispatch.outcome(for: .ctrl("o"), in: editor),
                       .explain("Another list opens from the list or a row: save (Enter) or cancel (Esc) the sheet first"),
                       "the sheet holds the one slot, so it says what to do instead of doing nothing")
    }

    func testThePickersKeys() {
        let state = list(destination: picker)
        XCTAssertEqual(AppMode(state), .lists)
        XCTAssertEqual(KeyDispatch.outcome(for: .character("j"), in: state), .send(.destination(.presented(.lists(.highlightNext)))))
        XCTAssertEqual(KeyDispatch.outcome(for: .up, in: state), .send(.destination(.presented(.lists(.highlightPrevious)))))
        XCTAssertEqual(KeyDispatch.outcome(for: .enter, in: state), .send(.destination(.presented(.lists(.choose)))))
        XCTAssertEqual(KeyDispatch.outcome(for: .character("L"), in: state), .send(.destination(.presented(.lists(.close)))))
        XCTAssertEqual(KeyDispatch.outcome(for: .escape, in: state), .send(.destination(.dismiss)))
        XCTAssertEqual(KeyDispatch.outcome(for: .character("x"), in: state), .explain("x does nothing here — ? lists the keys"))
    }
}
