import CoreTesting
import Foundation
import XCTest

/// `FileText.read` replaced `String(contentsOfFile:)` in the tmux helper, which leaked 4 KB
/// for every empty file it read (a Foundation bug on Linux). Under `make sanitize`,
/// LeakSanitizer checks that reading empty files here leaves nothing behind.
final class FileTextTests: XCTestCase {
    func testReadsEmptyAndNonEmptyFilesAndSaysNilForAMissingOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lista-filetext-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty").path
        let text = folder.appendingPathComponent("text").path
        XCTAssertTrue(FileManager.default.createFile(atPath: empty, contents: Data()))
        let long = String(repeating: "a row that is long enough ✓\n", count: 2_000)
        XCTAssertTrue(FileManager.default.createFile(atPath: text, contents: Data(long.utf8)))

        for _ in 0..<50 { XCTAssertEqual(FileText.read(empty), "") }
        XCTAssertEqual(FileText.read(text), long, "a file longer than one read chunk comes back whole")
        XCTAssertNil(FileText.read(folder.appendingPathComponent("missing").path))
    }
}
