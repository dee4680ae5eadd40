import CoreTesting
@testable import Features
import XCTest

/// Choosing a priority on its own: `p` waits for a letter, Esc leaves it, and a change is handed
/// to the list, which changes the rows (``PriorityTests``).
final class PriorityChoiceTests: XCTestCase {
    private func choiceStore(showsARow: Bool = true) -> TestStore<PriorityChoice.State, PriorityChoice.Action> {
        TestStore(initialState: PriorityChoice.State(showsARow: showsARow), reducer: { PriorityChoice() })
    }

    func testALetterEndsTheWaitAndIsHandedToTheList() async {
        let store = choiceStore()
        await store.send(.view(.choose)) {
            $0.isChoosing = true
            $0.message = "Priority: type a letter A–Z, - for none, Esc to leave it"
        }
        await store.send(.view(.change(.set("C")))) { $0.isChoosing = false }
        await store.receive(.delegate(.change(.set("C"))))
    }

    func testEscLeavesTheWaitAndClearsTheLine() async {
        let store = choiceStore()
        await store.send(.view(.choose)) {
            $0.isChoosing = true
            $0.message = "Priority: type a letter A–Z, - for none, Esc to leave it"
        }
        await store.send(.view(.cancel)) {
            $0.isChoosing = false
            $0.message = nil
        }
    }

    func testWithNoRowShownNothingIsAwaited() async {
        let store = choiceStore(showsARow: false)
        await store.send(.view(.choose)) { $0.message = "No row to give a priority: the list shows no rows" }
    }

    /// `+` and `-` outside the wait change the priority at once.
    func testRaisingIsHandedOverWithoutAWait() async {
        let store = choiceStore()
        await store.send(.view(.change(.raise)))
        await store.receive(.delegate(.change(.raise)))
    }
}
