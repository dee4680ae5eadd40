import AppTesting
import Core
import Features
import Foundation
import Storage
import Terminal
import Views
import XCTest

/// The mouse through the real session on an in-memory screen: reports read against the frame
/// last drawn, a drag that begins and ends in one burst, the wheel's scroll, double-clicks timed
/// by the session's clock, and Esc during a drag.
final class MouseSessionTests: XCTestCase {
    private final class Clock: @unchecked Sendable {
        var now = ContinuousClock.now
    }

    private func makeSession(rows count: Int = 4) -> (InteractiveSession, MemoryScreen, Store<TodoList.State, TodoList.Action>, Clock) {
        let rows = (1...count).map { TodoItem(id: "r\($0)", text: "row \($0)", done: $0 == 2) }
        let store = HeadlessApp.store(rows: rows, clock: TestClock())
        let screen = MemoryScreen(size: TerminalSize(rows: 10, columns: 40))
        let clock = Clock()
        let session = InteractiveSession(store: store, screen: screen, title: "Lista", now: { clock.now }) { _ in nil }
        addTeardownBlock { store.cancelAllEffects() }
        session.draw()
        return (session, screen, store, clock)
    }

    private func mouse(_ kind: MouseEvent.Kind, _ row: Int, _ column: Int) -> TerminalEvent {
        .key(.mouse(MouseEvent(kind, row: row, column: column)))
    }

    func testAPressAMoveAndAReleaseInOneBurstDropTheRowWhereThePointerWas() {
        let (session, screen, store, _) = makeSession()
        // A burst with no frame between the reports: the move is read on the drag's own frame.
        for event in [mouse(.press(.left), 4, 8), mouse(.drag(.left), 1, 8), mouse(.release(.left), 1, 8)] {
            XCTAssertTrue(session.handle(event))
        }
        session.draw()
        XCTAssertEqual(store.state.rows.ids, ["r4", "r1", "r2", "r3"])
        XCTAssertEqual(screen.lines[1], "› [ ] row 4                             ")
        XCTAssertNil(store.state.drag)
    }

    func testABurstOfMovesIsReadAgainstTheFrameEachMoveLeadsTo() {
        let (session, screen, store, _) = makeSession(rows: 6)
        store.send(.rows(.element(id: "r3", action: .toggleExpanded)))
        session.draw()
        XCTAssertEqual(screen.lines[3], "  [ ] row 3                             ")
        XCTAssertTrue(screen.lines[4].hasPrefix("      tracked"), "r3's details take line 4")
        // r3 (two lines) up to line 1, then down to line 2, with no frame between. After the
        // first move the preview is r3 on lines 1-2: line 2 is its own details, so nothing changes
        // (on the frame before it, line 2 was r2 and r3 would land after r1).
        for event in [mouse(.press(.left), 3, 8), mouse(.drag(.left), 1, 8), mouse(.drag(.left), 2, 8),
                      mouse(.release(.left), 2, 8)] {
            XCTAssertTrue(session.handle(event))
        }
        XCTAssertEqual(store.state.rows.ids, ["r3", "r1", "r2", "r4", "r5", "r6"])
    }

    func testEscDuringADragPutsTheRowsBackAndTheReleaseThenDoesNothing() {
        let (session, screen, store, _) = makeSession()
        XCTAssertTrue(session.handle(mouse(.press(.left), 1, 8)))
        session.draw()
        XCTAssertTrue(session.handle(mouse(.drag(.left), 3, 8)))
        session.draw()
        XCTAssertEqual(Array(screen.lines[1...4]), [
            "  [x] row 2                             ",
            "  [ ] row 3                             ",
            "≡ [ ] row 1                             ",
            "  [ ] row 4                             ",
        ])
        XCTAssertTrue(session.handle(.key(.escape)))
        XCTAssertTrue(session.handle(mouse(.release(.left), 3, 8)))
        session.draw()
        XCTAssertEqual(store.state.rows.ids, ["r1", "r2", "r3", "r4"])
        XCTAssertEqual(screen.lines[1], "› [ ] row 1                             ")
    }

    func testADoubleClickIsTwoClicksCloseInTheSessionsTime() {
        let (session, _, store, clock) = makeSession()
        XCTAssertTrue(session.handle(mouse(.press(.left), 3, 10)))
        clock.now += .milliseconds(500)
        XCTAssertTrue(session.handle(mouse(.press(.left), 3, 10)))
        XCTAssertNil(store.state.focus, "half a second apart: two clicks")
        clock.now += .milliseconds(200)
        XCTAssertTrue(session.handle(mouse(.press(.left), 3, 10)))
        XCTAssertEqual(store.state.focus, "r3")
        XCTAssertEqual(store.state.rows[id: "r3"]?.cursor, 4)
    }

    func testTheWheelScrollsTheListTheSessionDraws() {
        let (session, screen, store, _) = makeSession(rows: 30)
        XCTAssertTrue(session.handle(mouse(.wheelDown, 3, 3)))
        session.draw()
        XCTAssertEqual(screen.lines[1], "› [ ] row 4                             ")
        XCTAssertEqual(store.state.selection, "r4")
        XCTAssertTrue(session.handle(mouse(.wheelDown, 3, 3)))
        session.draw()
        XCTAssertEqual(screen.lines[1], "› [ ] row 7                             ")
        XCTAssertTrue(session.handle(mouse(.wheelUp, 3, 3)))
        session.draw()
        XCTAssertEqual(screen.lines[1], "  [ ] row 4                             ")
        XCTAssertEqual(store.state.selection, "r7", "still on screen: the selection stays")
    }
}
