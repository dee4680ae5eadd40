import AppTesting
import Core
import Features
import Foundation
import Storage
import Terminal
import Views
import XCTest

/// The real session on an in-memory screen: quit, quit anyway, suspend, repaint and signals
/// take the same decisions as at a terminal.
final class SessionTests: XCTestCase {
    private final class Saves {
        var states: [TodoList.State] = []
        var failure: String?
    }

    private func makeSession(failing failure: String? = nil) -> (InteractiveSession, MemoryScreen, Saves, Store<TodoList.State, TodoList.Action>) {
        let rows = [TodoItem(id: "a1", text: "first row"), TodoItem(id: "a2", text: "second row")]
        let store = HeadlessApp.store(rows: rows, clock: TestClock())
        let screen = MemoryScreen(size: TerminalSize(rows: 12, columns: 60))
        let saves = Saves()
        saves.failure = failure
        let session = InteractiveSession(store: store, screen: screen, title: "Lista — test") { state in
            saves.states.append(state)
            return saves.failure
        }
        addTeardownBlock { store.cancelAllEffects() }
        return (session, screen, saves, store)
    }

    func testQuitSavesWithTheFieldLeftAndEndsTheSession() {
        let (session, _, saves, store) = makeSession()
        XCTAssertTrue(session.handle(.key(.character("i"))))
        XCTAssertTrue(session.handle(.key(.character("!"))))
        XCTAssertNotNil(store.state.focus)
        XCTAssertFalse(session.handle(.key(.ctrl("c"))))
        XCTAssertEqual(session.ending, .quit)
        XCTAssertEqual(saves.states.count, 1)
        XCTAssertNil(saves.states[0].focus, "the field is left before the save")
        XCTAssertEqual(saves.states[0].rows.first?.text, "first row!")
    }

    func testAFailedSaveKeepsTheAppOpenOnceAndASecondQQuitsWithoutSaving() {
        let (session, screen, saves, _) = makeSession(failing: "the disk is full")
        XCTAssertTrue(session.handle(.key(.character("q"))), "a failed save does not quit")
        session.draw()
        XCTAssertTrue(screen.lines.contains { $0.contains("Not saved: the disk is full. Press q again") },
                      screen.lines.joined(separator: "\n"))
        XCTAssertFalse(session.handle(.key(.character("q"))))
        XCTAssertEqual(session.ending, .quit)
        XCTAssertEqual(saves.states.count, 1, "quitting anyway does not try again")
    }

    func testAFailureEndingInAPeriodIsOneSentenceInTheQuitMessage() {
        let (session, screen, _, _) = makeSession(failing: "No space left to write todo.txt.")
        XCTAssertTrue(session.handle(.key(.character("q"))))
        session.draw()
        let screenText = screen.lines.joined(separator: "\n")
        // The line is cut to the screen ("… (M for all)"); the sentence's end is what matters here.
        XCTAssertTrue(screenText.contains("Not saved: No space left to write todo.txt. Pre"), screenText)
        XCTAssertFalse(screenText.contains(".."), screenText)
    }

    /// `a`, text, Enter, `u`, `q`: the undo takes back the row added, so the quit saves no
    /// empty row; and `a`, Enter, `u` brings back no empty row either.
    func testUndoingARowJustAddedSavesNoEmptyRow() {
        for typed in ["milk", ""] {
            let (session, _, saves, store) = makeSession()
            let keys = [Key.character("a")] + typed.map { Key.character($0) } + [.enter, .character("u"), .character("q")]
            for key in keys {
                _ = session.handle(.key(key))
            }
            XCTAssertEqual(session.ending, .quit)
            XCTAssertEqual(saves.states.last?.rows.map(\.text), ["first row", "second row"],
                           "typed \(typed.debugDescription); \(store.state.message?.text ?? "")")
        }
    }

    func testAnyOtherKeyAfterAFailedSaveDisarmsQuittingAnyway() {
        let (session, _, saves, _) = makeSession(failing: "the disk is full")
        XCTAssertTrue(session.handle(.key(.character("q"))))
        XCTAssertTrue(session.handle(.key(.character("j"))))
        XCTAssertTrue(session.handle(.key(.character("q"))), "the save is tried again, and fails again")
        XCTAssertEqual(saves.states.count, 2)
        saves.failure = nil
        XCTAssertTrue(session.handle(.key(.character("j"))))
        XCTAssertFalse(session.handle(.key(.character("q"))))
        XCTAssertEqual(saves.states.count, 3)
    }

    func testCtrlLRepaintsAndCtrlZSuspendsThroughTheScreen() {
        let (session, screen, saves, _) = makeSession()
        XCTAssertTrue(session.handle(.key(.ctrl("l"))))
        XCTAssertTrue(session.handle(.key(.ctrl("z"))))
        XCTAssertEqual(screen.repaintCount, 1)
        XCTAssertEqual(screen.suspendCount, 1)
        XCTAssertTrue(saves.states.isEmpty)
    }

    func testASignalSavesAndEndsWithTheSignal() {
        let (session, _, saves, _) = makeSession()
        XCTAssertFalse(session.handle(.signal(.terminate)))
        XCTAssertEqual(session.ending, .signal(.terminate))
        XCTAssertEqual(saves.states.count, 1)
    }

    func testRunDrawsOncePerBatchAndAHangUpEndsItAfterSaving() {
        let (session, screen, saves, _) = makeSession()
        screen.queue([.key(.character("j")), .key(.character("?"))])
        screen.queue([.key(.character("j"))])
        XCTAssertEqual(session.run(), .signal(.hangup))
        XCTAssertEqual(screen.drawCount, 3, "the first frame, then one per batch; the hang-up batch draws nothing")
        XCTAssertTrue(screen.lines[0].contains("Lista — keys"), screen.lines.joined(separator: "\n"))
        XCTAssertEqual(saves.states.count, 1)
    }

    func testWorkDeferredPastTheFirstFrameRunsOnceRightAfterItAndBeforeAnyKey() {
        let (session, screen, _, store) = makeSession()
        screen.queue([.key(.character("j"))])
        screen.queue([.key(.character("j"))])
        let before = store.state.selection
        var seen: [(draws: Int, selection: String?)] = []
        XCTAssertEqual(session.run(firstFrameShown: { seen.append((screen.drawCount, store.state.selection)) }), .signal(.hangup))
        XCTAssertEqual(seen.count, 1, "once, not once per frame")
        XCTAssertEqual(seen.first?.draws, 1, "after the first frame is drawn")
        XCTAssertEqual(seen.first?.selection, before, "before the first key is handled")
        XCTAssertNotEqual(store.state.selection, before, "the keys were handled after it")
        XCTAssertEqual(screen.drawCount, 3)
    }

    func testAResizeRendersTheNextFrameAtTheNewSize() {
        let (session, screen, _, _) = makeSession()
        screen.size = TerminalSize(rows: 8, columns: 40)
        XCTAssertTrue(session.handle(.resize(screen.size)))
        session.draw()
        XCTAssertEqual(screen.frame?.grid.rows, 8)
        XCTAssertEqual(screen.frame?.grid.columns, 40)
    }

    /// Terminals differ in what they keep across a resize (some reflow, some truncate), so the
    /// frame after one is painted whole, never as a difference from what ncurses believes is there.
    func testEveryResizeRepaintsTheWholeScreen() {
        let (session, screen, _, _) = makeSession()
        for (rows, columns) in [(8, 40), (30, 100), (12, 60)] {
            screen.size = TerminalSize(rows: rows, columns: columns)
            let repaintsBefore = screen.repaintCount
            XCTAssertTrue(session.handle(.resize(screen.size)))
            XCTAssertEqual(screen.repaintCount, repaintsBefore + 1, "a resize to \(columns)x\(rows) repaints the whole screen")
        }
    }
}

extension SessionTests {
    /// Each frame is drawn with the theme and the day the session is given, asked
    /// for again at every frame (so a frame after midnight shows the new day's colours).
    func testEveryFrameIsDrawnWithTheThemeAndTodayTheSessionIsGiven() {
        var item = TodoItem(id: "d1", text: "file taxes")
        item.due = TodoDate(year: 2026, month: 12, day: 2)
        let store = HeadlessApp.store(rows: [item], clock: TestClock())
        addTeardownBlock { store.cancelAllEffects() }
        let screen = MemoryScreen(size: TerminalSize(rows: 8, columns: 40))
        var today = TodoDate(year: 2026, month: 12, day: 1)!
        var theme = Theme()
        theme.setStyle(.dueSoon, foreground: .palette(2))
        theme.setStyle(.dueToday, foreground: .palette(3), attributes: [.bold])
        let session = InteractiveSession(store: store, screen: screen, title: "Lista", context: {
            ViewContext(theme: theme, today: today)
        }) { _ in nil }
        session.draw()
        let column = screen.lines[1].range(of: "due 2026-12-02").map { screen.lines[1].distance(from: screen.lines[1].startIndex, to: $0.lowerBound) }
        XCTAssertNotNil(column, screen.lines.joined(separator: "\n"))
        XCTAssertEqual(screen.frame?.grid[1, column ?? 0].style.foreground, .palette(2), "tomorrow is soon")
        today = TodoDate(year: 2026, month: 12, day: 2)!
        session.draw()
        XCTAssertEqual(screen.frame?.grid[1, column ?? 0].style, CellStyle([.bold], foreground: .palette(3)), "the next day it is today")
    }
}
