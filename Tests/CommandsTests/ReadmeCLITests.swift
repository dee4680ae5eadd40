import Foundation
import XCTest
@testable import Commands

/// The README's CLI section lists every command with its exit codes, and the JSON keys.
final class ReadmeCLITests: XCTestCase {
    private func cliSection() throws -> String {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = String(decoding: try Data(contentsOf: readme), as: UTF8.self)
        let start = try XCTUnwrap(text.range(of: "### The CLI for scripts"))
        let end = try XCTUnwrap(text.range(of: "### Keys", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound])
    }

    func testEveryCommandIsARowWithItsExitCodes() throws {
        let rows = try cliSection().split(separator: "\n").filter { $0.hasPrefix("| `lista ") }
        for verb in CommandParser.verbs {
            let row = try XCTUnwrap(rows.first { $0.hasPrefix("| `lista \(verb)") }, "no README row for \(verb)")
            let codes = try XCTUnwrap(row.split(separator: "|").last)
            XCTAssertTrue(codes.contains("0"), "\(verb): \(codes)")
            XCTAssertTrue(codes.contains("2"), "\(verb): \(codes)")
        }
    }

    func testTheJSONKeysAreDocumented() throws {
        let section = try cliSection()
        for key in ["id", "text", "done", "priority", "created", "completed", "due", "threshold", "projects", "contexts", "tags"] {
            XCTAssertTrue(section.contains("`\(key)`"), key)
        }
    }
}
