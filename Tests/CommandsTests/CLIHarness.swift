import Foundation
import Storage
@testable import Commands

/// Runs CLI commands against a temporary folder and captures what they print.
final class CLIHarness {
    let folder: String
    var environment: [String: String]
    private(set) var output = ""
    private(set) var errors = ""
    let today = TodoDate(year: 2026, month: 11, day: 30)!

    init() throws {
        folder = NSTemporaryDirectory() + "lista-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        environment = ["HOME": folder + "/home", "LISTA_FILE": folder + "/todo.txt"]
    }

    var path: String { folder + "/todo.txt" }

    /// Runs `lista ARGS`; returns the exit code and clears the previous output.
    @discardableResult
    func run(_ arguments: String...) -> Int32 {
        run(arguments: arguments)
    }

    /// Runs `lista` with these argument words; returns the exit code and clears the previous output.
    @discardableResult
    func run(arguments: [String]) -> Int32 {
        output = ""
        errors = ""
        let context = CommandContext(
            environment: environment, currentDirectory: folder, today: today,
            standardOutput: { self.output += $0 }, standardError: { self.errors += $0 })
        return runCommand(arguments, context: context)
    }

    func write(_ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func read() throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
