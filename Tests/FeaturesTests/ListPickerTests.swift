import Core
import CoreTesting
@testable import Features
import Storage
import XCTest

final class ListPickerTests: XCTestCase {
    private let choices = ListChoices(current: "/d/todo.txt", folder: ["/d/home.txt", "/d/todo.txt", "/d/work.txt"],
                                      recent: ["/d/todo.txt", "/elsewhere/shop.txt", "/d/work.txt"])

    private func pickerStore(_ clock: TestClock) -> TestStore<TodoList.State, TodoList.Action> {
        TestStore(initialState: TodoList.State(rows: rows(Row.State(item: TodoItem(id: "a", text: "row")))),
                  reducer: { TodoList() }, withDependencies: { [choices] in
            $0.randomBits = .incrementing()
            $0.now = .constant(testNow)
            $0.clock = clock
            $0.storage = StorageClient.inMemory().client
            $0.lists = ListsClient { choices }
        })
    }

    private func picker(_ action: ListPicker.Action) -> TodoList.Action {
        .destination(.presented(.lists(action)))
    }

    private func open(_ store: TestStore<TodoList.State, TodoList.Action>) async {
        await store.send(.lists(.open))
        await store.receive(.lists(.choicesFound(choices))) { [choices] in
            $0.destination = .lists(ListPicker.State(choices))
        }
    }

    func testThePickerOffersTheFolderThenTheRecentListsNotInItStartingOnTheCurrentOne() {
        let state = ListPicker.State(choices)
        XCTAssertEqual(state.options, [
            ListPicker.Option(path: "/d/home.txt", isRecent: false),
            ListPicker.Option(path: "/d/todo.txt", isRecent: false),
            ListPicker.Option(path: "/d/work.txt", isRecent: false),
            ListPicker.Option(path: "/elsewhere/shop.txt", isRecent: true),
        ])
        XCTAssertEqual(state.highlighted, 1)
        XCTAssertTrue(state.isCurrent(state.options[1]))
        XCTAssertFalse(state.isCurrent(state.options[0]))
    }

    func testChoosingAnotherListClosesThePickerAndRequestsThatList() async {
        let store = pickerStore(TestClock())
        await open(store)
        await store.send(picker(.highlightNext)) { Self.highlight(&$0, 2) }
        await store.send(picker(.choose))
        await store.receive(picker(.delegate(.open("/d/work.txt")))) {
            $0.destination = nil
            $0.requestedList = "/d/work.txt"
        }
        await store.send(.lists(.requestTaken)) { $0.requestedList = nil }
    }

    func testChoosingTheCurrentListJustClosesThePicker() async {
        let store = pickerStore(TestClock())
        await open(store)
        await store.send(picker(.choose))
        await store.receive(.destination(.dismiss)) { $0.destination = nil }
    }

    func testTheHighlightStopsAtBothEnds() async {
        let store = pickerStore(TestClock())
        await open(store)
        await store.send(picker(.highlightPrevious)) { Self.highlight(&$0, 0) }
        await store.send(picker(.highlightPrevious))
        for expected in [1, 2, 3] {
            await store.send(picker(.highlightNext)) { Self.highlight(&$0, expected) }
        }
        await store.send(picker(.highlightNext))
    }

    private static func highlight(_ state: inout TodoList.State, _ offset: Int) {
        state.destination?.modify(.lists) { $0.highlighted = offset }
    }

    func testCloseAndEscDismissThePickerThroughTheSlot() async {
        let store = pickerStore(TestClock())
        await open(store)
        await store.send(picker(.close))
        await store.receive(.destination(.dismiss)) { $0.destination = nil }
        await open(store)
        await store.send(.destination(.dismiss)) { $0.destination = nil }
    }

    func testOpeningThePickerWhileEditingARowKeepsTheEditUnderIt() async {
        let store = pickerStore(TestClock())
        store.exhaustivity = .off
        await store.send(.view(.focusSelected))
        await store.send(.rows(.element(id: "a", action: .edit(.moveEnd))))
        await store.send(.rows(.element(id: "a", action: .edit(.insert("!")))))
        await open(store)
        await store.send(.destination(.dismiss)) { $0.destination = nil }
        XCTAssertEqual(store.state.focus, "a")
        XCTAssertEqual(store.state.rows[id: "a"]?.item.text, "row!")
    }

    func testChoicesThatArriveWhenTheSlotIsTakenAreDropped() async {
        let store = pickerStore(TestClock())
        await store.send(.view(.open(.help))) { $0.destination = .help(Help.State()) }
        await store.send(.lists(.open))
        await store.receive(.lists(.choicesFound(choices)))
    }

    /// The mouse: a click on an option is that option chosen, through the same delegate.
    func testTappingAnOptionHighlightsAndOpensIt() async {
        let store = pickerStore(TestClock())
        await open(store)
        await store.send(picker(.tapped(3))) {
            $0.destination?.modify(.lists) { $0.highlighted = 3 }
        }
        await store.receive(picker(.delegate(.open("/elsewhere/shop.txt")))) {
            $0.destination = nil
            $0.requestedList = "/elsewhere/shop.txt"
        }
        await store.send(.lists(.requestTaken)) { $0.requestedList = nil }
        await open(store)
        await store.send(picker(.tapped(9)))  // below the last option: nothing
        await store.send(picker(.close))
        await store.receive(.destination(.dismiss)) { $0.destination = nil }
    }
}
