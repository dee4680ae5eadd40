import Core
import CoreTesting
@testable import Features
import Storage
import XCTest

final class AddRowTests: XCTestCase {
    /// Exhaustive: a new row gets its id from the uuid dependency, today's creation date, and
    /// is appended, selected and focused.
    func testAppendSelectsAndFocusesTheNewRow() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"))), clock: clock)
        await store.send(.view(.addRow(.append))) {
            // Known by that id here; the file gets it only when the person asked for ids.
            let new = Row.State(item: TodoItem(id: "0000000000", writesID: false, text: "", creationDate: today))
            $0.content.insert(new, at: $0.rows.count)
            $0.selection = "0000000000"
            $0.focus = "0000000000"
            XCTAssertEqual($0.content.version, 1)
            $0.history.record(UndoEntry(label: "add", steps: [.insert(at: 1, RowContent(new))], typingRowID: "0000000000"))
        }
        await store.settleSave(clock)
    }

    func testInsertBelowTheSelection() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"), row("b", "two")), selection: "a"), clock: clock)
        store.exhaustivity = .off
        await store.send(.view(.addRow(.belowSelection)))
        XCTAssertEqual(store.state.rows.ids, ["a", "0000000000", "b"])
        store.skipInFlightEffects()
    }

    /// What a person adds is visible: the lens makes room and says so.
    func testTheLensWidensOrPrefillsSoTheNewRowIsVisible() async {
        let cases: [(lens: Lens, expectedLens: Lens, text: String, message: String?)] = [
            (Lens(status: .done), Lens(status: .all), "", "New row: showing all rows"),
            (Lens(status: .pending, project: "work"), Lens(status: .pending, project: "work"), "+work ", nil),
            (Lens(project: "home", context: "phone"), Lens(project: "home", context: "phone"), "+home @phone ", nil),
            (Lens(search: "milk"), Lens(), "", "New row: search cleared"),
        ]
        for testCase in cases {
            let clock = TestClock()
            let store = listStore(TodoList.State(rows: rows(row("a", "one +work", done: true)), lens: testCase.lens), clock: clock)
            store.exhaustivity = .off
            await store.send(.view(.addRow(.append)))
            let id = "0000000000"
            XCTAssertEqual(store.state.lens, testCase.expectedLens)
            XCTAssertEqual(store.state.rows[id: id]?.text, testCase.text)
            XCTAssertEqual(store.state.rows[id: id]?.cursor, testCase.text.count, "typing continues after the tags")
            XCTAssertNotNil(store.state.visibleOffset(of: id), "the new row is visible under \(testCase.lens)")
            XCTAssertEqual(store.state.message?.text, testCase.message)
            store.skipInFlightEffects()
        }
    }

    func testLeavingAnEmptyRowRemovesIt() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"))), clock: clock)
        store.exhaustivity = .off
        await store.send(.view(.addRow(.append)))
        await store.send(.view(.leaveField))
        XCTAssertEqual(store.state.rows.ids, ["a"])
        XCTAssertEqual(store.state.message, "Empty row removed")
        XCTAssertNil(store.state.focus)
        store.skipInFlightEffects()
    }
}

final class UndoRedoTests: XCTestCase {
    private func type(_ text: String, into id: String, _ store: TestStore<TodoList.State, TodoList.Action>) async {
        for character in text {
            await store.send(.rows(.element(id: id, action: .edit(.insert(String(character))))))
        }
    }

    /// Non-exhaustive: checks the rows after each undo and redo.
    func testConsecutiveTypingIsOneStepAndEveryChangeRoundTrips() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"), row("b", "two"), row("c", "three"))), clock: clock)
        store.exhaustivity = .off
        let original = store.state.rows

        await store.send(.view(.focusSelected))
        await type(" more", into: "a", store)
        await store.send(.view(.leaveField))
        await store.send(.view(.toggleDoneSelected))
        await store.send(.view(.moveSelection(.down)))
        await store.send(.view(.deleteSelected))
        await store.send(.view(.moveSelected(up: true)))
        let final = store.state.rows
        XCTAssertEqual(final.ids, ["c", "a"])
        XCTAssertEqual(store.state.history.undoStack.map(\.label), ["typing", "done", "delete", "move up"])

        for _ in 0..<4 { await store.send(.view(.undo)) }
        XCTAssertEqual(store.state.rows, original, "undo brings back every row where it was")
        await store.send(.view(.undo))
        XCTAssertEqual(store.state.message, "Nothing to undo")
        for _ in 0..<4 { await store.send(.view(.redo)) }
        XCTAssertEqual(store.state.rows.ids, final.ids)
        XCTAssertEqual(store.state.rows.map(\.item), final.map(\.item))
        XCTAssertEqual(ListMemo.fresh(rows: store.state.rows, lens: store.state.lens, today: store.state.today), store.state.memo)
        store.skipInFlightEffects()
    }

    func testUndoingADeleteRestoresTheRowAtItsPlaceUnderALens() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"), row("b", "two", done: true), row("c", "three")), lens: Lens(status: .pending)), clock: clock)
        store.exhaustivity = .off
        await store.send(.view(.delete(visibleOffsets: [1])))
        XCTAssertEqual(store.state.rows.ids, ["a", "b"])
        await store.send(.view(.undo))
        XCTAssertEqual(store.state.rows.ids, ["a", "b", "c"])
        XCTAssertEqual(store.state.visibleIDs, ["a", "c"])
        XCTAssertEqual(store.state.selection, "c")
        XCTAssertEqual(store.state.message, "Undid delete")
        store.skipInFlightEffects()
    }

    /// Rows apart from each other, removed at once, come back each at its place.
    func testUndoingADeleteOfRowsApartPutsEachBackAtItsPlace() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"), row("b", "two"), row("c", "three"), row("d", "four"), row("e", "five"))), clock: clock)
        store.exhaustivity = .off
        await store.send(.view(.select("b")))
        await store.send(.marks(.toggleSelected))
        await store.send(.view(.select("d")))
        await store.send(.marks(.toggleSelected))
        await store.send(.view(.deleteSelected))
        XCTAssertEqual(store.state.rows.ids, ["a", "c", "e"])
        await store.send(.view(.undo))
        XCTAssertEqual(store.state.rows.ids, ["a", "b", "c", "d", "e"])
        await store.send(.view(.redo))
        XCTAssertEqual(store.state.rows.ids, ["a", "c", "e"])
        store.skipInFlightEffects()
    }

    /// A row added and typed into is one step: undo takes the row away, redo brings it back
    /// with its text; no undo leaves an empty row for the next save to write.
    func testUndoingAnAddedRowTakesItAwayWithItsText() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"))), clock: clock)
        store.exhaustivity = .off
        await store.send(.view(.addRow(.append)))
        await type("milk", into: "0000000000", store)
        await store.send(.view(.leaveField))
        XCTAssertEqual(store.state.history.undoStack.map(\.label), ["add"])
        await store.send(.view(.undo))
        XCTAssertEqual(store.state.rows.map(\.text), ["one"])
        XCTAssertEqual(store.state.message, "Undid add")
        await store.send(.view(.redo))
        XCTAssertEqual(store.state.rows.map(\.text), ["one", "milk"])
        XCTAssertNil(store.state.focus)
        store.skipInFlightEffects()
    }

    /// A row left empty is removed: after an add, nothing is left to undo; after typing that
    /// emptied a row, one undo brings the row back with its text.
    func testAnEmptiedRowsRemovalLeavesNoEmptyRowToUndo() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"))), clock: clock)
        store.exhaustivity = .off
        await store.send(.view(.addRow(.append)))
        await store.send(.view(.leaveField))
        XCTAssertEqual(store.state.history.undoStack.map(\.label), [], "the add and its removal cancel out")
        await store.send(.view(.addRow(.append)))
        await type("x", into: "1000000000", store)
        await store.send(.rows(.element(id: "1000000000", action: .edit(.deleteBackward))))
        await store.send(.view(.leaveField))
        XCTAssertEqual(store.state.rows.map(\.text), ["one"])
        XCTAssertEqual(store.state.history.undoStack.map(\.label), [])

        await store.send(.view(.select("a")))
        await store.send(.view(.focusSelected))
        await store.send(.rows(.element(id: "a", action: .edit(.moveEnd))))
        for _ in 0..<3 { await store.send(.rows(.element(id: "a", action: .edit(.deleteBackward)))) }
        await store.send(.view(.leaveField))
        XCTAssertEqual(store.state.rows.map(\.text), [])
        await store.send(.view(.undo))
        XCTAssertEqual(store.state.rows.map(\.text), ["one"], "one undo: the row with its text")
        store.skipInFlightEffects()
    }

    func testANewChangeClearsRedo() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"))), clock: clock)
        store.exhaustivity = .off
        await store.send(.view(.toggleDoneSelected))
        await store.send(.view(.undo))
        XCTAssertEqual(store.state.history.redoStack.count, 1)
        await store.send(.view(.toggleDoneSelected))
        XCTAssertEqual(store.state.history.redoStack.count, 0)
        store.skipInFlightEffects()
    }
}

final class SaveFailureTests: XCTestCase {
    func testAFailedSaveKeepsTheDataSaysSoAndRetries() async {
        struct DiskFull: Error, CustomStringConvertible { var description: String { "the disk is full" } }
        let clock = TestClock()
        let client = StorageClient(save: { _ in throw DiskFull() })
        let store = TestStore(initialState: TodoList.State(rows: rows(row("a", "one"))), reducer: { TodoList() }, withDependencies: {
            $0.randomBits = .incrementing(); $0.now = .constant(testNow); $0.clock = clock; $0.storage = client
        })
        store.exhaustivity = .off
        await store.send(.view(.toggleDoneSelected))
        await clock.advance(by: Saving.debounce)
        await store.receive(.saving(.saveDue))
        await store.receive(.saving(.saveFinished(.failed("the disk is full"))))
        XCTAssertEqual(store.state.message, "Not saved: the disk is full. Your changes are kept; Lista will try again.")
        XCTAssertTrue(store.state.hasUnsavedChanges)
        XCTAssertEqual(store.state.rows[id: "a"]?.isDone, true)
        await clock.advance(by: Saving.retry)
        await store.receive(.saving(.saveDue))
        await store.receive(.saving(.saveFinished(.failed("the disk is full"))))
        store.skipInFlightEffects()
    }

    func testASaveThatSucceedsAfterAFailureClearsTheNotSavedLine() async {
        struct DiskFull: Error, CustomStringConvertible { var description: String { "the disk is full" } }
        let clock = TestClock()
        let diskFull = Locked(true)
        let client = StorageClient(save: { _ in
            if diskFull.withLock({ $0 }) { throw DiskFull() }
            return SaveOutcome()
        })
        let store = TestStore(initialState: TodoList.State(rows: rows(row("a", "one"))), reducer: { TodoList() }, withDependencies: {
            $0.randomBits = .incrementing(); $0.now = .constant(testNow); $0.clock = clock; $0.storage = client
        })
        store.exhaustivity = .off
        await store.send(.view(.toggleDoneSelected))
        await clock.advance(by: Saving.debounce)
        await store.receive(.saving(.saveDue))
        await store.receive(.saving(.saveFinished(.failed("the disk is full"))))
        XCTAssertEqual(store.state.message?.text.hasPrefix("Not saved"), true)
        // The disk is freed; the watcher's signal makes the save that succeeds.
        diskFull.withLock { $0 = false }
        await store.send(.saving(.fileChangedOutside))
        await store.receive({ if case .saving(.saveFinished(.saved)) = $0 { true } else { false } })
        XCTAssertFalse(store.state.hasUnsavedChanges)
        XCTAssertNil(store.state.persistence.failure)
        XCTAssertEqual(store.state.message, "Saved: the file holds your changes again.")
        store.skipInFlightEffects()
    }

    func testTheWatchersSignalStartsAReload() async {
        let clock = TestClock()
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        let reloads = Locked(0)
        let client = StorageClient(save: { _ in SaveOutcome() }, reload: { _ in
            reloads.withLock { $0 += 1 }
            return SaveOutcome()
        }, externalChanges: { stream })
        let store = TestStore(initialState: TodoList.State(rows: rows(row("a", "one"))), reducer: { TodoList() }, withDependencies: {
            $0.randomBits = .incrementing(); $0.now = .constant(testNow); $0.clock = clock; $0.storage = client
        })
        await store.send(.saving(.startWatching))
        continuation.yield()
        await store.receive(.saving(.fileChangedOutside), assert: { $0.persistence.isSaving = true })
        await store.receive(.saving(.saveFinished(.reloaded(SaveOutcome()))), assert: { $0.persistence.isSaving = false })
        XCTAssertEqual(reloads.withLock { $0 }, 1)
        continuation.finish()
        await store.finish()
    }
}

final class LeaveFieldTests: XCTestCase {
    /// Regression (found by the monkey test): text typed as "due:2026-12-24" stayed text in
    /// memory but became the due field when the file was read back.
    func testTagsListaKeepsAsFieldsBecomeFieldsWhenLeavingTheField() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "pay"))), clock: clock)
        store.exhaustivity = .off
        await store.send(.view(.focusSelected))
        await store.send(.rows(.element(id: "a", action: .edit(.insert(" rent due:2026-12-24 tracked:60")))))
        XCTAssertEqual(store.state.rows[id: "a"]?.text, "pay rent due:2026-12-24 tracked:60", "while typing, the text is as typed")
        await store.send(.view(.leaveField))
        XCTAssertEqual(store.state.rows[id: "a"]?.text, "pay rent")
        XCTAssertEqual(store.state.rows[id: "a"]?.item.due, TodoDate(year: 2026, month: 12, day: 24))
        XCTAssertEqual(store.state.rows[id: "a"]?.item.trackedSeconds, 60)
        XCTAssertEqual(store.state.rows[id: "a"]?.item.line, TodoItem(parsing: store.state.rows[id: "a"]!.item.line).line)
        store.skipInFlightEffects()
    }

    /// "(A) pay rent" typed into a new row lost its priority: the row's creation date
    /// went first in the line and the "(A)" stayed text. todo.txt wants the priority first.
    func testAPriorityTypedIntoANewRowIsThePriority() async {
        let store = listStore(TodoList.State(rows: rows(row("a", "pay"))), clock: TestClock())
        store.exhaustivity = .off
        await store.send(.view(.addRow(.append)))
        guard let id = store.state.focus else { return XCTFail("a new row starts with its field active") }
        await store.send(.rows(.element(id: id, action: .edit(.insert("(A) pay rent")))))
        await store.send(.view(.leaveField))
        let item = store.state.rows[id: id]?.item
        XCTAssertEqual(item?.priority, "A")
        XCTAssertEqual(item?.text, "pay rent")
        XCTAssertEqual(item?.line.hasPrefix("(A) "), true, item?.line ?? "")
        store.skipInFlightEffects()
    }
}
