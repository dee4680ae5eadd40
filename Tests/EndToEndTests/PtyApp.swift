import Foundation
import PtyHarness
import XCTest

/// The real `lista` binary on a pseudo-terminal of its own, as a terminal emulator would run
/// it, for tests that check the very bytes it writes (tmux would re-encode them). The test
/// reads the output until a condition holds, never for a fixed time.
final class PtyApp {
    private let main: Int32
    private let process = Process()
    /// Everything the app wrote so far.
    private(set) var output: [UInt8] = []

    /// Starts `lista --file path` at 80x24 with `environment` over this process's (without
    /// the NO_COLOR that `swift test` sets for its own children). With `namingTheFile` false the
    /// app is started without `--file`, to find `path` as its default list (the test sets
    /// `XDG_DATA_HOME` so that it does).
    init(file path: String, namingTheFile: Bool = true, environment extra: [String: String],
         file: StaticString = #filePath, line: UInt = #line) throws {
        let (main, secondary) = try PtyCommand.opened(file: file, line: line)
        self.main = main
        defer { close(secondary) }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        environment["LISTA_FILE"] = nil
        environment["LANG"] = "C.UTF-8"
        // A person's own config never reaches a test; a test that wants one says where.
        environment["XDG_CONFIG_HOME"] = "/nonexistent/lista-tests-config"
        // The recent lists go beside the test's list, never into the person's own state folder.
        environment["XDG_STATE_HOME"] = (path as NSString).deletingLastPathComponent + "/.state"
        environment.merge(extra) { _, new in new }
        process.executableURL = URL(fileURLWithPath: try TmuxSession.listaBinary(file: file, line: line))
        process.arguments = namingTheFile ? ["--file", path] : []
        process.environment = environment
        let tty = FileHandle(fileDescriptor: secondary, closeOnDealloc: false)
        process.standardInput = tty
        process.standardOutput = tty
        process.standardError = tty
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(main)
    }

    /// Types `text`.
    func type(_ text: String) {
        Pty.write(main, Array(text.utf8))
    }

    /// Resizes the terminal to `columns`x`rows` as a terminal emulator does: the new size on
    /// the pty, then SIGWINCH to the app (it is not the pty's session leader, so the kernel
    /// would not send it).
    func resize(columns: Int, rows: Int) {
        setSize(columns: columns, rows: rows)
        signalResize()
    }

    /// Sets the pty's size without telling the app: several such changes and then one
    /// ``signalResize()`` are a resize storm whose signals the kernel merged into one.
    func setSize(columns: Int, rows: Int) {
        Pty.setSize(main, rows: rows, columns: columns)
    }

    /// Sends the app the SIGWINCH a terminal's resize brings.
    func signalResize() {
        kill(process.processIdentifier, SIGWINCH)
    }

    /// Reads until the output holds `text` (10 s at most); returns whether it did.
    @discardableResult
    func read(until text: String) -> Bool {
        read(untilBytes: Array(text.utf8))
    }

    /// Reads until the output from `offset` on holds `wanted` (10 s at most); returns whether it did.
    @discardableResult
    func read(untilBytes wanted: [UInt8], after offset: Int = 0) -> Bool {
        func found(_ output: [UInt8]) -> Bool { output[min(offset, output.count)...].firstRange(of: wanted) != nil }
        return Pty.read(main, into: &output, limit: .seconds(10), until: found)
    }

    /// Waits for the app to exit (10 s at most, then it is killed); returns its status.
    func waitForExit() -> Int32 {
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline {
            _ = Pty.read(main, waitingAtMost: .milliseconds(20), into: &output)
        }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The output as text.
    var text: String { String(decoding: output, as: UTF8.self) }
}
