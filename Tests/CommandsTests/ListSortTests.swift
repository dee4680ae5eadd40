import Foundation
@testable import Commands
import Storage
import XCTest

/// `lista ls --sort`: the app's sort lenses at the command line, by the same keys.
final class ListSortTests: XCTestCase {
    private func ls(_ arguments: [String], file text: String) throws -> (code: Int32, out: String, err: String) {
        let folder = NSTemporaryDirectory() + "lista-ls-sort-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try text.write(toFile: folder + "/todo.txt", atomically: true, encoding: .utf8)
        var out = "", err = ""
        let code = runCommand(["--file", folder + "/todo.txt", "ls"] + arguments, context: CommandContext(
            environment: [:], standardOutput: { out += $0 }, standardError: { err += $0 }))
        return (code, out, err)
    }

    private let file = """
        call Bob due:2026-12-09 id:s1
        (B) apples id:s2
        (A) Zebra crossing due:2026-12-03 id:s3
        bake due:2026-12-03 id:s4

        """

    func testEachSortPrintsItsOrderWithTiesInTheFilesOrder() throws {
        let ids = { (out: String) in out.split(separator: "\n").map { String($0.prefix(2)) } }
        XCTAssertEqual(ids(try ls(["--sort", "priority"], file: file).out), ["s3", "s2", "s1", "s4"])
        XCTAssertEqual(ids(try ls(["--sort", "due"], file: file).out), ["s3", "s4", "s1", "s2"])
        XCTAssertEqual(ids(try ls(["--sort", "text"], file: file).out), ["s2", "s4", "s1", "s3"])
        XCTAssertEqual(ids(try ls(["--sort", "created"], file: file).out), ["s1", "s2", "s3", "s4"])
        XCTAssertEqual(ids(try ls(["--sort", "due", "--json"], file: file).out.replacingOccurrences(of: "{\"id\":\"", with: "")),
                       ["s3", "s4", "s1", "s2"])
        XCTAssertEqual(ids(try ls([], file: file).out), ["s1", "s2", "s3", "s4"], "no sort: the file's order")
    }

    func testAnUnknownSortIsAUsageError() throws {
        let result = try ls(["--sort", "size"], file: file)
        XCTAssertEqual(result.code, ExitCode.usage)
        XCTAssertTrue(result.err.contains("--sort takes one of: priority, due, created, text, done-last."), result.err)
        XCTAssertEqual(try ls(["--sort"], file: file).code, ExitCode.usage)
    }
}
