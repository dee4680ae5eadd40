import Core
import CoreTesting
@testable import Features
import Storage
import XCTest

/// What a save says though no row came from outside: the list changed owner.
final class SaveWarningTests: XCTestCase {
    func testASaveThatMadeTheListThisUsersSaysSo() async {
        let clock = TestClock()
        let warning = LoadWarning.ownerChanged(path: "/srv/team/todo.txt", owner: 1002)
        let client = StorageClient(save: { _ in SaveOutcome(warnings: [warning]) })
        let store = TestStore(initialState: TodoList.State(rows: rows(row("a", "one"))), reducer: { TodoList() }, withDependencies: {
            $0.randomBits = .incrementing(); $0.now = .constant(testNow); $0.clock = clock; $0.storage = client
        })
        store.exhaustivity = .off
        await store.send(.view(.toggleDoneSelected))
        await clock.advance(by: Saving.debounce)
        await store.receive(.saving(.saveDue))
        await store.receive(.saving(.saveFinished(.saved(version: 1, outcome: SaveOutcome(warnings: [warning])))))
        XCTAssertEqual(store.state.message, StatusMessage(warning.message))
        XCTAssertFalse(store.state.hasUnsavedChanges)
        await store.finish()
    }
}
