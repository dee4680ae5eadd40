import Foundation
@testable import Terminal
import XCTest

/// The crash path runs in a forked child that traps, with a pseudo-terminal standing in for the
/// user's terminal: the parent checks what the child's handler wrote and the termios it left.
final class CrashGuardTests: XCTestCase {

    func testACrashRestoresTermiosWritesExitSequencesAndStillCrashes() throws {
        try crash(chainingToPrevious: false)
    }

    /// With `SWIFT_BACKTRACE` set the person asked for the runtime's backtracer: the crash goes
    /// on into the handler that was there before (here the default action), and Lista's note
    /// does not tell them to set it.
    func testACrashGoesOnIntoThePreviousHandlerWhenTheBacktracerWasAskedFor() throws {
        try crash(chainingToPrevious: true)
    }

    /// A fault of the code itself goes on into the backtracer as that fault, from the faulting
    /// instruction, not as a signal raised inside Lista's handler (whose frames the backtracer
    /// may not unwind past). A previous handler stands in for the backtracer: it ends the
    /// child with 42 when the kernel delivered the signal, 43 when it was raised.
    func testAFaultGoesOnIntoThePreviousHandlerAsTheFaultItself() throws {
        let tty = try PseudoTerminal.open()
        defer { close(tty.main); close(tty.secondary) }
        CrashGuard.saveTermios(fd: tty.secondary)
        CrashGuard.store(sequence: [])
        var runnerAction = sigaction()
        sigaction(SIGSEGV, nil, &runnerAction)
        SignalMemory.handle(SIGSEGV, informing: { _, info, _ in _exit(info.map { $0.pointee.si_code > 0 } == true ? 42 : 43) })
        CrashGuard.install(chainingToPrevious: true)
        let status = statusOfChild(crashingWith: {
            dup2(tty.secondary, STDERR_FILENO)
            UnsafeMutablePointer<Int>(bitPattern: 8)!.pointee = 1
        }, restoring: SIGSEGV, to: runnerAction)
        XCTAssertEqual(status & 0x7F, 0, "the child died of signal \(status & 0x7F) instead of ending in the previous handler")
        XCTAssertEqual((status >> 8) & 0xFF, 42, "the previous handler was handed a raised signal, not the fault")
    }

    /// Forks a child that runs `crash` (and ends with 0 should it return); in the parent, takes
    /// the crash guard out, puts `runnerAction` back for `signal`, waits for the child and
    /// returns its wait status.
    private func statusOfChild(crashingWith crash: () -> Void, restoring signal: Int32, to runnerAction: sigaction) -> Int32 {
        let child = fork()
        if child == 0 {
            crash()
            _exit(0)
        }
        CrashGuard.uninstall()
        var action = runnerAction
        sigaction(signal, &action, nil)
        XCTAssertGreaterThan(child, 0)
        var status: Int32 = 0
        waitpid(child, &status, 0)
        return status
    }

    private func crash(chainingToPrevious: Bool) throws {
        let tty = try PseudoTerminal.open()
        defer { close(tty.main); close(tty.secondary) }
        let cooked = PseudoTerminal.localModes(tty.secondary)
        XCTAssertNotEqual(cooked & tcflag_t(ECHO), 0)

        // What curses does: save first, then go raw.
        CrashGuard.saveTermios(fd: tty.secondary)
        var raw = termios()
        tcgetattr(tty.secondary, &raw)
        cfmakeraw(&raw)
        tcsetattr(tty.secondary, TCSANOW, &raw)
        XCTAssertEqual(PseudoTerminal.localModes(tty.secondary) & tcflag_t(ECHO), 0)

        let exitSequence = Array("\u{1B}[?1049l\u{1B}[?12l\u{1B}[?25h\u{1B}(B\u{1B}[m".utf8)
        CrashGuard.store(sequence: exitSequence)
        // The child re-raises into the default action, not into a backtracer of the test runner.
        var runnerAction = sigaction()
        sigaction(SIGILL, nil, &runnerAction)
        signal(SIGILL, SIG_DFL)
        CrashGuard.install(chainingToPrevious: chainingToPrevious)
        // The runtime prints its "Fatal error" line before trapping: it must not be lost on the
        // alternate screen, so it is captured and written after the exit sequences.
        let runnerStderr = dup(STDERR_FILENO)
        dup2(tty.secondary, STDERR_FILENO)  // a terminal app's stderr is its terminal
        StderrCapture.begin()
        let status = statusOfChild(crashingWith: {
            _ = write(STDERR_FILENO, "Fatal error: boom", 17)
            raise(SIGILL)
        }, restoring: SIGILL, to: runnerAction)
        // Only now: the capture file is shared with the child until it has replayed it.
        StderrCapture.end()
        dup2(runnerStderr, STDERR_FILENO)
        close(runnerStderr)
        XCTAssertEqual(status & 0x7F, SIGILL, "the child died of the signal it raised")
        // The child is gone: all it wrote is waiting, and arrives in one read, so a note it
        // should not have written would show here.
        // The terminal is cooked again when the note is written: its line breaks arrive as CR LF.
        let note = CrashGuard.crashNote(for: SIGILL, chaining: chainingToPrevious).map(\.description).joined()
            .replacingOccurrences(of: "\n", with: "\r\n")
        XCTAssertEqual(note.contains("SWIFT_BACKTRACE=enable=yes"), !chainingToPrevious)
        let expected = String(decoding: exitSequence, as: UTF8.self) + "Fatal error: boom" + note
        XCTAssertEqual(PseudoTerminal.read(tty.main, count: expected.utf8.count), expected)
        XCTAssertEqual(PseudoTerminal.localModes(tty.secondary), cooked, "the termios saved before curses is back")
    }

    func testStderrIsHeldBackAndReplayedAtTheEnd() throws {
        let tty = try PseudoTerminal.open()
        defer { close(tty.main); close(tty.secondary) }
        // Make the pseudo-terminal this process's stderr, as a terminal app's stderr is.
        let runnerStderr = dup(STDERR_FILENO)
        dup2(tty.secondary, STDERR_FILENO)
        defer { dup2(runnerStderr, STDERR_FILENO); close(runnerStderr) }
        _ = write(STDERR_FILENO, "A", 1)
        StderrCapture.begin()
        _ = write(STDERR_FILENO, "warning: one", 12)
        _ = write(tty.secondary, "B", 1)  // a frame drawn meanwhile
        StderrCapture.end()
        _ = write(STDERR_FILENO, "|", 1)
        // Order proves it: the warning did not reach the terminal while the frame was up.
        XCTAssertEqual(PseudoTerminal.read(tty.main, count: 15), "ABwarning: one|")
    }

    func testExitSequencesComeFromTerminfo() throws {
        let terminal = try HeadlessTerminal(term: "xterm-256color")
        _ = terminal
        CrashGuard.captureExitSequences(modesOff: TerminalModes.current(mouse: true).disable)
        let length = CrashGuard.state.pointee.sequenceLength
        let text = String(decoding: UnsafeBufferPointer(start: CrashGuard.sequence, count: length), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?2004l\u{1B}[?1049l"),
                      "mouse reporting and bracketed paste off, then rmcup: \(text.debugDescription)")
        XCTAssertTrue(text.contains("\u{1B}[?25h"), "cnorm: \(text.debugDescription)")
        XCTAssertTrue(text.contains("\u{1B}(B\u{1B}[m"), "sgr0: \(text.debugDescription)")
    }
}
