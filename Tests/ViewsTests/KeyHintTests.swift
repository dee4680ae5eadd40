import Collections
import Core
@testable import Features
import Storage
@testable import Views
import XCTest

/// Every hint on screen names keys that the keymap binds to what the hint says they do.
final class KeyHintTests: XCTestCase {
    /// What is wrong with `shown` as the text of `hint` under `keymap`: each key name before
    /// the label must be a key bound in the hint's mode to one of the hint's commands.
    private func problems(_ shown: String, _ hint: KeyHint, _ keymap: Keymap<AppMode, KeyCommand> = AppKeymap.keymap) -> [String] {
        guard shown.hasSuffix(" " + hint.label) else { return ["“\(shown)” does not end in “\(hint.label)”"] }
        let names = shown.dropLast(hint.label.count + 1).components(separatedBy: hint.separator)
        let bound = keymap.bindings(in: hint.mode).flatMap(\.keys)
        return names.compactMap { name in
            guard let key = bound.first(where: { $0.description == name }) else {
                return "“\(shown)” names \(name), which nothing binds in \(hint.mode)"
            }
            guard let command = keymap.action(for: key, in: hint.mode), hint.commands.contains(command) else {
                return "“\(shown)” names \(name), which \(hint.mode) does not bind to \(hint.label)"
            }
            return nil
        }
    }

    func testEveryKeyAHintNamesIsBoundToWhatTheHintSays() {
        for line in KeyHints.all {
            XCTAssertEqual(line.text, line.hints.map { $0.text() }.joined(separator: line.separator))
            for hint in line.hints {
                XCTAssertEqual(hint.keys().count, hint.commands.count * hint.keysEach, "every command still has its keys: \(hint.label)")
                XCTAssertEqual(problems(hint.text(), hint), [])
            }
        }
    }

    func testTheCheckCatchesAHintNamingTheWrongKey() {
        let discard = KeyHints.confirm.hints[0]
        XCTAssertEqual(problems("x discard", discard), ["“x discard” names x, which nothing binds in confirm"])
        XCTAssertEqual(problems("k discard", discard), ["“k discard” names k, which confirm does not bind to discard"])
        XCTAssertEqual(problems("Esc or ? close", KeyHints.help.hints[1]), [])
        XCTAssertEqual(problems("Esc or q or ? close", KeyHints.help.hints[1]), [])
        XCTAssertEqual(problems("j or ? close", KeyHints.help.hints[1]), ["“j or ? close” names j, which help does not bind to close"])
    }

    func testChangingABindingChangesItsHint() {
        let rebound = Keymap(AppKeymap.keymap.bindings.map { binding in
            var binding = binding
            if binding.action == .presented(.editor(.saveTapped)) { binding.keys = [.ctrl("s")] }
            if binding.action == .presented(.editor(.confirm(.presented(.discard)))) { binding.keys = [.character("y")] }
            return binding
        })
        XCTAssertEqual(KeyHints.editor.text(in: rebound), "Ctrl-S save · Tab next field · Esc cancel")
        XCTAssertEqual(KeyHints.confirm.text(in: rebound), "y discard · s save · k or Esc keep editing")
        for line in [KeyHints.editor, KeyHints.confirm] {
            for hint in line.hints { XCTAssertEqual(problems(hint.text(in: rebound), hint, rebound), []) }
        }
    }

    func testHintsPreferTheKeysPeopleType() {
        XCTAssertEqual(KeyHints.marks.text, "d deletes, x toggles, J/K move them, Esc clears", "J, not Alt-Down, the first key bound")
        XCTAssertEqual(KeyHints.editor.text, "Enter save · Tab next field · Esc cancel")
        XCTAssertEqual(KeyHints.quitAnyway.text, "q again to quit without saving")
    }

    /// The screens show the hints the keymap makes, not text typed beside it.
    func testTheScreensShowTheHintsFromTheKeymap() {
        let rows = IdentifiedArray(uniqueElements: [Row.State(item: TodoItem(id: "a", text: "one"))])
        func screen(_ state: TodoList.State) -> String {
            var viewport = ListViewport()
            return AppView.render(state, size: TerminalSize(rows: 14, columns: 80), viewport: &viewport).grid.lines.joined(separator: "\n")
        }
        var editor = Editor.State(row: rows[0])
        XCTAssertTrue(screen(TodoList.State(rows: rows, destination: .editor(editor))).contains(KeyHints.editor.text))
        editor.confirm = ConfirmDiscard.State()
        XCTAssertTrue(screen(TodoList.State(rows: rows, destination: .editor(editor))).contains(KeyHints.confirm.text))
        XCTAssertTrue(screen(TodoList.State(rows: rows, destination: .help(Help.State()))).contains(KeyHints.help.text))
        XCTAssertTrue(screen(TodoList.State()).contains("press " + KeyHints.addRow.text))
        var marked = TodoList.State(rows: rows)
        marked.marks = ["a"]
        XCTAssertTrue(screen(marked).contains("1 marked — " + KeyHints.marks.text))
        XCTAssertEqual(KeyDispatch.outcome(for: .character("w"), in: marked), .explain("w does nothing here — " + KeyHints.listKeys.text))
    }
}
