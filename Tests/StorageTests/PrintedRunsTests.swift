import CoreTesting
import Foundation
import XCTest
@testable import Storage

/// Rows read and unchanged that stood together in their file are printed as one range of its
/// bytes (`TodoFile.print(items:to:)`). Whatever the rows, edits, moves and line endings, the
/// bytes must be those of printing every row as its own line: the oracle here prints copies
/// of the same rows that were each built from their line, so none is read in place.
final class PrintedRunsTests: XCTestCase {
    /// A file of rows with and without ids, blank and undecodable lines (followers), each
    /// line ended by LF or CRLF at random, with or without a final line ending.
    private func randomFile(_ random: inout SeededGenerator, rows: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for index in 0..<rows {
            switch random.next() % 10 {
            case 0: bytes += []
            case 1: bytes += [0xFF, 0xFE]
            case 2: bytes += Array("(A) call \(index) +home".utf8)
            default: bytes += Array("row \(index) @work id:\(String(format: "%010d", index))".utf8)
            }
            if index < rows - 1 || random.next().isMultiple(of: 2) {
                bytes += random.next() % 4 == 0 ? [0x0D, 0x0A] : [0x0A]
            }
        }
        return bytes
    }

    /// Edits, deletions, moves, new rows and rows read from `other` (another file's bytes).
    private func shuffled(_ items: [TodoItem], with other: [TodoItem], _ random: inout SeededGenerator) -> [TodoItem] {
        var rows = items
        for _ in 0..<Int(random.next() % 6) {
            guard !rows.isEmpty else { break }
            let index = Int(random.next() % UInt64(rows.count))
            switch random.next() % 5 {
            case 0: rows[index].text += " edited"
            case 1: rows.remove(at: index)
            case 2: rows.insert(rows.remove(at: index), at: Int(random.next() % UInt64(rows.count + 1)))
            case 3: rows.insert(TodoItem(id: "new\(index)", text: "new row"), at: index)
            default: if let borrowed = other.randomElement(using: &random) { rows.insert(borrowed, at: index) }
            }
        }
        return rows
    }

    private func printed(_ file: TodoFile, _ items: [TodoItem]) -> [UInt8] {
        var sink = ArraySink(capacity: 0)
        file.print(items: items, to: &sink)
        return sink.bytes
    }

    func testRangesOfTheFilePrintWhatEveryLineOnItsOwnPrints() {
        var random = SeededGenerator(seed: 23)
        for round in 0..<400 {
            let bytes = randomFile(&random, rows: 1 + Int(random.next() % 40))
            let file = TodoFile.parse(bytes).file
            let other = TodoFile.parse(randomFile(&random, rows: 5)).file.items
            let rows = round.isMultiple(of: 4) ? file.items : shuffled(file.items, with: other, &random)
            let builtCopies = rows.map { row in
                // The copy is known by the row's id, as the row is, whether its line holds it or not.
                var copy = TodoItem(parsingLineWithoutBreaks: row.line)
                if !row.writesID { copy.assignID(row.id) }
                return copy
            }
            XCTAssertTrue(builtCopies.allSatisfy { $0.storageKind == .built })
            XCTAssertEqual(printed(file, rows), printed(file, builtCopies), "round \(round): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
    }

    func testAStreamedSaveOfALargeFileWritesTheRangesAndHashesThem() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var random = SeededGenerator(seed: 5)
        // Several times the sink's 64 KB buffer, so runs are written from the file's bytes.
        let bytes = randomFile(&random, rows: 20_000)
        try Data(bytes).write(to: URL(fileURLWithPath: directory.file("todo.txt")))
        let store = TodoStore(path: directory.file("todo.txt"))
        var base = try store.load().snapshot
        var rows = base.file.items
        rows[10_000].text += " edited"
        let expected = printed(base.file, rows)
        _ = try store.save(rows: rows, over: &base)
        XCTAssertEqual(try store.readBytes(), expected)
        XCTAssertEqual(base.fingerprint, try store.fingerprint(), "the hash taken while writing is the file's")
    }
}

/// A run takes in the next line only when exactly the line ending stands between them.
final class ReadRunTests: XCTestCase {
    func testARunTakesTheNextLineOnlyAcrossTheLineEnding() {
        let file = FileBytes(Array("a\n\nb\r\nc".utf8))
        let a = ReadLine(file: file, start: 0, length: 1, idCode: 0)
        let b = ReadLine(file: file, start: 3, length: 1, idCode: 0)
        let c = ReadLine(file: file, start: 6, length: 1, idCode: 0)
        var run = ReadRun(a)
        XCTAssertFalse(run.extend(with: b, separatedBy: Array("\r\n".utf8)), "two bytes between, but not CRLF")
        XCTAssertFalse(run.extend(with: c, separatedBy: Array("\r\n".utf8)), "not right after the run")
        XCTAssertFalse(run.extend(with: ReadLine(file: FileBytes(Array("a\nb".utf8)), start: 2, length: 1, idCode: 0),
                                  separatedBy: [0x0A]), "another file's bytes")
        var fromB = ReadRun(b)
        XCTAssertTrue(fromB.extend(with: c, separatedBy: Array("\r\n".utf8)))
        XCTAssertEqual(fromB.range, 3..<7)
        XCTAssertFalse(run.extend(with: b, separatedBy: [0x0A]), "one byte of ending, but two bytes between")
    }
}
