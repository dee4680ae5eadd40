@testable import Features
@testable import Views
import XCTest

/// A status message's follow-up names the key the keymap binds, never one Features typed.
final class StatusMessageKeysTests: XCTestCase {
    func testTheFollowUpNamesTheBoundKey() {
        XCTAssertEqual(StatusMessage.undoing("Deleted “milk”", "brings it back").shown(), "Deleted “milk” — u brings it back")
        let timer = StatusMessage("Timer started on “milk”", followUp: .init(command: .row(.toggleTimer), label: "stops it"))
        XCTAssertEqual(timer.shown(), "Timer started on “milk” — t stops it")
        XCTAssertEqual(StatusMessage("Saved").shown(), "Saved")
    }

    func testARebindingChangesTheMessageAndAnUnboundActionIsNotNamed() {
        let rebound = Keymap(AppKeymap.keymap.bindings.compactMap { binding -> KeyBinding<AppMode, KeyCommand>? in
            var binding = binding
            if binding.action == .send(.view(.undo)) { binding.keys = [.ctrl("z")] }
            if binding.action == .command(.row(.toggleTimer)) { return nil }
            return binding
        })
        XCTAssertEqual(StatusMessage.undoing("Deleted “milk”", "brings it back").shown(in: rebound), "Deleted “milk” — Ctrl-Z brings it back")
        let timer = StatusMessage("Timer started on “milk”", followUp: .init(command: .row(.toggleTimer), label: "stops it"))
        XCTAssertEqual(timer.shown(in: rebound), "Timer started on “milk”")
    }
}
