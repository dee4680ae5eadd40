import CoreTesting
import Foundation
import XCTest

/// Runs `lista` (or any program) to completion without a terminal and returns what it said.
struct ProcessRun {
    let status: Int32
    let standardOutput: String
    let standardError: String

    /// Runs `executable` with `arguments`, and `environment` added to this process's; as the
    /// unprivileged user `nobody` when `asNobody` and the tests run as root (so permission
    /// checks apply), or as `user` (one of ``TestUsers``, with its groups) when given.
    static func run(_ executable: String, _ arguments: [String], environment extra: [String: String] = [:],
                    asNobody: Bool = false, as user: String? = nil) throws -> ProcessRun {
        let process = Process()
        if let user {
            let command = TestUsers.becoming(user) + [executable] + arguments
            process.executableURL = URL(fileURLWithPath: command[0])
            process.arguments = Array(command.dropFirst())
        } else if asNobody && getuid() == 0 {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", executable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        }
        var environment = ProcessInfo.processInfo.environment
        environment["LISTA_FILE"] = nil
        // A person's own config file never reaches a test; a test that wants one says where.
        environment["XDG_CONFIG_HOME"] = "/nonexistent/lista-tests-config"
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessRun(status: process.terminationStatus,
                          standardOutput: String(decoding: outData, as: UTF8.self),
                          standardError: String(decoding: errData, as: UTF8.self))
    }
}
