import Foundation
import Views
import XCTest

final class KeymapTests: XCTestCase {
    private enum Mode: Hashable { case list, field, sheet }
    private enum Action: Equatable { case down, up, add, quit, dismiss, save, toggle }

    private let keymap = Keymap<Mode, Action>([
        KeyBinding("b", [.character("j"), .down], in: [.list], .down, help: "down"),
        KeyBinding("b", [.character("k"), .up], in: [.list], .up, help: "up"),
        KeyBinding("b", [.character("a")], in: [.list], .add, help: "add"),
        KeyBinding("b", [.character("x"), .character(" ")], in: [.list], .toggle, help: "done", inHint: false),
        KeyBinding("b", [.escape], in: [.sheet, .field], .dismiss, help: "close"),
        KeyBinding("b", [.enter], in: [.sheet], .save, help: "save"),
        KeyBinding("b", [.character("q"), .ctrl("c")], in: [.list], .quit, help: "quit"),
    ])

    func testLookupIsPerMode() {
        XCTAssertEqual(keymap.action(for: .character("j"), in: .list), .down)
        XCTAssertEqual(keymap.action(for: .down, in: .list), .down)
        XCTAssertNil(keymap.action(for: .character("j"), in: .sheet), "list keys do not leak through an overlay")
        XCTAssertNil(keymap.action(for: .character("j"), in: .field), "typed text is the caller's")
        XCTAssertEqual(keymap.action(for: .escape, in: .field), .dismiss)
        XCTAssertEqual(keymap.action(for: .ctrl("c"), in: .list), .quit)
        XCTAssertTrue(keymap.conflicts.isEmpty)
    }

    func testHelpAndHintComeFromTheSameTable() {
        XCTAssertEqual(keymap.bindings(in: .sheet).map(\.keysDescription), ["Esc", "Enter"])
        XCTAssertEqual(keymap.bindings(in: .list).map(\.keysDescription), ["j/Down", "k/Up", "a", "x/Space", "q/Ctrl-C"])
        XCTAssertEqual(keymap.hint(in: .list, width: 80), "j/Down down  k/Up up  a add  q/Ctrl-C quit")
        XCTAssertEqual(keymap.hint(in: .list, width: 20), "j/Down down  k/Up up")
        XCTAssertEqual(keymap.hint(in: .list, width: 5), "")
    }

    /// Hints are kept once made: each mode and width keeps its own, asked again or asked after
    /// more widths than are kept.
    func testAHintKeptIsTheHintForItsModeAndWidth() {
        let fresh = Keymap<Mode, Action>(keymap.bindings)
        XCTAssertEqual(fresh.hint(in: .list, width: 20), "j/Down down  k/Up up")
        XCTAssertEqual(fresh.hint(in: .sheet, width: 20), "Esc close", "the same width, another mode")
        XCTAssertEqual(fresh.hint(in: .list, width: 20), "j/Down down  k/Up up")
        for width in 0..<600 {
            XCTAssertEqual(fresh.hint(in: .list, width: width), Keymap<Mode, Action>(keymap.bindings).hint(in: .list, width: width))
        }
        XCTAssertEqual(fresh.hint(in: .sheet, width: 80), "Esc close  Enter save")
    }

    func testConflictsAreReportedAndTheFirstBindingWins() {
        let clashing = Keymap<Mode, Action>([
            KeyBinding("b", [.character("d")], in: [.list], .toggle, help: "delete"),
            KeyBinding("b", [.character("d")], in: [.list, .sheet], .add, help: "duplicate"),
        ])
        XCTAssertEqual(clashing.conflicts, ["d in list: \"delete\" and \"duplicate\""])
        XCTAssertEqual(clashing.action(for: .character("d"), in: .list), .toggle)
        XCTAssertEqual(clashing.action(for: .character("d"), in: .sheet), .add)
    }

    func testAKeymapFirstAskedFromManyThreadsAtOnceAnswersTheSameEverywhere() {
        let fresh = Keymap<Mode, Action>(keymap.bindings)
        let answers = Answers()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            let key: Key = thread.isMultiple(of: 2) ? .character("j") : .escape
            let mode: Mode = thread.isMultiple(of: 2) ? .list : .field
            answers.add(fresh.action(for: key, in: mode))
        }
        XCTAssertEqual(answers.all.filter { $0 == .down }.count, 4)
        XCTAssertEqual(answers.all.filter { $0 == .dismiss }.count, 4)
        XCTAssertEqual(fresh.conflicts, [])
    }

    func testACopyAnswersAsTheKeymapItWasCopiedFrom() {
        let copy = keymap
        XCTAssertEqual(copy.action(for: .character("a"), in: .list), .add)
        XCTAssertEqual(keymap.action(for: .character("a"), in: .list), .add)
        XCTAssertNil(copy.action(for: .character("a"), in: .sheet))
    }

    private final class Answers: @unchecked Sendable {
        private let lock = NSLock()
        private var answers: [Action?] = []
        func add(_ answer: Action?) { lock.withLock { answers.append(answer) } }
        var all: [Action?] { lock.withLock { answers } }
    }
}
