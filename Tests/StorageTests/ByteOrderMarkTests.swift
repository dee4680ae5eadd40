import Foundation
import XCTest
@testable import Storage

/// A UTF-8 byte order mark at the start of the file (Notepad writes one): kept in the file,
/// invisible to every rule that reads a line.
final class ByteOrderMarkTests: XCTestCase {
    private static let mark = "\u{FEFF}"
    private static let content = mark + "(A) call mom due:2026-12-01 id:aaaaaaaaaa\nbuy milk id:bbbbbbbbbb\n"

    func testTheFirstRowReadsAsIfTheMarkWereNotThere() {
        let file = TodoFile.parse(Array(Self.content.utf8)).file
        XCTAssertTrue(file.startsWithByteOrderMark)
        XCTAssertEqual(file.items.map(\.priority), ["A", nil])
        XCTAssertEqual(file.items.map(\.text), ["call mom", "buy milk"])
        XCTAssertEqual(file.items.first?.due, TodoDate(year: 2026, month: 12, day: 1))
        XCTAssertEqual(file.bytes(), Array(Self.content.utf8), "an untouched file prints as it was read, mark and all")
    }

    func testTheDoneMarkIsWrittenAfterTheByteOrderMark() {
        let day = TodoDate(year: 2026, month: 12, day: 4)!
        var file = TodoFile.parse(Array(Self.content.utf8)).file
        file.items[0].complete(on: day)
        // The same row in a file without the mark, done the same day.
        var plain = TodoFile.parse(Array(Self.content.dropFirst().utf8)).file
        plain.items[0].complete(on: day)
        XCTAssertTrue(plain.items[0].line.hasPrefix("x "))
        XCTAssertEqual(file.bytes(), Array(Self.mark.utf8) + plain.bytes())
    }

    func testBothSavesKeepTheOneMarkAtTheStart() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("todo.txt", Self.content)
        let store = TodoStore(path: folder.file("todo.txt"))
        var base = try store.load().snapshot
        var rows = base.file.items
        rows[0].complete(on: TodoDate(year: 2026, month: 12, day: 4)!)
        // The streamed save (the file is still the base's) and the general one (a merge).
        _ = try store.save(rows: rows, over: &base)
        let streamed = try folder.read("todo.txt")
        XCTAssertTrue(streamed.hasPrefix(Self.mark + "x 2026-12-04 call mom"), streamed)
        try folder.append("todo.txt", "from outside id:cccccccccc\n")
        rows[1].complete(on: TodoDate(year: 2026, month: 12, day: 4)!)
        _ = try store.save(rows: rows, over: &base)
        let saved = try folder.read("todo.txt")
        XCTAssertTrue(saved.hasPrefix(Self.mark + "x 2026-12-04 call mom"), saved)
        XCTAssertEqual(saved.components(separatedBy: Self.mark).count, 2, "one mark, at the start")
        XCTAssertTrue(saved.hasSuffix("from outside id:cccccccccc\n"), saved)
    }
}
