import Collections
@testable import Features
import Storage
@testable import Views
import XCTest

/// A keymap changed by the config file: dispatch, the help cover, the hint bar and the hints
/// in the status line all follow it.
final class RebindingTests: XCTestCase {
    override func tearDown() {
        AppKeymap.active = AppKeymap.keymap
    }

    private func personal() throws -> Keymap<AppMode, KeyCommand> {
        try AppKeymap.keymap
            .unbinding(.character("?"), in: .list)
            .binding(.function(1), to: "help", in: .list)
            .unbinding(.character("u"), in: .list)
            .binding(.character("U"), to: "undo", in: .list)
    }

    func testTheKeymapInUseDispatchesTheRebindings() throws {
        AppKeymap.active = try personal()
        let state = TodoList.State(rows: [Row.State(item: TodoItem(id: "a", text: "milk"))])
        XCTAssertEqual(KeyDispatch.outcome(for: .function(1), in: state), .send(.view(.open(.help))))
        XCTAssertEqual(KeyDispatch.outcome(for: .character("U"), in: state), .send(.view(.undo)))
        XCTAssertEqual(KeyDispatch.outcome(for: .character("u"), in: state), .explain("u does nothing here — F1 lists the keys"))
    }

    func testTheHintBarTheHelpAndTheStatusLineNameThePersonsKeys() throws {
        AppKeymap.active = try personal()
        var state = TodoList.State(rows: [Row.State(item: TodoItem(id: "a", text: "milk"))])
        var viewport = ListViewport()
        let list = AppView.render(state, size: TerminalSize(rows: 12, columns: 100), viewport: &viewport).grid.lines
        XCTAssertTrue(list.last!.contains("F1 help"), list.last!)
        XCTAssertFalse(list.last!.contains("? help"))
        XCTAssertTrue(list.last!.contains("U undo"), list.last!)

        state.message = StatusMessage("Deleted “milk”", followUp: .init(command: .list(.view(.undo)), label: "brings it back"))
        let deleted = AppView.render(state, size: TerminalSize(rows: 12, columns: 100), viewport: &viewport).grid.lines
        XCTAssertTrue(deleted.contains { $0.contains("Deleted “milk” — U brings it back") }, deleted.joined(separator: "\n"))

        let help = HelpView.lines(width: 80)
        XCTAssertTrue(help.contains { $0.hasPrefix("  F1 ") && $0.hasSuffix(" help") }, help.joined(separator: "\n"))
        XCTAssertTrue(help.contains { $0.hasPrefix("  U ") && $0.hasSuffix(" undo") })
        XCTAssertFalse(help.contains { $0.hasPrefix("  u ") })
    }

    func testACommandLeftWithoutKeysLeavesTheHelpAndComesBackWhenBound() throws {
        let none = try AppKeymap.keymap.unbinding(.character("s"), in: .list)
        XCTAssertEqual(none.bindings(in: .list).first { $0.name == "sort-done-to-bottom" }?.keys, [])
        XCTAssertFalse(none.hint(in: .list, width: 500).contains("sort"))
        let again = try none.binding(.character("Q"), to: "sort-done-to-bottom", in: .list)
        XCTAssertEqual(again.action(for: .character("Q"), in: .list), .send(.view(.sortDoneToBottom)))
    }

    func testRebindingErrorsNameWhatIsWrong() {
        XCTAssertThrowsError(try AppKeymap.keymap.binding(.character("J"), to: "move-down", in: .list)) { error in
            XCTAssertEqual(error as? Keymap<AppMode, KeyCommand>.RebindingError, .keyTaken(byCommand: "move-row-down"))
        }
        XCTAssertThrowsError(try AppKeymap.keymap.binding(.character("Q"), to: "fly", in: .list)) { error in
            XCTAssertEqual(error as? Keymap<AppMode, KeyCommand>.RebindingError, .unknownCommand)
        }
        XCTAssertThrowsError(try AppKeymap.keymap.unbinding(.character("Q"), in: .list)) { error in
            XCTAssertEqual(error as? Keymap<AppMode, KeyCommand>.RebindingError, .keyNotBound)
        }
        XCTAssertEqual(try AppKeymap.keymap.binding(.character("j"), to: "move-down", in: .list).bindings.count,
                       AppKeymap.keymap.bindings.count, "a key bound to its own command changes nothing")
    }

    func testEveryCommandNameIsUniqueInEachMode() {
        for mode in AppMode.allCases {
            let names = AppKeymap.keymap.commandNames(in: mode)
            XCTAssertEqual(names.count, Set(names).count, "\(mode): \(names)")
            XCTAssertFalse(names.contains { $0.isEmpty || $0.contains(" ") })
        }
    }
}
