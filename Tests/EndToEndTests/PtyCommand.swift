import Foundation
import PtyHarness
import XCTest

/// One `lista` command run with its standard output and standard error on a pseudo-terminal,
/// as in a person's shell: the bytes the terminal would receive, read until the command ends.
struct PtyCommand {
    let status: Int32
    /// Everything written to the terminal (the terminal's line discipline turns LF into CR LF).
    let output: [UInt8]

    static func run(_ arguments: [String], environment extra: [String: String] = [:],
                    file: StaticString = #filePath, line: UInt = #line) throws -> PtyCommand {
        let (main, secondary) = try opened(file: file, line: line)
        defer { close(main) }
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
        Pty.read(main, into: &output, limit: .seconds(20)) { _ in false }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return PtyCommand(status: process.terminationStatus, output: output)
    }

    /// A 24x80 pty, or a test failure saying why there is none.
    static func opened(file: StaticString, line: UInt) throws -> (main: Int32, secondary: Int32) {
        do {
            return try Pty.open()
        } catch {
            XCTFail("\(error)", file: file, line: line)
            throw EndToEndFailure(description: "no pseudo-terminal")
        }
    }
}
