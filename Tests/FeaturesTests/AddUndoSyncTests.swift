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
        await store.send(.addRow(.append)) {
            let new = Row.State(item: TodoItem(id: "0000000000", text: "", creationDate: today))
            $0.rows.append(new)
            $0.selection = "0000000000"
            $0.focus = "0000000000"
            $0.persistence.version = 1
            $0.history.record(UndoEntry(label: "add", steps: [.insert(RowContent(new), at: 1)]))
        }
        await store.settleSave(clock)
    }

    func testInsertBelowTheSelection() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"), row("b", "two")), selection: "a"), clock: clock)
        store.exhaustivity = .off
        await store.send(.addRow(.belowSelection))
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
            await store.send(.addRow(.append))
            let id = "0000000000"
            XCTAssertEqual(store.state.lens, testCase.expectedLens)
            XCTAssertEqual(store.state.rows[id: id]?.text, testCase.text)
            XCTAssertEqual(store.state.rows[id: id]?.cursor, testCase.text.count, "typing continues after the tags")
            XCTAssertNotNil(store.state.visibleOffset(of: id), "the new row is visible under \(testCase.lens)")
            XCTAssertEqual(store.state.message, testCase.message)
            store.skipInFlightEffects()
        }
    }

    func testLeavingAnEmptyRowRemovesIt() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"))), clock: clock)
        store.exhaustivity = .off
        await store.send(.addRow(.append))
        await store.send(.leaveField)
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

        await store.send(.focusSelected)
        await type(" more", into: "a", store)
        await store.send(.leaveField)
        await store.send(.toggleDoneSelected)
        await store.send(.moveSelection(.down))
        await store.send(.deleteSelected)
        await store.send(.moveSelected(up: true))
        let final = store.state.rows
        XCTAssertEqual(final.ids, ["c", "a"])
        XCTAssertEqual(store.state.history.undoStack.map(\.label), ["typing", "done", "delete", "move up"])

        for _ in 0..<4 { await store.send(.undo) }
        XCTAssertEqual(store.state.rows, original, "undo brings back every row where it was")
        await store.send(.undo)
        XCTAssertEqual(store.state.message, "Nothing to undo")
        for _ in 0..<4 { await store.send(.redo) }
        XCTAssertEqual(store.state.rows.ids, final.ids)
        XCTAssertEqual(store.state.rows.map(\.item), final.map(\.item))
        XCTAssertEqual(ListMemo.fresh(rows: store.state.rows, lens: store.state.lens), store.state.memo)
        store.skipInFlightEffects()
    }

    func testUndoingADeleteRestoresTheRowAtItsPlaceUnderALens() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"), row("b", "two", done: true), row("c", "three")), lens: Lens(status: .pending)), clock: clock)
        store.exhaustivity = .off
        await store.send(.delete(visibleOffsets: [1]))
        XCTAssertEqual(store.state.rows.ids, ["a", "b"])
        await store.send(.undo)
        XCTAssertEqual(store.state.rows.ids, ["a", "b", "c"])
        XCTAssertEqual(store.state.visibleIDs, ["a", "c"])
        XCTAssertEqual(store.state.selection, "c")
        XCTAssertEqual(store.state.message, "Undid delete")
        store.skipInFlightEffects()
    }

    func testANewChangeClearsRedo() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"))), clock: clock)
        store.exhaustivity = .off
        await store.send(.toggleDoneSelected)
        await store.send(.undo)
        XCTAssertEqual(store.state.history.redoStack.count, 1)
        await store.send(.toggleDoneSelected)
        XCTAssertEqual(store.state.history.redoStack.count, 0)
        store.skipInFlightEffects()
    }
}

final class SyncTests: XCTestCase {
    /// Policy: the focused row keeps the person's text and cursor; the file's other fields
    /// (done, priority...) are taken. Other rows update in place; new rows append; rows the
    /// file dropped are removed; selection and focus stay.
    func testSyncWhileEditingKeepsTheEdit() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"), row("b", "two"), row("c", "three")), selection: "b"), clock: clock)
        store.exhaustivity = .off
        await store.send(.focusSelected)
        await store.send(.rows(.element(id: "b", action: .edit(.insert(" and a half")))))
        await store.send(.rows(.element(id: "b", action: .edit(.moveLeft))))
        await store.settleSave(clock)

        var theirB = TodoItem(id: "b", text: "two (edited outside)")
        theirB.complete(on: today)
        let incoming = [
            TodoItem(id: "c", text: "three, renamed outside"),
            theirB,
            TodoItem(id: "d", text: "added by todo.sh"),
        ]
        await store.send(.externalChange(incoming))

        XCTAssertEqual(store.state.rows.ids, ["b", "c", "d"], "a removed, c updated in place, d appended")
        XCTAssertEqual(store.state.rows[id: "b"]?.text, "two and a half", "the focused row keeps the text")
        XCTAssertEqual(store.state.rows[id: "b"]?.cursor, 13, "and the cursor")
        XCTAssertEqual(store.state.rows[id: "b"]?.isDone, true, "the file's other fields are taken")
        XCTAssertEqual(store.state.rows[id: "c"]?.text, "three, renamed outside")
        XCTAssertEqual(store.state.focus, "b")
        XCTAssertEqual(store.state.selection, "b")
        XCTAssertEqual(store.state.message, "The file changed outside Lista: 1 added, 2 changed, 1 removed")
        XCTAssertEqual(ListMemo.fresh(rows: store.state.rows, lens: store.state.lens), store.state.memo)

        await store.send(.undo)
        XCTAssertEqual(store.state.rows.ids, ["b", "c", "d"], "undo never reverts what the file brought")
        XCTAssertEqual(store.state.rows[id: "b"]?.text, "two", "it undoes the person's own typing")
        XCTAssertEqual(store.state.rows[id: "b"]?.isDone, true, "on top of the file's change to the row")
        store.skipInFlightEffects()
    }

    /// Issue 11: toggle a row, then todo.sh archives a done row and adds one; `u` undid the
    /// outside change (bringing the archived row back) instead of the person's toggle.
    func testUndoAfterAnOutsideArchiveUndoesTheOwnToggleAndTheArchivedRowStaysGone() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "mine"), row("b", "archived soon", done: true))), clock: clock)
        store.exhaustivity = .off
        await store.send(.toggleDoneSelected)
        XCTAssertEqual(store.state.rows[id: "a"]?.isDone, true)
        await store.settleSave(clock)
        var mine = TodoItem(id: "a", text: "mine")
        mine.complete(on: today)
        await store.send(.externalChange([mine, TodoItem(id: "c", text: "added by todo.sh")]))
        XCTAssertEqual(store.state.rows.ids, ["a", "c"])
        await store.send(.undo)
        XCTAssertEqual(store.state.rows[id: "a"]?.isDone, false, "the person's own toggle is undone")
        XCTAssertEqual(store.state.rows.ids, ["a", "c"], "the archived row stays archived, the added one stays")
        XCTAssertEqual(store.state.message, "Undid done")
        store.skipInFlightEffects()
    }

    /// An older step applies on top of what the file brought: undoing a toggle reopens the row
    /// and keeps the text another program wrote meanwhile.
    func testUndoingAToggleKeepsATextEditedOutsideMeanwhile() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "first words"))), clock: clock)
        store.exhaustivity = .off
        await store.send(.toggleDoneSelected)
        await store.settleSave(clock)
        var theirs = TodoItem(id: "a", text: "words from outside")
        theirs.complete(on: today)
        await store.send(.externalChange([theirs]))
        await store.send(.undo)
        XCTAssertEqual(store.state.rows[id: "a"]?.isDone, false)
        XCTAssertEqual(store.state.rows[id: "a"]?.text, "words from outside")
        store.skipInFlightEffects()
    }

    func testRowsAddedHereAndNotYetSavedAreKept() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"))), clock: clock)
        store.exhaustivity = .off
        await store.send(.addRow(.append))
        await store.send(.rows(.element(id: "0000000000", action: .edit(.insert("mine")))))
        await store.send(.externalChange([TodoItem(id: "a", text: "one"), TodoItem(id: "z", text: "theirs")]))
        XCTAssertEqual(store.state.rows.ids, ["a", "0000000000", "z"])
        store.skipInFlightEffects()
    }

    func testARowDeletedHereIsNotBroughtBackByAnOldFile() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"), row("b", "two"))), clock: clock)
        store.exhaustivity = .off
        await store.send(.delete(visibleOffsets: [1]))
        await store.send(.externalChange([TodoItem(id: "a", text: "one"), TodoItem(id: "b", text: "two")]))
        XCTAssertEqual(store.state.rows.ids, ["a"])
        store.skipInFlightEffects()
    }

    func testTheFocusedRowIsNeverDeletedFromUnderThePerson() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"), row("b", "two")), selection: "b"), clock: clock)
        store.exhaustivity = .off
        await store.send(.focusSelected)
        await store.send(.externalChange([TodoItem(id: "a", text: "one")]))
        XCTAssertEqual(store.state.rows.ids, ["a", "b"])
        store.skipInFlightEffects()
    }

    func testASaveThatMergedOutsideChangesSyncsThem() async {
        let clock = TestClock()
        let client = StorageClient(
            save: { items, _ in SaveOutcome(merged: items + [TodoItem(id: "x", text: "from todo.sh")], notes: ["1 row added outside was merged"]) },
            externalChanges: { AsyncStream { $0.finish() } })
        let store = TestStore(initialState: TodoList.State(rows: rows(row("a", "one"))), reducer: { TodoList() }, withDependencies: {
            $0.uuid = .incrementing(); $0.now = .constant(testNow); $0.clock = clock; $0.storage = client
        })
        store.exhaustivity = .off
        await store.send(.toggleDoneSelected)
        await clock.advance(by: TodoList.saveDebounce)
        await store.receive(.saveDue)
        await store.receive({ if case .saveFinished = $0 { true } else { false } })
        XCTAssertEqual(store.state.rows.ids, ["a", "x"])
        XCTAssertEqual(store.state.message, "1 row added outside was merged")
        XCTAssertFalse(store.state.persistence.hasUnsavedChanges, "what was merged is already on disk")
    }

    func testAFailedSaveKeepsTheDataSaysSoAndRetries() async {
        struct DiskFull: Error, CustomStringConvertible { var description: String { "the disk is full" } }
        let clock = TestClock()
        let client = StorageClient(save: { _, _ in throw DiskFull() }, externalChanges: { AsyncStream { $0.finish() } })
        let store = TestStore(initialState: TodoList.State(rows: rows(row("a", "one"))), reducer: { TodoList() }, withDependencies: {
            $0.uuid = .incrementing(); $0.now = .constant(testNow); $0.clock = clock; $0.storage = client
        })
        store.exhaustivity = .off
        await store.send(.toggleDoneSelected)
        await clock.advance(by: TodoList.saveDebounce)
        await store.receive(.saveDue)
        await store.receive(.saveFinished(.failed("the disk is full")))
        XCTAssertEqual(store.state.message, "Not saved: the disk is full. Your changes are kept; Lista will try again.")
        XCTAssertTrue(store.state.persistence.hasUnsavedChanges)
        XCTAssertEqual(store.state.rows[id: "a"]?.isDone, true)
        await clock.advance(by: TodoList.saveRetry)
        await store.receive(.saveDue)
        await store.receive(.saveFinished(.failed("the disk is full")))
        store.skipInFlightEffects()
    }

    func testExternalChangesArriveThroughTheWatcher() async {
        let clock = TestClock()
        let (stream, continuation) = AsyncStream<[TodoItem]>.makeStream()
        let client = StorageClient(save: { _, _ in SaveOutcome() }, externalChanges: { stream })
        let store = TestStore(initialState: TodoList.State(rows: rows(row("a", "one"))), reducer: { TodoList() }, withDependencies: {
            $0.uuid = .incrementing(); $0.now = .constant(testNow); $0.clock = clock; $0.storage = client
        })
        store.exhaustivity = .off
        await store.send(.startWatching)
        continuation.yield([TodoItem(id: "a", text: "one"), TodoItem(id: "n", text: "new")])
        await store.receive(.externalChange([TodoItem(id: "a", text: "one"), TodoItem(id: "n", text: "new")]))
        XCTAssertEqual(store.state.rows.ids, ["a", "n"])
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
        await store.send(.focusSelected)
        await store.send(.rows(.element(id: "a", action: .edit(.insert(" rent due:2026-12-24 tracked:60")))))
        XCTAssertEqual(store.state.rows[id: "a"]?.text, "pay rent due:2026-12-24 tracked:60", "while typing, the text is as typed")
        await store.send(.leaveField)
        XCTAssertEqual(store.state.rows[id: "a"]?.text, "pay rent")
        XCTAssertEqual(store.state.rows[id: "a"]?.item.due, TodoDate(year: 2026, month: 12, day: 24))
        XCTAssertEqual(store.state.rows[id: "a"]?.item.trackedSeconds, 60)
        XCTAssertEqual(store.state.rows[id: "a"]?.item.line, TodoItem(parsing: store.state.rows[id: "a"]!.item.line).line)
        store.skipInFlightEffects()
    }

    /// Issue 11: "(A) pay rent" typed into a new row lost its priority: the row's creation date
    /// went first in the line and the "(A)" stayed text. todo.txt wants the priority first.
    func testAPriorityTypedIntoANewRowIsThePriority() async {
        let store = listStore(TodoList.State(rows: rows(row("a", "pay"))), clock: TestClock())
        store.exhaustivity = .off
        await store.send(.addRow(.append))
        guard let id = store.state.focus else { return XCTFail("a new row starts with its field active") }
        await store.send(.rows(.element(id: id, action: .edit(.insert("(A) pay rent")))))
        await store.send(.leaveField)
        let item = store.state.rows[id: id]?.item
        XCTAssertEqual(item?.priority, "A")
        XCTAssertEqual(item?.text, "pay rent")
        XCTAssertEqual(item?.line.hasPrefix("(A) "), true, item?.line ?? "")
        store.skipInFlightEffects()
    }
}
