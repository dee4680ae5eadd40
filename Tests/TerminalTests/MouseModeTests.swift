import Foundation
@testable import Terminal
import Views
import XCTest

/// Mouse reporting at a real pseudo-terminal: switched on with the screen, reports read back as
/// `.mouse` keys under terminfo entries that name either report shape, switched off on stop,
/// and never switched on when the options say no.
final class MouseModeTests: XCTestCase {
    private var previousCType = ""

    override func setUp() {
        previousCType = String(cString: setlocale(LC_CTYPE, nil))
        setlocale(LC_CTYPE, "C.UTF-8")
    }

    override func tearDown() { setlocale(LC_CTYPE, previousCType) }

    private func start(_ tty: (main: Int32, secondary: Int32), term: String, mouse: Bool) throws -> TerminalScreen {
        PseudoTerminal.setSize(tty.main, rows: 10, columns: 40)
        return try TerminalScreen(options: TerminalOptions(term: term, inputFD: tty.secondary, outputFD: tty.secondary,
                                                           installSignalHandlers: false, mouse: mouse))
    }

    private func keys(from screen: TerminalScreen, count: Int) -> [Key] {
        var keys: [Key] = []
        let deadline = Date().addingTimeInterval(5)
        while keys.count < count, Date() < deadline {
            _ = screen.waitForInput()
            keys += screen.pendingEvents().compactMap { if case .key(let key) = $0 { key } else { nil } }
        }
        return keys
    }

    func testReportingIsOnWhileTheScreenRunsAndOffWhenItStops() throws {
        for term in ["xterm-256color", "tmux-256color", "screen-256color"] {
            let tty = try PseudoTerminal.open()
            defer { close(tty.main); close(tty.secondary) }
            let screen = try start(tty, term: term, mouse: true)
            var grid = Grid(rows: 10, columns: 40)
            grid.put("up", row: 0, column: 0)
            screen.draw(Frame(grid: grid))
            let started = PseudoTerminal.read(tty.main) { $0.contains("up") }
            XCTAssertTrue(started.contains("\u{1B}[?1002h\u{1B}[?1006h"), "\(term): button events in SGR form: \(started.debugDescription)")

            // Both shapes of report, whatever kmous the entry names (ncurses must not eat them).
            let typed = "\u{1B}[<0;12;3M" + "\u{1B}[<0;12;3m" + "\u{1B}[M\u{20}\u{22}\u{23}" + "j"
            _ = typed.withCString { write(tty.main, $0, strlen($0)) }
            XCTAssertEqual(keys(from: screen, count: 4), [
                .mouse(MouseEvent(.press(.left), row: 2, column: 11)), .mouse(MouseEvent(.release(.left), row: 2, column: 11)),
                .mouse(MouseEvent(.press(.left), row: 2, column: 1)), .character("j"),
            ], term)

            screen.stop()
            let stopped = PseudoTerminal.read(tty.main) { $0.contains("\u{1B}[?1002l") }
            XCTAssertTrue(stopped.contains("\u{1B}[?1006l\u{1B}[?1002l"), "\(term): off on stop: \(stopped.debugDescription)")
        }
    }

    func testWithTheMouseOffNoMouseModeByteIsEverWritten() throws {
        let tty = try PseudoTerminal.open()
        defer { close(tty.main); close(tty.secondary) }
        let screen = try start(tty, term: "xterm-256color", mouse: false)
        var grid = Grid(rows: 10, columns: 40)
        grid.put("drawn", row: 1, column: 1)
        screen.draw(Frame(grid: grid))
        screen.repaint()
        screen.draw(Frame(grid: grid))
        screen.stop()
        let everything = PseudoTerminal.read(tty.main) { $0.contains("\u{1B}[?1049l") }
        XCTAssertTrue(everything.contains("drawn") && everything.contains("\u{1B}[?2004h"), everything.debugDescription)
        for mode in ["1000", "1002", "1003", "1005", "1006", "1015"] {
            XCTAssertFalse(everything.contains("\u{1B}[?\(mode)"), "mode \(mode) touched: \(everything.debugDescription)")
        }
    }
}
