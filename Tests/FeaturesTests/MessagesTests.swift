import CoreTesting
@testable import Features
import XCTest

/// The status line on its own: a line shown is kept in the log, an empty one clears the line,
/// and the session's clearing leaves the log (the messages page reads it: ``DestinationTests``).
final class MessagesTests: XCTestCase {
    func testALineShownIsLoggedAndClearingKeepsTheLog() async {
        let store = TestStore(initialState: Messages.State(), reducer: { Messages() })
        await store.send(.show("first")) { $0.message = "first" }
        await store.send(.dismiss) { $0.message = nil }
        await store.send(.show(""))
        await store.send(.show("second")) { $0.message = "second" }
        XCTAssertEqual(store.state.log.recent.map(\.text), ["first", "second"])
    }

    func testTheSessionsClearingIsNotThePersons() {
        XCTAssertTrue(TodoList.Action.messages(.show("why")).isPersonal)
        XCTAssertFalse(TodoList.Action.messages(.dismiss).isPersonal)
    }
}
