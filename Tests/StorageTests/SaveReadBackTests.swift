import Foundation
import XCTest
@testable import Storage

/// A save reads the list once. The check for bytes written late into the replaced file
/// compared that file's status with the one read at load, link count included, and the save's
/// own rename takes the old file's only name: the check always saw a change and read the
/// whole old file back (at a million rows, a second copy of the file held after every save).
final class SaveReadBackTests: XCTestCase {
    /// Bytes this process has read so far (Linux's /proc/self/io, `rchar`).
    private func bytesRead() throws -> Int {
        let io = try String(contentsOfFile: "/proc/self/io", encoding: .utf8)
        let line = try XCTUnwrap(io.split(separator: "\n").first { $0.hasPrefix("rchar:") })
        return try XCTUnwrap(Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces)))
    }

    func testASaveDoesNotReadTheReplacedFileBack() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readback-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("todo.txt").path
        let text = (0..<20_000).map { "(B) 2026-11-20 row \($0) with words enough to weigh +project @context" }
            .joined(separator: "\n") + "\n"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let size = text.utf8.count

        let store = TodoStore(path: path)
        var base = try store.load().snapshot
        var rows = Array(base.file.items)
        rows[7].complete(on: TodoDate(year: 2026, month: 12, day: 5)!)
        let before = try bytesRead()
        let saved = try store.save(rows: rows, over: &base)
        let read = try bytesRead() - before

        XCTAssertTrue(saved.wrote)
        XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).contains("x 2026-12-05 2026-11-20 row 7 "))
        XCTAssertLessThan(read, size * 3 / 2, "the save read \(read) bytes of a \(size)-byte list")
    }
}
