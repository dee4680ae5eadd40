import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Runs `body` in a forked child process; returns whether it died of a signal, and its stderr.
/// For tests of misuse that must trap (a duplicate id, a lock taken twice), so they can check
/// that it traps and what the message names.
///
/// Under a sanitizer this needs `SWIFT_BACKTRACE=enable=no` (`make sanitize` sets it): the
/// runtime's crash backtracer fails in a sanitized child, and the `swift-backtrace` process it
/// started keeps the pipe below open for ever, so `read` never returned (the old "hang").
public func runTrapping(_ body: () -> Void) -> (crashed: Bool, stderr: String) {
    var fds: [Int32] = [0, 0]
    XCTAssertEqual(pipe(&fds), 0)
    let pid = fork()
    if pid == 0 {
        close(fds[0])
        dup2(fds[1], 2)
        body()
        _exit(0)
    }
    close(fds[1])
    let output = FileText.readAll(fds[0]) ?? []
    close(fds[0])
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let signalled = (status & 0x7f) != 0 && (status & 0x7f) != 0x7f
    return (signalled, String(decoding: output, as: UTF8.self))
}
