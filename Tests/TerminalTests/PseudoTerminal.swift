import Foundation
import XCTest

/// A pseudo-terminal pair for tests that need a real tty: the code under test gets the
/// secondary side, the test reads what it sent from the main side.
enum PseudoTerminal {
    /// Linux's TIOCSPTLCK, TIOCGPTN and TIOCSWINSZ (function-like macros Swift does not import;
    /// posix_openpt and ptsname need _XOPEN_SOURCE, which Glibc's module is not built with).
    private static let unlockRequest: UInt = 0x4004_5431
    private static let numberRequest: UInt = 0x8004_5430
    private static let setSizeRequest: UInt = 0x5414

    /// Opens a pair; the main side is non-blocking. Skips the test where there are no ptys.
    static func open() throws -> (main: Int32, secondary: Int32) {
        let main = Glibc.open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard main >= 0, ioctl(main, unlockRequest, &unlock) == 0, ioctl(main, numberRequest, &number) == 0 else {
            throw XCTSkip("no pseudo-terminals here")
        }
        let secondary = Glibc.open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard secondary >= 0 else { throw XCTSkip("cannot open /dev/pts/\(number)") }
        _ = fcntl(main, F_SETFL, fcntl(main, F_GETFL) | O_NONBLOCK)
        return (main, secondary)
    }

    /// Sets the window size the secondary side reports (what a terminal emulator does).
    static func setSize(_ main: Int32, rows: Int, columns: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(main, setSizeRequest, &size)
    }

    /// Reads from the main side until `done` holds for what arrived, or 5 s passed: the kernel
    /// hands what the secondary side wrote to the main side asynchronously.
    static func read(_ main: Int32, until done: (String) -> Bool) -> String {
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(5)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !done(String(decoding: bytes, as: UTF8.self)), Date() < deadline {
            var pending = [pollfd(fd: main, events: Int16(POLLIN), revents: 0)]
            _ = poll(&pending, 1, 50)
            let got = Glibc.read(main, &buffer, buffer.count)
            if got > 0 { bytes += buffer.prefix(got) }
        }
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
