import Foundation

/// Re-launches this test binary (`/proc/self/exe`) running one test, with extra environment
/// variables that make that test play a part (the saver that gets killed, an unprivileged user).
enum ChildProcess {
    /// Starts the child. With a `launcher` (a program and its arguments, e.g. `unshare`), the
    /// test binary is started through it.
    static func launch(test: String, environment: [String: String], launcher: [String] = [], output: FileHandle? = nil) throws -> Process {
        let child = Process()
        let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let command = launcher + [binary, test]
        child.executableURL = URL(fileURLWithPath: command[0])
        child.arguments = Array(command.dropFirst())
        child.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        child.standardOutput = output ?? FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        return child
    }

    /// Ends the child's part: flushes what it printed, then leaves with `status` at once.
    ///
    /// Not `exit`: the child is in the middle of a test, and `exit` runs the exit handlers of the
    /// test runner it is a copy of. Under AddressSanitizer one of them is LeakSanitizer's check,
    /// which took XCTest's objects of the test still running for leaks, replaced the status
    /// with 1 and ended the process before stdio was flushed, so the parent saw a failure and
    /// none of the child's lines (`make sanitize`).
    static func end(_ status: Int32) -> Never {
        fflush(nil)
        _exit(status)
    }

    /// Runs the child to the end and returns its exit status and the lines it printed that
    /// start with `prefix` (XCTest prints its own lines too).
    static func run(test: String, environment: [String: String], launcher: [String] = [], prefix: String) throws -> (status: Int32, lines: [String]) {
        let pipe = Pipe()
        let child = try launch(test: test, environment: environment, launcher: launcher, output: pipe.fileHandleForWriting)
        try pipe.fileHandleForWriting.close()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        return (child.terminationStatus, lines)
    }
}
