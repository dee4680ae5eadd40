import Foundation
import XCTest

/// The binary's own wiring of standard input: `lista add -` and `… | lista add` read the pipe,
/// and `ls --json` / exit codes as a script sees them.
final class CLIStandardInputTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "lista-stdin-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs the binary with `input` on a pipe as its standard input.
    private func run(_ arguments: [String], input: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TmuxSession.listaBinary())
        process.arguments = arguments
        process.environment = ["LISTA_FILE": folder + "/todo.txt", "HOME": folder]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    func testPipedRowsAreAddedAndTheirIdsPrinted() throws {
        let lines = (1...2_000).map { "piped row \($0) +bulk" }.joined(separator: "\n") + "\n\n"
        let dash = try run(["add", "-"], input: lines)
        XCTAssertEqual(dash.status, 0)
        XCTAssertEqual(dash.output.split(separator: "\n").count, 2_000)
        let bare = try run(["add"], input: "one more\n")
        XCTAssertEqual(bare.status, 0, "no TEXT and a pipe: standard input")
        let listed = try run(["ls", "--json"], input: "")
        XCTAssertEqual(listed.status, 0)
        let rows = listed.output.split(separator: "\n")
        XCTAssertEqual(rows.count, 2_001)
        XCTAssertTrue(rows.last?.contains(#""text":"one more""#) ?? false, String(rows.last ?? ""))
        XCTAssertTrue(rows.first?.contains(#""projects":["bulk"]"#) ?? false)
    }

    func testExitCodesAsAScriptSeesThem() throws {
        XCTAssertEqual(try run(["ls"], input: "").status, 0, "no list yet: an empty list")
        XCTAssertEqual(try run(["done", "x"], input: "").status, 1)
        XCTAssertEqual(try run(["pri", "x", "A"], input: "").status, 1)
        XCTAssertEqual(try run(["pri", "x", "AA"], input: "").status, 2)
        XCTAssertEqual(try run(["ls", "--help"], input: "").output.hasPrefix("Usage: lista ls"), true)
    }
}
