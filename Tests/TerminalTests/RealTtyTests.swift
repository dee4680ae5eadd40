import Foundation
@testable import Terminal
import Views
import XCTest

/// The whole lifecycle on a pseudo-terminal, with every safety net installed, as the app runs.
final class RealTtyTests: XCTestCase {
    func testStartDrawResizeAndStopLeaveTheTerminalAsItWas() throws {
        let tty = try PseudoTerminal.open()
        defer { close(tty.main); close(tty.secondary) }
        PseudoTerminal.setSize(tty.main, rows: 10, columns: 40)
        let cooked = PseudoTerminal.localModes(tty.secondary)
        let previousCType = String(cString: setlocale(LC_CTYPE, nil))
        setlocale(LC_CTYPE, "C.UTF-8")
        defer { setlocale(LC_CTYPE, previousCType) }

        let screen = try TerminalScreen(options: TerminalOptions(
            term: "xterm-256color", inputFD: tty.secondary, outputFD: tty.secondary))
        XCTAssertEqual(screen.size, TerminalSize(rows: 10, columns: 40), "the size comes from the tty")
        XCTAssertEqual(PseudoTerminal.localModes(tty.secondary) & tcflag_t(ECHO | ICANON), 0, "raw, no echo")

        var grid = Grid(rows: 10, columns: 40)
        grid.put("hello 日本", row: 2, column: 3)
        screen.draw(Frame(grid: grid))
        let painted = PseudoTerminal.read(tty.main) { $0.contains("hello 日本") }
        XCTAssertTrue(painted.contains("\u{1B}[?1049h"), "alternate screen entered")
        XCTAssertTrue(painted.contains("\u{1B}[?2004h"), "bracketed paste on")

        // What a terminal emulator does when its window changes: new size, then SIGWINCH.
        _ = SignalPipe.drain()
        PseudoTerminal.setSize(tty.main, rows: 12, columns: 50)
        raise(SIGWINCH)
        XCTAssertEqual(screen.pendingEvents(), [.resize(TerminalSize(rows: 12, columns: 50))])

        // Keys typed on the terminal.
        _ = "k\u{1B}[1;5A".withCString { write(tty.main, $0, strlen($0)) }
        var keys: [Key] = []
        let deadline = Date().addingTimeInterval(5)
        while keys.count < 2, Date() < deadline {
            _ = screen.waitForInput()
            keys += screen.pendingEvents().compactMap { if case .key(let key) = $0 { key } else { nil } }
        }
        XCTAssertEqual(keys, [.character("k"), .ctrlUp])

        screen.stop()
        let restored = PseudoTerminal.read(tty.main) { $0.contains("\u{1B}[?1049l") && $0.contains("\u{1B}[?2004l") }
        XCTAssertTrue(restored.contains("\u{1B}[?1049l"), "alternate screen left: \(restored.debugDescription)")
        XCTAssertTrue(restored.contains("\u{1B}[?2004l"), "bracketed paste off: \(restored.debugDescription)")
        XCTAssertEqual(PseudoTerminal.localModes(tty.secondary), cooked, "termios as before")
    }

    /// A frame reaches the terminal in one write, not one a line (what ncurses does before its
    /// screen was once left and resumed): each write to a pty wakes the terminal's reader.
    func testAFrameIsOneWrite() throws {
        let tty = try PseudoTerminal.open()
        defer { close(tty.main); close(tty.secondary) }
        PseudoTerminal.setSize(tty.main, rows: 24, columns: 80)
        let previousCType = String(cString: setlocale(LC_CTYPE, nil))
        setlocale(LC_CTYPE, "C.UTF-8")
        defer { setlocale(LC_CTYPE, previousCType) }
        let screen = try TerminalScreen(options: TerminalOptions(
            term: "xterm-256color", inputFD: tty.secondary, outputFD: tty.secondary, installSignalHandlers: false))
        defer { screen.stop() }
        _ = PseudoTerminal.read(tty.main) { $0.contains("\u{1B}[?2004h") }

        var grid = Grid(rows: 24, columns: 80)
        for row in 0..<24 { grid.put("row \(row) of the frame, Café 日本", row: row, column: row % 5) }
        let before = try Self.writeCalls()
        screen.draw(Frame(grid: grid))
        let writes = try Self.writeCalls() - before
        XCTAssertTrue(PseudoTerminal.read(tty.main) { $0.contains("row 23 of the frame") }.contains("row 0 of the frame"))
        XCTAssertLessThanOrEqual(writes, 2, "24 lines drawn in \(writes) writes")
    }

    /// The write system calls this process has made (Linux's /proc/self/io).
    private static func writeCalls() throws -> Int {
        let io = try String(contentsOfFile: "/proc/self/io", encoding: .utf8)
        let line = try XCTUnwrap(io.split(separator: "\n").first { $0.hasPrefix("syscw:") })
        return try XCTUnwrap(Int(line.dropFirst("syscw:".count).trimmingCharacters(in: .whitespaces)))
    }
}
