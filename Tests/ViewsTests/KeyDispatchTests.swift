import Collections
import Core
@testable import Features
import Storage
@testable import Views
import XCTest

final class KeyDispatchTests: XCTestCase {
    private func list(focus: String? = nil, destination: Destination.State? = nil, searching: Bool = false) -> TodoList.State {
        let rows: IdentifiedArrayOf<Row.State> = IdentifiedArray(uniqueElements: [
            Row.State(item: TodoItem(id: "a", text: "one")), Row.State(item: TodoItem(id: "b", text: "two")),
        ])
        var state = TodoList.State(rows: rows, selection: "b", focus: focus, destination: destination)
        if searching { state.searchField = EditableText("") }
        return state
    }

    private func outcome(_ key: Key, _ state: TodoList.State) -> KeyOutcome {
        KeyDispatch.outcome(for: key, in: state)
    }

    /// The session and the keys benchmark give a key's outcome to the store by this one rule.
    func testAnActionTakesTheMessageAwayAnExplanationShowsAndTheRestAreTheCallers() {
        let store = Store(initialState: list(), reducer: TodoList(), prepareDependencies: {
            $0.storage = StorageClient.inMemory().client
        })
        XCTAssertTrue(KeyDispatch.send(.explain("x does nothing here"), to: store))
        XCTAssertEqual(store.state.message?.text, "x does nothing here")
        for outcome in [KeyOutcome.quit, .repaint, .suspend] {
            XCTAssertFalse(KeyDispatch.send(outcome, to: store), "\(outcome)")
        }
        XCTAssertEqual(store.state.message?.text, "x does nothing here", "only an action takes the message away")
        XCTAssertTrue(KeyDispatch.send(.send(.view(.moveSelection(.up))), to: store))
        XCTAssertEqual(store.state.selection, "a")
        XCTAssertNil(store.state.message)
    }

    func testTheKeyMapHasNoConflicts() {
        XCTAssertEqual(AppKeymap.keymap.conflicts, [])
    }

    func testListKeys() {
        let state = list()
        XCTAssertEqual(outcome(.character("j"), state), .send(.view(.moveSelection(.down))))
        XCTAssertEqual(outcome(.down, state), .send(.view(.moveSelection(.down))))
        XCTAssertEqual(outcome(.character("x"), state), .send(.view(.toggleDoneSelected)))
        XCTAssertEqual(outcome(.character("t"), state), .send(.rows(.element(id: "b", action: .toggleTimer))))
        XCTAssertEqual(outcome(.character("z"), state), .send(.rows(.element(id: "b", action: .toggleExpanded))))
        for key in [Key.altUp, .ctrlUp, .character("K")] {
            XCTAssertEqual(outcome(key, state), .send(.view(.moveSelected(up: true))), "\(key)")
        }
        XCTAssertEqual(outcome(.character("q"), state), .quit)
        XCTAssertEqual(outcome(.ctrl("c"), state), .quit)
        XCTAssertEqual(outcome(.ctrl("l"), state), .repaint)
        XCTAssertEqual(outcome(.ctrl("z"), state), .suspend)
    }

    func testAKeyThatDoesNothingSaysSo() {
        XCTAssertEqual(outcome(.character("w"), list()), .explain("w does nothing here — ? lists the keys"))
        XCTAssertEqual(outcome(.alt("x"), list()), .explain("Alt-x does nothing here — ? lists the keys"))
    }

    func testTypingGoesToTheFocusedRowEvenWhenHidden() {
        var state = list(focus: "a")
        XCTAssertEqual(outcome(.character("q"), state), .send(.rows(.element(id: "a", action: .edit(.insert("q"))))))
        XCTAssertEqual(outcome(.ctrl("w"), state), .send(.rows(.element(id: "a", action: .edit(.deleteWordBackward)))))
        XCTAssertEqual(outcome(.paste("two\nlines"), state), .send(.rows(.element(id: "a", action: .edit(.insert("two\nlines"))))))
        XCTAssertEqual(outcome(.tab, state), .send(.lens(.view(.cycleStatus(forward: true)))), "Tab cycles the lens without leaving the field")
        XCTAssertEqual(outcome(.escape, state), .send(.view(.leaveField)))
        state.content.setLens(Lens(status: .done))
        XCTAssertEqual(outcome(.character("z"), state), .send(.rows(.element(id: "a", action: .edit(.insert("z"))))))
    }

    func testSearchKeys() {
        let state = list(searching: true)
        XCTAssertEqual(outcome(.character("m"), state), .send(.lens(.view(.searchEdit(.insert("m"))))))
        XCTAssertEqual(outcome(.enter, state), .send(.lens(.view(.commitSearch))))
        XCTAssertEqual(outcome(.escape, state), .send(.lens(.view(.cancelSearch))))
    }

    func testOverlaysGetKeysFirstAndListKeysDoNotLeakThrough() {
        let help = list(destination: .help(Help.State()))
        XCTAssertEqual(outcome(.escape, help), .send(.destination(.dismiss)))
        XCTAssertEqual(outcome(.character("d"), help), .explain("d does nothing here — ? lists the keys"))
        XCTAssertEqual(outcome(.character("j"), help), .send(.destination(.presented(.help(.scrollDown)))))
        XCTAssertEqual(outcome(.character("?"), help), .send(.destination(.presented(.help(.close)))),
                       "the cover's own close: its dismiss effect runs, as Esc's slot dismiss does not")
        XCTAssertEqual(outcome(.character("q"), help), .send(.destination(.presented(.help(.close)))))

        let filter = list(destination: .filter(FilterPicker.State(lens: Lens(), projects: [], contexts: [])))
        XCTAssertEqual(outcome(.escape, filter), .send(.destination(.dismiss)))
        XCTAssertEqual(outcome(.character("x"), filter), .explain("x does nothing here — ? lists the keys"))
        XCTAssertEqual(outcome(.character("f"), filter), .send(.destination(.presented(.filter(.close)))))
        XCTAssertEqual(outcome(.character("q"), filter), .send(.destination(.presented(.filter(.close)))))

        let archive = list(destination: .archive(ArchivePage.State(rows: [])))
        XCTAssertEqual(outcome(.escape, archive), .send(.destination(.dismiss)))
        XCTAssertEqual(outcome(.character("q"), archive), .send(.destination(.dismiss)))
        XCTAssertEqual(outcome(.character("j"), archive), .send(.destination(.presented(.archive(.scrollDown)))))
        XCTAssertEqual(outcome(.character("A"), archive), .explain("A does nothing here — ? lists the keys"), "read only: no archive from the page")
        XCTAssertEqual(outcome(.character("A"), list()), .send(.view(.archiveDone)))

        let detail = list(destination: .detail(Detail.State(rowID: "a")))
        XCTAssertEqual(outcome(.escape, detail), .send(.destination(.dismiss)))
        XCTAssertEqual(outcome(.left, detail), .send(.destination(.presented(.detail(.back)))))
        // The page's row is the selected one: x, e and d act on it (they used to be ignored).
        var shown = list(destination: .detail(Detail.State(rowID: "b")))
        shown.selection = "b"
        XCTAssertEqual(outcome(.character("x"), shown), .send(.rows(.element(id: "b", action: .toggleDone))))
        XCTAssertEqual(outcome(.character("e"), shown), .send(.view(.open(.editor))))
        XCTAssertEqual(outcome(.character("d"), shown), .send(.rows(.element(id: "b", action: .delegate(.delete)))))

        let row = list().rows[0]
        let editor = list(destination: .editor(Editor.State(row: row)))
        XCTAssertEqual(outcome(.character("d"), editor), .send(.destination(.presented(.editor(.edit(.insert("d")))))))
        XCTAssertEqual(outcome(.escape, editor), .send(.destination(.presented(.editor(.cancelTapped)))))

        var confirming = Editor.State(row: row)
        confirming.confirm = ConfirmDiscard.State()
        let confirm = list(destination: .editor(confirming))
        XCTAssertEqual(outcome(.escape, confirm), .send(.destination(.presented(.editor(.confirm(.dismiss))))))
        XCTAssertEqual(outcome(.character("d"), confirm), .send(.destination(.presented(.editor(.confirm(.presented(.discard)))))))
    }

    /// Esc then a key, typed quickly, arrives as Alt-key: where Alt-key means nothing it is
    /// read as the two presses.
    func testAnUnboundAltChordIsEscThenTheKey() {
        let help = list(destination: .help(Help.State()))
        XCTAssertEqual(KeyDispatch.presses(.alt("f"), in: help), [.escape, .character("f")])
        XCTAssertEqual(KeyDispatch.presses(.character("f"), in: help), [.character("f")])
        XCTAssertEqual(KeyDispatch.presses(.altUp, in: list()), [.altUp])
    }

    func testHelpListsEveryBindingFromTheSameTable() {
        let lines = HelpView.lines(width: 80)
        for binding in AppKeymap.keymap.bindings where !binding.help.isEmpty {
            XCTAssertTrue(lines.contains { $0.contains(binding.keysDescription) && $0.contains(binding.help) }, binding.help)
        }
        // A binding without help belongs to a family described once in its mode (the letters
        // that set a priority, the digits of a count).
        for binding in AppKeymap.keymap.bindings where binding.help.isEmpty {
            XCTAssertTrue(AppKeymap.keymap.bindings.contains { $0.modes == binding.modes && $0.help.contains("(any ") },
                          binding.keysDescription)
        }
    }
}
