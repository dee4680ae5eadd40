import Foundation
@testable import Terminal
import Views
import XCTest

final class EventLoopTests: XCTestCase {
    private func frame(_ text: String, size: TerminalSize) -> Frame {
        var grid = Grid(rows: size.rows, columns: size.columns)
        grid.put(text, row: 0, column: 0)
        return Frame(grid: grid)
    }

    func testRunHandsKeysInOrderAndStopsWhenTheHandlerSaysSo() throws {
        let terminal = try HeadlessTerminal(rows: 3, columns: 20)
        terminal.type("ab\u{1B}[1;3A日q")
        var seen: [TerminalEvent] = []
        var text = ""
        terminal.screen.run(render: { size in self.frame(text, size: size) }) { event in
            seen.append(event)
            if case .key(.character(let c)) = event { text.append(c) }
            return event != .key(.character("q"))
        }
        XCTAssertEqual(seen, [.key(.character("a")), .key(.character("b")), .key(.altUp), .key(.character("日")), .key(.character("q"))])
        // The last batch is not drawn once the handler asked to quit.
        XCTAssertEqual(terminal.screen.heldLine(row: 0), "                    ")
    }

    func testDrawsOnceAfterEachBatch() throws {
        let terminal = try HeadlessTerminal(rows: 2, columns: 10)
        var renders = 0
        var handled = 0
        terminal.type("xyz")
        let waker = TerminalWaker()
        terminal.screen.run(render: { size in
            renders += 1
            if renders == 2 { waker.wake() }
            return self.frame("r\(renders)", size: size)
        }) { event in
            handled += 1
            return event != .wake
        }
        XCTAssertEqual(handled, 4)
        XCTAssertEqual(renders, 2)
        XCTAssertEqual(terminal.screen.heldLine(row: 0), "r2        ")
    }

    func testWakeFromAnotherThreadEndsTheSleep() throws {
        let terminal = try HeadlessTerminal(rows: 2, columns: 10)
        _ = SignalPipe.drain()
        let waker = TerminalWaker()
        let started = Date()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { waker.wake() }
        var events: [TerminalEvent] = []
        terminal.screen.run(render: { self.frame("", size: $0) }) { event in
            events.append(event)
            return false
        }
        XCTAssertEqual(events, [.wake])
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 0.09, "the loop slept until woken")
    }

    func testTheLoopEndsWhenTheTerminalGoesAway() throws {
        let terminal = try HeadlessTerminal(rows: 2, columns: 10)
        terminal.type("k")
        try terminal.keyWriter.close()
        var events: [TerminalEvent] = []
        terminal.screen.run(render: { self.frame("", size: $0) }) { event in
            events.append(event)
            return true
        }
        XCTAssertEqual(events, [.key(.character("k")), .signal(.hangup)])
    }

    func testManyWakesInOneBatchArriveOnce() throws {
        let terminal = try HeadlessTerminal()
        _ = SignalPipe.drain()
        let waker = TerminalWaker()
        for _ in 0..<100 { waker.wake() }
        XCTAssertEqual(terminal.screen.pendingEvents(), [.wake])
        XCTAssertEqual(terminal.screen.pendingEvents(), [])
    }

    func testQuitSignalsBecomeEventsAndHandlersAreRemovedOnStop() throws {
        var before = sigaction()
        sigaction(SIGINT, nil, &before)
        let terminal = try HeadlessTerminal(signals: true)
        _ = SignalPipe.drain()
        raise(SIGINT)
        raise(SIGTERM)
        raise(SIGHUP)
        XCTAssertEqual(terminal.screen.pendingEvents(), [.signal(.interrupt), .signal(.terminate), .signal(.hangup)])
        terminal.screen.stop()
        var action = sigaction()
        sigaction(SIGINT, nil, &action)
        XCTAssertEqual(action.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) },
                       before.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) })
    }

    func testWindowChangeResizesToTheTtySize() throws {
        // Without a tty TIOCGWINSZ fails: SIGWINCH then changes nothing (the size is kept).
        let terminal = try HeadlessTerminal(rows: 5, columns: 9, signals: true)
        _ = SignalPipe.drain()
        raise(SIGWINCH)
        XCTAssertEqual(terminal.screen.pendingEvents(), [])
        XCTAssertEqual(terminal.screen.size, TerminalSize(rows: 5, columns: 9))
    }
}
