import Core
import CoreTesting
@testable import Features
import XCTest

/// Opening another list on its own: the choices are read, then presented in a free slot; the
/// chosen list waits until the session takes it. Through the list: ``ListPickerTests``.
final class ListPickingTests: XCTestCase {
    private let choices = ListChoices(current: "/d/todo.txt", folder: ["/d/todo.txt", "/d/work.txt"])

    private func pickingStore(_ state: ListPicking.State = ListPicking.State()) -> TestStore<ListPicking.State, ListPicking.Action> {
        TestStore(initialState: state, reducer: { ListPicking() }, withDependencies: { [choices] in
            $0.lists = ListsClient { choices }
        })
    }

    func testTheChoicesReadArePresentedInTheFreeSlot() async {
        let store = pickingStore()
        await store.send(.open)
        await store.receive(.choicesFound(choices)) { [choices] in $0.destination = .lists(ListPicker.State(choices)) }
    }

    func testChoicesThatFindTheSlotTakenAreDropped() async {
        let store = pickingStore(ListPicking.State(destination: .help(Help.State())))
        await store.send(.open)
        await store.receive(.choicesFound(choices))
    }

    func testTheSessionTakesTheChosenList() async {
        let store = pickingStore(ListPicking.State(requested: "/d/work.txt"))
        await store.send(.requestTaken) { $0.requested = nil }
    }

    func testOnlyOpeningIsThePersons() {
        XCTAssertTrue(ListPicking.Action.open.isPersonal)
        XCTAssertFalse(ListPicking.Action.choicesFound(choices).isPersonal)
        XCTAssertFalse(ListPicking.Action.requestTaken.isPersonal)
    }
}
