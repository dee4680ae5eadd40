import Foundation
import XCTest

/// One `lista` command run with its standard output and standard error on a pseudo-terminal,
/// as in a person's shell: the bytes the terminal would receive, read until the command ends.
struct PtyCommand {
    let status: Int32
    /// Everything written to the terminal (the terminal's line discipline turns LF into CR LF).
    let output: [UInt8]

    static func run(_ arguments: [String], environment extra: [String: String] = [:],
                    file: StaticString = #filePath, line: UInt = #line) throws -> PtyCommand {
        var main: Int32 = -1
        var secondary: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&main, &secondary, nil, nil, &size) == 0 else {
            XCTFail("no pseudo-terminal: errno \(errno)", file: file, line: line)
            throw EndToEndFailure(description: "no pseudo-terminal")
        }
        defer { close(main) }
        _ = fcntl(main, F_SETFL, fcntl(main, F_GETFL) | O_NONBLOCK)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TmuxSession.listaBinary(file: file, line: line))
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LISTA_FILE"] = nil
        environment["XDG_CONFIG_HOME"] = "/nonexistent/lista-tests-config"
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let tty = FileHandle(fileDescriptor: secondary, closeOnDealloc: false)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = tty
        process.standardError = tty
        try process.run()
        // Only the command holds the terminal now: its end is the end of the output.
        close(secondary)
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            var ready = pollfd(fd: main, events: Int16(POLLIN), revents: 0)
            _ = poll(&ready, 1, 100)
            let got = Glibc.read(main, &buffer, buffer.count)
            if got > 0 {
                output += buffer[..<got]
            } else if got == 0 || errno == EIO {
                break
            }
        }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return PtyCommand(status: process.terminationStatus, output: output)
    }
}
