import Core
import CoreTesting
@testable import Features
import Storage
import XCTest

/// Each hand-written `==` in Features compares some stored properties and leaves others out on
/// purpose. These tests list both, so a property added later fails here until it is compared or
/// its omission is explained: an uncompared field would be invisible to every exhaustive test.
final class HandWrittenEqualityTests: XCTestCase {
    private func assertCovered(
        _ value: Any, compared: [String], leftOut: [String: String], file: StaticString = #filePath, line: UInt = #line
    ) {
        let stored = storedPropertyNames(of: value)
        let named = Set(compared).union(leftOut.keys)
        XCTAssertEqual(Set(compared).intersection(leftOut.keys), [], "a property is both compared and left out",
                       file: file, line: line)
        XCTAssertEqual(Set(stored).subtracting(named).sorted(), [], """
            stored in \(type(of: value)) but neither compared by its == nor listed as left out (compare it, or say here why not)
            """, file: file, line: line)
        XCTAssertEqual(named.subtracting(stored).sorted(), [], "named here but no longer stored in \(type(of: value))",
                       file: file, line: line)
    }

    /// `TodoList.State` leaves out storage bookkeeping and a flag about an action in flight,
    /// neither of which the person or the screen can see.
    func testTodoListStateComparesEveryStoredPropertyButItsBookkeeping() {
        assertCovered(
            TodoList.State(),
            compared: ["content", "selection", "marks", "focus", "isChoosingPriority", "pendingCount", "searchField",
                       "drag", "_destination", "history", "status", "persistence", "requestedList"],
            leftOut: ["storageSync": "the base generation and a pending outside change: storage bookkeeping",
                      "isSearchContinuationPending": "whether a continueSearch is queued: effect bookkeeping",
                      "notesToMove": "rows whose older note waits to start moving to a file, after this action: effect bookkeeping"])
    }

    /// `Messages.State` compares the line, not its log.
    func testTheStatusLineComparesItsMessageButNotItsLog() {
        assertCovered(Messages.State(), compared: ["message"],
                      leftOut: ["log": "the past values of message, recorded by its didSet: asserting each message asserts it"])
    }

    /// `ListRows` compares the rows, the lens, the version and the day (its memo's `today`);
    /// the rest is derived from those or is tuning.
    func testListRowsComparesTheRowsTheLensTheVersionAndTheDay() {
        assertCovered(
            TodoList.State().content,
            compared: ["rows", "lens", "version"],
            leftOut: ["memo": "derived from the rows and the lens; == compares the day it holds (today)",
                      "sinceHandoff": "what changed since the last save's handoff: saving bookkeeping",
                      "sorted": "the sort lens's projection, derived from rows and lens",
                      "sortBuilds": "a counter that names sort builds",
                      "lensSliceRows": "how many rows a search slice examines: tuning"])
    }

    /// `Row.State` holds its item and its UI state in one field (the item alone or a box); its
    /// `==` compares the item and each UI field, so that a boxed and an unboxed row with the same
    /// values are equal.
    func testRowStateComparesItsItemAndEveryUIField() {
        let row = Row.State(item: TodoItem(id: "a", text: "x"), cursor: 0, isExpanded: true)
        assertCovered(row, compared: ["held"], leftOut: [:])
        assertCovered(Row.State.UIState(), compared: ["placedCursor", "isExpanded", "isTimerRunning", "timerElapsed"], leftOut: [:])
    }

    /// `DoneFileMoves` writes `==` only because a tuple is not `Equatable`: every field counts.
    func testDoneFileMovesComparesEveryField() {
        let moves = DoneFileMoves()
        assertCovered(moves, compared: ["archive", "restore", "inFlight"], leftOut: [:])
        assertCovered(moves.inFlight, compared: ["archive", "restore"], leftOut: [:])
    }

    /// A sort entry is the same entry when its row and place are: its key is read from that row.
    func testSortEntryComparesItsRowAndPlace() {
        let item = TodoItem(id: "a", text: "x")
        let entry = SortedProjection.Entry(key: RowSort.priority.key(item), offset: 0, id: CompactID("a"))
        assertCovered(entry, compared: ["id", "offset"], leftOut: ["key": "read from the row the id names"])
    }
}
