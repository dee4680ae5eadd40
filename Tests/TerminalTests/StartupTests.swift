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

    func testLocaleEndsUpUTF8() {
        XCTAssertTrue(TerminalLocale.configure())
        XCTAssertTrue(TerminalLocale.isUTF8)
    }
}
