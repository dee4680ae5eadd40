import Foundation
import XCTest

/// The real pter, for tests that check what it reads of a file Lista wrote.
enum Pter {
    /// The Python that runs pter: the interpreter named on the first line of the `pter` found
    /// on PATH. Skips the test, saying `what` is skipped and why, where pter is not installed.
    static func python(skipping what: String) throws -> String {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(directory)/pter"
            guard FileManager.default.isExecutableFile(atPath: path),
                  let script = try? String(contentsOfFile: path, encoding: .utf8),
                  let first = script.split(separator: "\n").first, first.hasPrefix("#!") else { continue }
            return String(first.dropFirst(2)).trimmingCharacters(in: .whitespaces)
        }
        throw XCTSkip("pter is not installed here (pip install pter, or scripts/setup-deps): \(what)")
    }

    /// Runs `script` with pter's Python, the arguments after it; returns what it printed.
    /// Fails the test when it exits with another status than 0.
    static func run(_ python: String, _ script: String, _ arguments: [String],
                    file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, said, file: file, line: line)
        return String(decoding: printed, as: UTF8.self)
    }
}
