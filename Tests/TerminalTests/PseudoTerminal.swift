import Foundation
import PtyHarness
import XCTest

/// A pseudo-terminal pair for tests that need a real tty: the code under test gets the
/// secondary side, the test reads what it sent from the main side (``Pty`` opens and reads it).
enum PseudoTerminal {
    /// Opens a pair; the main side is non-blocking. Skips the test where there are no ptys.
    static func open() throws -> (main: Int32, secondary: Int32) {
        do {
            return try Pty.open()
        } catch {
            throw XCTSkip("no pseudo-terminals here: \(error)")
        }
    }

    /// Sets the window size the secondary side reports (what a terminal emulator does).
    static func setSize(_ main: Int32, rows: Int, columns: Int) {
        Pty.setSize(main, rows: rows, columns: columns)
    }

    /// Reads from the main side until `done` holds for what arrived, or 5 s passed: the kernel
    /// hands what the secondary side wrote to the main side asynchronously.
    static func read(_ main: Int32, until done: (String) -> Bool) -> String {
        var bytes: [UInt8] = []
        Pty.read(main, into: &bytes, limit: .seconds(5)) { done(String(decoding: $0, as: UTF8.self)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads until `count` bytes arrived (or 5 s passed).
    static func read(_ main: Int32, count: Int) -> String {
        read(main) { $0.utf8.count >= count }
    }

    /// The local modes (ECHO, ICANON, …) of a tty.
    static func localModes(_ fd: Int32) -> tcflag_t {
        var modes = termios()
        tcgetattr(fd, &modes)
        return modes.c_lflag
    }
}
