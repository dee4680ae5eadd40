import Foundation
import Storage
@testable import Commands

/// Runs CLI commands against a temporary folder and captures what they print.
final class CLIHarness {
    let folder: String
    var environment: [String: String]
    private(set) var output = ""
    private(set) var errors = ""
    /// What the next commands read as standard input (nil: unreadable).
    var standardInput: [UInt8]? = []
    /// Whether standard input counts as a terminal (`lista add` with no text reads it only when not).
    var standardInputIsTerminal = true
    /// Whether standard output and standard error count as terminals (text is then shown safely).
    var outputIsTerminal = false
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
            standardOutput: { self.output += $0 }, standardError: { self.errors += $0 },
            readStandardInput: { self.standardInput }, standardInputIsTerminal: standardInputIsTerminal,
            standardOutputIsTerminal: outputIsTerminal, standardErrorIsTerminal: outputIsTerminal)
        return runCommand(arguments, context: context)
    }

    func write(_ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func read() throws -> String {
        try read(path)
    }

    /// The rows the list holds now, as the app would load them.
    func rows() throws -> [TodoItem] {
        try TodoStore(path: path).load().snapshot.file.items
    }

    func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    /// The lines the last command printed on standard output.
    var outputLines: [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
