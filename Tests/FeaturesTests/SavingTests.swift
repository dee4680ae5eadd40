import Collections
import Core
import CoreTesting
@testable import Features
import Storage
import XCTest

/// Saving on its own: its actions on the list's state, with storage answering as each test
/// says. Every one of them is the background's.
final class SavingTests: XCTestCase {
    private struct DiskFull: Error, CustomStringConvertible {
        var description: String { "the disk is full" }
    }

    private func changedList() -> TodoList.State {
        var state = TodoList.State(rows: rows(row("a", "buy milk"), row("b", "call Bob")))
        state.content.modify(id: "a") { $0.item.text = "buy oat milk" }
        return state
    }

    private func savingStore(_ state: TodoList.State, clock: TestClock, storage: StorageClient) -> TestStore<TodoList.State, Saving.Action> {
        TestStore(initialState: state, reducer: { Saving() }, withDependencies: {
            $0.clock = clock
            $0.storage = storage
        })
    }

    /// A save that fails keeps the rows and says so; the retry after ``Saving/retry`` writes
    /// them, and the status line says the file holds them again.
    func testAFailedSaveKeepsTheRowsAndTriesAgain() async {
        let clock = TestClock()
        let attempts = Locked(0)
        let written = Locked<[TodoItem]>([])
        let storage = StorageClient(save: { request in
            let attempt = attempts.withLock { $0 += 1; return $0 }
            if attempt == 1 { throw DiskFull() }
            written.withLock { $0 = Array(request.rows) }
            return SaveOutcome()
        })
        let state = changedList()
        let version = state.content.version
        XCTAssertTrue(state.hasUnsavedChanges)
        let store = savingStore(state, clock: clock, storage: storage)
        await store.send(.saveDue) { $0.persistence.isSaving = true }
        await store.receive(.saveFinished(.failed("the disk is full"))) {
            $0.persistence.isSaving = false
            $0.persistence.failure = "the disk is full"
            $0.message = "Not saved: the disk is full. Your changes are kept; Lista will try again."
        }
        XCTAssertTrue(store.state.hasUnsavedChanges, "the rows are kept")
        await clock.advance(by: Saving.retry)
        await store.receive(.saveDue) { $0.persistence.isSaving = true }
        await store.receive(.saveFinished(.saved(version: version, outcome: SaveOutcome()))) {
            $0.persistence.isSaving = false
            $0.persistence.failure = nil
            $0.persistence.savedVersion = version
            $0.message = "Saved: the file holds your changes again."
        }
        XCTAssertFalse(store.state.hasUnsavedChanges)
        XCTAssertEqual(written.withLock { $0.map(\.text) }, ["buy oat milk", "call Bob"])
    }

    /// The watcher's news during a save waits for it; then the file is read and merged.
    func testAnOutsideChangeDuringASaveIsReadAfterIt() async {
        let clock = TestClock()
        let reloads = Locked(0)
        var state = changedList()
        let items = state.rows.map(\.item)
        let changes = RowChanges.between(ours: items, merged: items + [TodoItem(id: "c", text: "from outside")])
        var storage = StorageClient(save: { _ in SaveOutcome() })
        storage.reload = { _ in
            reloads.withLock { $0 += 1 }
            return SaveOutcome(changes: changes, generation: 1)
        }
        state.persistence.isSaving = true
        let store = savingStore(state, clock: clock, storage: storage)
        await store.send(.fileChangedOutside)
        XCTAssertTrue(store.state.storageSync.outsideChangePending, "it waits for the save under way")
        XCTAssertEqual(reloads.withLock { $0 }, 0)
        let version = store.state.content.version
        await store.send(.saveFinished(.saved(version: version, outcome: SaveOutcome()))) {
            $0.persistence.savedVersion = version
            // The save is over and nothing is left to write: the watcher's change is read now.
            $0.persistence.isSaving = true
        }
        await store.receive({ if case .saveFinished(.reloaded) = $0 { true } else { false } }) {
            $0.persistence.isSaving = false
            $0.insertRow(Row.State(item: TodoItem(id: "c", text: "from outside")), at: 2)
            $0.persistence.savedVersion = $0.content.version
            $0.message = "The file changed outside Lista: 1 added"
        }
        XCTAssertEqual(reloads.withLock { $0 }, 1)
        XCTAssertEqual(store.state.storageGeneration, 1)
        XCTAssertFalse(store.state.hasUnsavedChanges, "a reload writes nothing")
    }

    /// Watching: each change the watcher reports is a reload (nothing here to write).
    func testTheWatcherSendsEachOutsideChange() async {
        let clock = TestClock()
        var storage = StorageClient(save: { _ in SaveOutcome() })
        storage.externalChanges = { AsyncStream { $0.yield(); $0.finish() } }
        let store = savingStore(TodoList.State(rows: rows(row("a", "buy milk"))), clock: clock, storage: storage)
        await store.send(.startWatching)
        await store.receive(.fileChangedOutside) { $0.persistence.isSaving = true }
        await store.receive(.saveFinished(.reloaded(SaveOutcome()))) { $0.persistence.isSaving = false }
    }
}
