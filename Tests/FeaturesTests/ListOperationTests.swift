import Collections
import Core
import CoreTesting
@testable import Features
import Storage
import Views
import XCTest

/// Eight rows; odd numbers are done. With the lens on "pending" the screen shows 2, 4, 6, 8.
private func eightRows() -> IdentifiedArrayOf<Row.State> {
    IdentifiedArray(uniqueElements: (1...8).map { row("r\($0)", "task \($0) \($0 <= 4 ? "+home" : "+work")", done: $0 % 2 == 1) })
}

final class DeleteUnderLensTests: XCTestCase {
    /// Non-exhaustive on purpose: each row checks only which rows remain and the selection.
    func testDeletingAVisibleOffsetRemovesExactlyThatRow() async {
        let cases: [(lens: Lens, visibleOffset: Int, removed: String)] = [
            (Lens(), 1, "r2"),
            (Lens(status: .pending), 1, "r4"),
            (Lens(status: .pending), 0, "r2"),
            (Lens(status: .pending), 3, "r8"),
            (Lens(status: .done), 1, "r3"),
            (Lens(project: "work"), 2, "r7"),
            (Lens(status: .pending, project: "work"), 1, "r8"),
            (Lens(search: "TASK 6"), 0, "r6"),
        ]
        for testCase in cases {
            let clock = TestClock()
            let store = listStore(TodoList.State(rows: eightRows(), lens: testCase.lens), clock: clock)
            store.exhaustivity = .off
            let visibleBefore = store.state.visibleIDs
            await store.send(.view(.delete(visibleOffsets: [testCase.visibleOffset])))
            XCTAssertEqual(store.state.rows.ids.elements, eightRows().ids.filter { $0 != testCase.removed }, "\(testCase)")
            var expectedVisible = visibleBefore
            expectedVisible.remove(at: testCase.visibleOffset)
            XCTAssertEqual(store.state.visibleIDs, expectedVisible, "\(testCase)")
            store.skipInFlightEffects()
        }
    }

    func testDeleteTakesTheMarkedRowsWhenThereAreMarks() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: eightRows(), lens: Lens(status: .pending)), clock: clock)
        store.exhaustivity = .off
        await store.send(.marks(.toggleSelected)) { $0.marks = ["r2"] }
        await store.send(.view(.moveSelection(.down)))
        await store.send(.view(.moveSelection(.down)))
        await store.send(.marks(.toggleSelected)) { $0.marks = ["r2", "r6"] }
        await store.send(.view(.deleteSelected))
        XCTAssertEqual(store.state.rows.ids, ["r1", "r3", "r4", "r5", "r7", "r8"])
        XCTAssertEqual(store.state.marks, [])
        XCTAssertEqual(store.state.selection, "r4", "the cursor lands on the row now at the first deleted place")
        store.skipInFlightEffects()
    }

    /// Exhaustive: removing a row with a running timer cancels the timer; the test ends with
    /// no effect running.
    func testRemovingARowWithARunningTimerCancelsIt() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"), row("b", "two"))), clock: clock, now: .following(clock))
        await store.send(.rows(.element(id: "b", action: .toggleTimer))) {
            $0.content.modify(id: "b") {
                $0.isTimerRunning = true
                $0.item.trackingStart = testTrackingStart
            }
            $0.message = StatusMessage("Timer started on “two”", followUp: .init(command: .row(.toggleTimer), label: "stops it"))
        }
        // Starting saves the start (tracking:).
        await store.settleSave(clock)
        await clock.advance(by: .milliseconds(500))
        await store.receive(.rows(.element(id: "b", action: .timerTicked))) {
            $0.content.modify(id: "b") { $0.timerElapsed = 1 }
            XCTAssertEqual($0.content.version, 1)
        }
        let removed = store.state.rows[id: "b"]!
        await store.send(.view(.delete(visibleOffsets: [1]))) {
            _ = $0.content.remove(at: $0.rows.index(id: "b")!)
            $0.selection = "a"
            XCTAssertEqual($0.content.version, 2)
            $0.history.record(UndoEntry(label: "delete", steps: [.remove(at: 1, RowContent(removed))]))
            $0.message = .undoing("Deleted “two”", "brings it back")
        }
        XCTAssertEqual(store.inFlightEffectCount, 1, "only the save debounce is left")
        await store.settleSave(clock)
        XCTAssertEqual(store.inFlightEffectCount, 0)
        await clock.advance(by: .seconds(5))
    }

    func testARowThatAsksToBeDeletedIsDeletedByTheList() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"), row("b", "two"))), clock: clock)
        store.exhaustivity = .off
        await store.send(.rows(.element(id: "a", action: .delegate(.delete))))
        XCTAssertEqual(store.state.rows.ids, ["b"])
        await store.send(.rows(.element(id: "b", action: .delegate(.duplicate))))
        XCTAssertEqual(store.state.rows.count, 2)
        XCTAssertEqual(store.state.rows[1].text, "two")
        XCTAssertEqual(store.state.rows[1].id, "0000000000", "the copy's id comes from the uuid dependency")
        store.skipInFlightEffects()
    }
}

final class MoveUnderLensTests: XCTestCase {
    /// Non-exhaustive on purpose: checks the visible order and that hidden rows kept theirs.
    func testMovingInVisibleCoordinates() async {
        let cases: [(lens: Lens, source: [Int], destination: Int, expectedVisible: [String])] = [
            (Lens(), [0], 3, ["r2", "r3", "r1", "r4", "r5", "r6", "r7", "r8"]),
            (Lens(status: .pending), [0], 4, ["r4", "r6", "r8", "r2"]),
            (Lens(status: .pending), [3], 0, ["r8", "r2", "r4", "r6"]),
            (Lens(status: .pending), [0, 2], 2, ["r4", "r2", "r6", "r8"]),
            (Lens(status: .done), [1, 2], 0, ["r3", "r5", "r1", "r7"]),
            (Lens(project: "work"), [3], 1, ["r5", "r8", "r6", "r7"]),
        ]
        for testCase in cases {
            let clock = TestClock()
            let store = listStore(TodoList.State(rows: eightRows(), lens: testCase.lens), clock: clock)
            store.exhaustivity = .off
            let hiddenBefore = store.state.rows.ids.filter { !store.state.visibleIDs.contains($0) }
            await store.send(.view(.move(fromVisibleOffsets: testCase.source, toVisibleOffset: testCase.destination)))
            XCTAssertEqual(Array(store.state.visibleIDs), testCase.expectedVisible, "\(testCase)")
            let fresh = ListMemo.fresh(rows: store.state.rows, lens: store.state.lens, today: store.state.today)
            XCTAssertEqual(Array(fresh.visibleIDs), testCase.expectedVisible, "memo agrees with a fresh projection")
            let hiddenAfter = store.state.rows.ids.filter { !store.state.visibleIDs.contains($0) }
            XCTAssertEqual(hiddenAfter, hiddenBefore, "hidden rows keep their relative order: \(testCase)")
            XCTAssertEqual(Set(store.state.rows.ids), Set(eightRows().ids), "no row lost or duplicated")
            store.skipInFlightEffects()
        }
    }

    func testKeyChordMovesOneVisibleStepAndKeepsRowState() async {
        let clock = TestClock()
        var state = TodoList.State(rows: eightRows(), lens: Lens(status: .pending), selection: "r4")
        state.content.modify(id: "r4") { $0.cursor = 2; $0.isExpanded = true }
        let store = listStore(state, clock: clock, now: .following(clock))
        store.exhaustivity = .off
        await store.send(.rows(.element(id: "r4", action: .toggleTimer)))
        await store.send(.view(.moveSelected(up: false)))
        XCTAssertEqual(store.state.visibleIDs, ["r2", "r6", "r4", "r8"])
        XCTAssertEqual(store.state.rows.ids, ["r1", "r2", "r3", "r5", "r6", "r4", "r7", "r8"])
        await store.send(.view(.moveSelected(up: true)))
        await store.send(.view(.moveSelected(up: true)))
        XCTAssertEqual(store.state.visibleIDs, ["r4", "r2", "r6", "r8"])
        await store.send(.view(.moveSelected(up: true)))
        XCTAssertEqual(store.state.visibleIDs, ["r4", "r2", "r6", "r8"], "the top row stays at the top")
        XCTAssertEqual(store.state.selection, "r4")
        XCTAssertEqual(store.state.rows[id: "r4"]?.cursor, 2)
        XCTAssertEqual(store.state.rows[id: "r4"]?.isExpanded, true)
        XCTAssertEqual(store.state.rows[id: "r4"]?.isTimerRunning, true)
        await clock.advance(by: .seconds(1))
        await store.skipReceivedActions()
        XCTAssertEqual(store.state.rows[id: "r4"]?.shownTrackedSeconds, 1, "moving did not stop the timer")
        store.skipInFlightEffects()
    }

    func testAMarkedBlockMovesTogether() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: eightRows(), selection: "r2"), clock: clock)
        store.exhaustivity = .off
        await store.send(.marks(.toggleSelected))
        await store.send(.view(.moveSelection(.down)))
        await store.send(.marks(.toggleSelected))
        await store.send(.view(.moveSelected(up: false)))
        XCTAssertEqual(store.state.visibleIDs, ["r1", "r4", "r2", "r3", "r5", "r6", "r7", "r8"])
        await store.send(.view(.moveSelection(.first)))
        await store.send(.view(.moveSelected(up: true)))
        await store.send(.view(.moveSelected(up: true)))
        XCTAssertEqual(store.state.visibleIDs, ["r2", "r3", "r1", "r4", "r5", "r6", "r7", "r8"])
        await store.send(.view(.moveSelected(up: true)))
        XCTAssertEqual(store.state.visibleIDs, ["r2", "r3", "r1", "r4", "r5", "r6", "r7", "r8"], "a block at the top stays")
        store.skipInFlightEffects()
    }

    func testSortDoneToBottomIsStable() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: eightRows()), clock: clock)
        store.exhaustivity = .off
        await store.send(.view(.sortDoneToBottom))
        XCTAssertEqual(store.state.rows.ids, ["r2", "r4", "r6", "r8", "r1", "r3", "r5", "r7"])
        await store.send(.view(.undo))
        XCTAssertEqual(store.state.rows.ids, eightRows().ids)
        await store.send(.view(.redo))
        XCTAssertEqual(store.state.rows.ids, ["r2", "r4", "r6", "r8", "r1", "r3", "r5", "r7"])
        store.skipInFlightEffects()
    }

    func testMovesAreSavedThroughTheStorageDependency() async {
        let clock = TestClock()
        let (client, saved) = StorageClient.inMemory()
        let store = TestStore(initialState: TodoList.State(rows: eightRows()), reducer: { TodoList() }, withDependencies: {
            $0.randomBits = .incrementing()
            $0.now = .constant(testNow)
            $0.clock = clock
            $0.storage = client
        })
        store.exhaustivity = .off
        await store.send(.view(.move(fromVisibleOffsets: [7], toVisibleOffset: 0)))
        await clock.advance(by: Saving.debounce)
        await store.receive(.saving(.saveDue))
        await store.receive({ if case .saving(.saveFinished) = $0 { true } else { false } })
        XCTAssertEqual(saved()?.map(\.id), ["r8", "r1", "r2", "r3", "r4", "r5", "r6", "r7"])
        XCTAssertFalse(store.state.hasUnsavedChanges)
    }
}

/// `d` and `t` say what they did (they used to change things without a word).
final class KeyFeedbackTests: XCTestCase {
    func testDeletingMarkedRowsSaysHowManyAndHowToGetThemBack() async {
        let store = listStore(TodoList.State(rows: rows(row("a", "one"), row("b", "two"), row("c", "three"))), clock: TestClock())
        store.exhaustivity = .off
        await store.send(.marks(.toggleSelected))
        await store.send(.view(.moveSelection(.down)))
        await store.send(.marks(.toggleSelected))
        await store.send(.view(.deleteSelected))
        XCTAssertEqual(store.state.rows.ids, ["c"])
        XCTAssertEqual(store.state.message?.shown(), "Deleted 2 rows — u brings them back")
        store.skipInFlightEffects()
    }

    func testStoppingATimerSaysHowMuchTimeTheRowHasInAll() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "write the report"))), clock: clock, now: .following(clock))
        store.exhaustivity = .off
        await store.send(.rows(.element(id: "a", action: .toggleTimer)))
        XCTAssertEqual(store.state.message?.shown(), "Timer started on “write the report” — t stops it")
        await clock.advance(by: .seconds(65))
        await store.skipReceivedActions()
        await store.send(.rows(.element(id: "a", action: .toggleTimer)))
        XCTAssertEqual(store.state.message, "Timer stopped on “write the report”: 1:05 tracked in all")
        store.skipInFlightEffects()
    }
}

/// Priority without the editor, each change one undo step.
final class PriorityTests: XCTestCase {
    func testPThenALetterSetsThePriorityAsOneUndoStep() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "pay rent"))), clock: clock)
        await store.send(.priority(.view(.choose))) {
            $0.isChoosingPriority = true
            $0.message = "Priority: type a letter A–Z, - for none, Esc to leave it"
        }
        let before = store.state.rows[id: "a"]!
        await store.send(.priority(.view(.change(.set("B"))))) { $0.isChoosingPriority = false }
        await store.receive(.priority(.delegate(.change(.set("B"))))) {
            $0.content.modify(id: "a") { $0.item.priority = "B" }
            $0.history.record(UndoEntry(label: "priority B", steps: [.update(before: RowContent(before), after: RowContent($0.rows[id: "a"]!))]))
            $0.message = .undoing("“pay rent” now has priority B", "takes it back")
        }
        await store.settleSave(clock)
        store.exhaustivity = .off
        await store.send(.view(.undo))
        XCTAssertNil(store.state.rows[id: "a"]?.item.priority)
        store.skipInFlightEffects()
    }

    func testRaisingAndLowering() {
        XCTAssertEqual(TodoList.PriorityChange.raise.applied(to: nil), "A")
        XCTAssertEqual(TodoList.PriorityChange.raise.applied(to: "C"), "B")
        XCTAssertEqual(TodoList.PriorityChange.raise.applied(to: "A"), "A")
        XCTAssertEqual(TodoList.PriorityChange.lower.applied(to: "A"), "B")
        XCTAssertEqual(TodoList.PriorityChange.lower.applied(to: "Z"), nil)
        XCTAssertEqual(TodoList.PriorityChange.lower.applied(to: nil), nil)
        XCTAssertEqual(TodoList.PriorityChange.set("c").applied(to: "A"), "C")
    }

    func testMarkedRowsChangeTogetherAndNoChangeSaysSo() async {
        let store = listStore(TodoList.State(rows: rows(row("a", "one"), row("b", "two"), row("c", "three"))), clock: TestClock())
        store.exhaustivity = .off
        await store.send(.marks(.toggleSelected))
        await store.send(.view(.moveSelection(.down)))
        await store.send(.marks(.toggleSelected))
        await store.send(.priority(.view(.change(.raise))))
        await store.receive(.priority(.delegate(.change(.raise))))
        XCTAssertEqual(store.state.rows.map(\.item.priority), ["A", "A", nil])
        XCTAssertEqual(store.state.message?.text, "2 rows: priority up")
        XCTAssertEqual(store.state.history.undoStack.last?.steps.count, 2, "one step for both")
        await store.send(.priority(.view(.change(.raise))))
        await store.receive(.priority(.delegate(.change(.raise))))
        XCTAssertEqual(store.state.message?.text, "The priorities are already that")
        store.skipInFlightEffects()
    }
}

/// Completing a recurring row adds the next one, and one undo takes both back.
final class RecurringRowTests: XCTestCase {
    func testCompletingARecurringRowAddsTheNextBelowItInOneUndoStep() async {
        let store = listStore(TodoList.State(rows: rows(Row.State(item: TodoItem(parsing: "water plants rec:1w due:2026-11-28 id:aa")),
                                                        row("b", "other"))), clock: TestClock())
        store.exhaustivity = .off
        await store.send(.view(.toggleDoneSelected))
        XCTAssertEqual(store.state.rows.map(\.text), ["water plants rec:1w", "water plants rec:1w", "other"])
        XCTAssertEqual(store.state.rows[0].isDone, true)
        XCTAssertEqual(store.state.rows[0].id, "aa", "the completed row keeps its id")
        XCTAssertEqual(store.state.rows[1].isDone, false)
        XCTAssertEqual(store.state.rows[1].item.due, today.adding(days: 7))
        XCTAssertEqual(store.state.rows[1].item.creationDate, today)
        XCTAssertNotEqual(store.state.rows[1].id, "aa")
        XCTAssertEqual(store.state.message?.text, "Done; the next “water plants rec:1w” is due \(today.adding(days: 7))")
        XCTAssertEqual(store.state.history.undoStack.count, 1)
        await store.send(.view(.undo))
        XCTAssertEqual(store.state.rows.map(\.text), ["water plants rec:1w", "other"])
        XCTAssertEqual(store.state.rows[0].isDone, false)
        store.skipInFlightEffects()
    }
}

/// Duplicating a row, as seed 000 describes it: the row asks its parent through its
/// delegate action, and the list makes the copy with a new id below it.
final class DuplicateRowTests: XCTestCase {
    func testTheCopyGoesBelowWithANewIDAndOneUndoTakesItBack() async {
        let store = listStore(TodoList.State(rows: rows(row("a", "pay rent +home"), row("b", "other"))), clock: TestClock())
        store.exhaustivity = .off
        await store.send(.rows(.element(id: "a", action: .delegate(.duplicate))))
        XCTAssertEqual(store.state.rows.map(\.text), ["pay rent +home", "pay rent +home", "other"])
        XCTAssertEqual(store.state.rows[0].id, "a")
        XCTAssertNotEqual(store.state.rows[1].id, "a")
        XCTAssertEqual(store.state.selection, store.state.rows[1].id, "the cursor is on the copy")
        XCTAssertEqual(store.state.message?.shown(), "Duplicated “pay rent +home” below it — u takes it back")
        await store.send(.view(.undo))
        XCTAssertEqual(store.state.rows.ids, ["a", "b"])
        store.skipInFlightEffects()
    }
}

/// A count before a motion or a move repeats it, as in vim.
final class CountPrefixTests: XCTestCase {
    private func twelve() -> TodoList.State {
        TodoList.State(rows: IdentifiedArray(uniqueElements: (0..<12).map { row("r\($0)", "row \($0)") }), selection: "r0")
    }

    func testACountRepeatsAMotionAndGoesToARow() async {
        let store = listStore(twelve(), clock: TestClock())
        store.exhaustivity = .off
        await store.send(.count(.digit(5)))
        XCTAssertEqual(store.state.message?.text, "5 — then a motion or a move to repeat")
        await store.send(.messages(.dismiss))
        await store.send(.view(.moveSelection(.down)))
        XCTAssertEqual(store.state.selection, "r5")
        XCTAssertNil(store.state.pendingCount)
        await store.send(.view(.moveSelection(.down)))
        XCTAssertEqual(store.state.selection, "r6", "the count is spent")
        await store.send(.count(.digit(1)))
        await store.send(.count(.digit(1)))
        await store.send(.view(.moveSelection(.last)))
        XCTAssertEqual(store.state.selection, "r10", "11G: row 11")
        await store.send(.count(.digit(3)))
        await store.send(.view(.moveSelection(.up)))
        XCTAssertEqual(store.state.selection, "r7")
        store.skipInFlightEffects()
    }

    /// A count names any row of a large list: 120000G was row 99,999 when counts stopped at
    /// five digits. A counted move repeats at most past every other row.
    func testACountGoesToAnyRowOfALargeList() async {
        let rows = IdentifiedArray(uniqueElements: (0..<130_000).map { row("r\($0)", "row \($0)") })
        let store = listStore(TodoList.State(rows: rows, selection: "r0"), clock: TestClock())
        store.exhaustivity = .off
        for digit in [1, 2, 0, 0, 0, 0] { await store.send(.count(.digit(digit))) }
        await store.send(.view(.moveSelection(.last)))
        XCTAssertEqual(store.state.selection, "r119999", "120000G: row 120,000")
        for digit in [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9] { await store.send(.count(.digit(digit))) }
        XCTAssertEqual(store.state.pendingCount, 999_999_999, "more digits change nothing")
        await store.send(.view(.moveSelection(.first)))
        XCTAssertEqual(store.state.selection, "r129999", "past the last row: the last")
        store.skipInFlightEffects()
    }

    func testACountedMoveStopsAtTheEndOfTheList() async {
        let store = listStore(twelve(), clock: TestClock())
        store.exhaustivity = .off
        for digit in [5, 0, 0, 0, 0, 0] { await store.send(.count(.digit(digit))) }
        await store.send(.view(.moveSelected(up: false)))
        XCTAssertEqual(store.state.rows.ids.last, "r0", "500000J moves the row to the end, as far as it goes")
        XCTAssertEqual(store.state.history.undoStack.count, 1)
        await store.send(.view(.undo))
        XCTAssertEqual(store.state.rows.ids.first, "r0")
        store.skipInFlightEffects()
    }

    func testACountedMoveIsOneUndoStepAndAnotherKeyDropsTheCount() async {
        let store = listStore(twelve(), clock: TestClock())
        store.exhaustivity = .off
        await store.send(.count(.digit(3)))
        await store.send(.view(.moveSelected(up: false)))
        XCTAssertEqual(Array(store.state.rows.ids.prefix(4)), ["r1", "r2", "r3", "r0"])
        XCTAssertEqual(store.state.history.undoStack.count, 1)
        await store.send(.view(.undo))
        XCTAssertEqual(store.state.rows.ids.first, "r0")
        await store.send(.count(.digit(4)))
        await store.send(.view(.toggleDoneSelected))
        XCTAssertNil(store.state.pendingCount, "any other key drops the count")
        await store.send(.count(.digit(0)))
        XCTAssertNil(store.state.pendingCount)
        XCTAssertEqual(store.state.message?.text, "A count starts with 1 to 9 (5j moves five rows)")
        store.skipInFlightEffects()
    }

    /// A count typed before a motion waits through what the background sends (a file that
    /// settled, the session taking a list it showed): only the person's keys drop it.
    func testTheBackgroundLeavesATypedCount() async throws {
        let store = listStore(twelve(), clock: TestClock())
        store.exhaustivity = .off
        await store.send(.count(.digit(3)))
        let fingerprint = FileFingerprint(status: try XCTUnwrap(FileStatus.of("/")), bytes: [])
        await store.send(.saving(.fileSettled(fingerprint)))
        await store.send(.lists(.requestTaken))
        XCTAssertEqual(store.state.pendingCount, 3, "the count waits for its motion")
        await store.send(.view(.moveSelection(.down)))
        XCTAssertEqual(store.state.selectedVisibleOffset, 3, "three rows down")
        XCTAssertNil(store.state.pendingCount)
        store.skipInFlightEffects()
    }
}
