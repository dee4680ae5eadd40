import Collections
@testable import Features
import Storage
@testable import Views
import XCTest

/// Priority from the keyboard, without the editor.
final class PriorityKeysTests: XCTestCase {
    private func state(choosing: Bool = false) -> TodoList.State {
        var state = TodoList.State(rows: IdentifiedArray(uniqueElements: [Row.State(item: TodoItem(id: "a", text: "one"))]))
        state.isChoosingPriority = choosing
        return state
    }

    func testTheKeys() {
        XCTAssertEqual(KeyDispatch.outcome(for: .character("p"), in: state()), .send(.priority(.view(.choose))))
        XCTAssertEqual(KeyDispatch.outcome(for: .character("+"), in: state()), .send(.priority(.view(.change(.raise)))))
        XCTAssertEqual(KeyDispatch.outcome(for: .character("-"), in: state()), .send(.priority(.view(.change(.lower)))))
        let choosing = state(choosing: true)
        XCTAssertEqual(AppMode(choosing), .priority)
        XCTAssertEqual(KeyDispatch.outcome(for: .character("b"), in: choosing), .send(.priority(.view(.change(.set("B"))))))
        XCTAssertEqual(KeyDispatch.outcome(for: .character("Z"), in: choosing), .send(.priority(.view(.change(.set("Z"))))))
        XCTAssertEqual(KeyDispatch.outcome(for: .character("-"), in: choosing), .send(.priority(.view(.change(.set(nil))))))
        XCTAssertEqual(KeyDispatch.outcome(for: .escape, in: choosing), .send(.priority(.view(.cancel))))
        XCTAssertEqual(AppKeymap.keymap.conflicts, [])
    }

    func testTheHelpCoverListsTheLettersOnce() {
        let lines = HelpView.lines(width: 80)
        XCTAssertEqual(lines.filter { $0.contains("that priority (any letter, A to Z)") }.count, 1)
        XCTAssertTrue(lines.contains { $0.contains("set priority (then a letter, - for none)") })
        XCTAssertFalse(lines.contains { $0.hasPrefix("  b/B") })
    }
}

/// `y` reaches the row's duplicate delegate.
final class DuplicateKeyTests: XCTestCase {
    func testYAsksTheSelectedRowToDuplicate() {
        let state = TodoList.State(rows: IdentifiedArray(uniqueElements: [Row.State(item: TodoItem(id: "a", text: "one"))]))
        XCTAssertEqual(KeyDispatch.outcome(for: .character("y"), in: state), .send(.rows(.element(id: "a", action: .delegate(.duplicate)))))
    }
}

/// Digits in the list type a count.
final class CountKeysTests: XCTestCase {
    func testDigitsTypeACount() {
        let state = TodoList.State(rows: IdentifiedArray(uniqueElements: [Row.State(item: TodoItem(id: "a", text: "one"))]))
        XCTAssertEqual(KeyDispatch.outcome(for: .character("5"), in: state), .send(.count(.digit(5))))
        XCTAssertEqual(KeyDispatch.outcome(for: .character("0"), in: state), .send(.count(.digit(0))))
        XCTAssertEqual(AppKeymap.keymap.conflicts, [])
    }
}
