import Foundation
import Terminal
import Views
import XCTest

final class StartupTests: XCTestCase {
    private func startError(term: String?, requireTTY: Bool = false) -> TerminalError? {
        let null = open("/dev/null", O_RDWR)
        defer { close(null) }
        do {
            let screen = try TerminalScreen(options: TerminalOptions(
                term: term, inputFD: null, outputFD: null, requireTTY: requireTTY, installSignalHandlers: false))
            screen.stop()
            return nil
        } catch {
            return error
        }
    }

    func testRefusesWhatIsNotATerminal() {
        XCTAssertEqual(startError(term: "xterm-256color", requireTTY: true), .notATerminal)
        XCTAssertEqual(startError(term: nil), .termNotSet)
        XCTAssertEqual(startError(term: ""), .termNotSet)
        XCTAssertEqual(startError(term: "no-such-terminal-xyz"), .unknownTerminal("no-such-terminal-xyz"))
        XCTAssertEqual(startError(term: "dumb"), .cannotAddressCursor("dumb"))
    }

    /// The terminfo entry is read once, by `newterm`; a terminal refused after it (`dumb` cannot
    /// move the cursor) gets its modes back as they were (newterm sets cbreak and noecho) and
    /// sees not one byte.
    func testADumbTerminalIsRefusedWithItsModesAsTheyWereAndNothingWritten() throws {
        let tty = try PseudoTerminal.open()
        defer { close(tty.main); close(tty.secondary) }
        PseudoTerminal.setSize(tty.main, rows: 24, columns: 80)
        var before = termios()
        tcgetattr(tty.secondary, &before)
        XCTAssertThrowsError(try TerminalScreen(options: TerminalOptions(
            term: "dumb", inputFD: tty.secondary, outputFD: tty.secondary, requireTTY: true, installSignalHandlers: false))) {
            XCTAssertEqual($0 as? TerminalError, .cannotAddressCursor("dumb"))
        }
        var after = termios()
        tcgetattr(tty.secondary, &after)
        XCTAssertEqual([after.c_iflag, after.c_oflag, after.c_cflag, after.c_lflag],
                       [before.c_iflag, before.c_oflag, before.c_cflag, before.c_lflag])
        _ = "end".withCString { write(tty.secondary, $0, 3) }
        XCTAssertEqual(PseudoTerminal.read(tty.main) { $0.contains("end") }, "end", "bytes sent before the refusal")
    }

    func testErrorsAreOneLineAndNameTheProblem() {
        let errors: [TerminalError] = [.notATerminal, .termNotSet, .unknownTerminal("vt999"), .cannotAddressCursor("dumb"), .startFailed("x")]
        for error in errors {
            XCTAssertFalse(error.description.contains("\n"))
            XCTAssertTrue(error.description.hasPrefix("lista "))
        }
        XCTAssertEqual(TerminalError.termNotSet.description, "lista needs a terminal: TERM is not set")
        XCTAssertTrue(TerminalError.cannotAddressCursor("dumb").description.contains("TERM=dumb"))
    }

    func testStartsHeadlessOnRealTerminalTypes() throws {
        for term in ["xterm-256color", "screen-256color", "tmux-256color"] {
            let terminal = try HeadlessTerminal(term: term, rows: 7, columns: 33)
            XCTAssertEqual(terminal.screen.size, TerminalSize(rows: 7, columns: 33), term)
        }
    }

    /// Runs `body` with every category at "C" and `LC_ALL` set to `environment`, then puts both
    /// back: other test targets share this process.
    private func withLocale(environment: String, _ body: () -> Void) {
        let previous = String(cString: setlocale(LC_ALL, nil))
        defer { setlocale(LC_ALL, previous) }
        setlocale(LC_ALL, "C")
        let previousVariable = getenv("LC_ALL").map { String(cString: $0) }
        setenv("LC_ALL", environment, 1)
        defer {
            if let previousVariable { setenv("LC_ALL", previousVariable, 1) } else { unsetenv("LC_ALL") }
        }
        body()
    }

    func testLocaleEndsUpUTF8() {
        withLocale(environment: "C") {
            XCTAssertFalse(TerminalLocale.isUTF8)
            XCTAssertTrue(TerminalLocale.configure(), "falls back to C.UTF-8 for LC_CTYPE")
            XCTAssertTrue(TerminalLocale.isUTF8)
        }
    }

    func testLocaleAdoptsOnlyTheCharacterType() {
        withLocale(environment: "C.UTF-8") {
            XCTAssertTrue(TerminalLocale.configure())
            XCTAssertEqual(String(cString: setlocale(LC_CTYPE, nil)), "C.UTF-8")
            for (category, name) in [(LC_NUMERIC, "LC_NUMERIC"), (LC_TIME, "LC_TIME"), (LC_COLLATE, "LC_COLLATE"), (LC_MESSAGES, "LC_MESSAGES")] {
                XCTAssertEqual(String(cString: setlocale(category, nil)), "C", "\(name) stays C")
            }
        }
    }
}
