import CoreTesting
import XCTest
@testable import Storage

/// A row read from a file is held as a range of the file's bytes (``ReadLine``) until a field
/// changes. Whatever the line, such a row must be the row the parser makes of the same line:
/// the same fields, line, id, visibility and equality, before and after it is given an id or
/// changed.
final class ReadLineTests: XCTestCase {
    private let today = TodoDate(year: 2026, month: 12, day: 1)!

    /// The line read in place from a file holding it between two others, and parsed alone.
    private func bothWays(_ line: [UInt8]) -> (read: TodoItem, parsed: TodoItem) {
        let file = FileBytes(Array("before\n".utf8) + line + Array("\nafter".utf8))
        // Where the parser's scan finds the id, as the file's reader gives it.
        let id = line.withUnsafeBufferPointer { TodoLineParser.scan($0).taken.id.map { ($0.lowerBound + 3)..<$0.upperBound } }
        let read = TodoItem(reading: file, at: 7..<(7 + line.count), id: id)
        return (read, TodoItem(parsingLineWithoutBreaks: String(decoding: line, as: UTF8.self)))
    }

    private func assertSameRow(_ read: TodoItem, _ parsed: TodoItem, _ message: String, line: UInt = #line) {
        XCTAssertEqual(read.fields, parsed.fields, message, line: line)
        XCTAssertEqual(read.id, parsed.id, message, line: line)
        XCTAssertEqual(read.idBits, TodoID.bits(of: parsed.id), message, line: line)
        XCTAssertEqual(parsed.idBits, TodoID.bits(of: parsed.id), message, line: line)
        XCTAssertEqual(read.done, parsed.done, message, line: line)
        XCTAssertEqual(read.priority, parsed.priority, message, line: line)
        XCTAssertEqual(read.completionDate, parsed.completionDate, message, line: line)
        XCTAssertEqual(read.creationDate, parsed.creationDate, message, line: line)
        XCTAssertEqual(read.text, parsed.text, message, line: line)
        XCTAssertTrue(read.textSatisfies { Array($0) == Array(parsed.text.utf8) }, message, line: line)
        XCTAssertEqual(read.due, parsed.due, message, line: line)
        XCTAssertEqual(read.trackedSeconds, parsed.trackedSeconds, message, line: line)
        XCTAssertEqual(read.trackingStart, parsed.trackingStart, message, line: line)
        XCTAssertEqual(read.note, parsed.note, message, line: line)
        XCTAssertEqual(read.line, parsed.line, message, line: line)
        XCTAssertEqual(read.lineByteCount, parsed.line.utf8.count, message, line: line)
        XCTAssertEqual(read.withLineBytes { Array($0) }, Array(parsed.line.utf8), message, line: line)
        XCTAssertEqual(read.lineWithoutID, parsed.lineWithoutID, message, line: line)
        XCTAssertEqual(read.visibility(today: today), parsed.visibility(today: today), message, line: line)
        XCTAssertEqual(read, parsed, message, line: line)
        XCTAssertEqual(parsed, read, message, line: line)
        XCTAssertTrue(read.hasSameFields(as: parsed), message, line: line)
    }

    func testRandomLinesReadInPlaceAreTheRowsTheParserMakes() {
        let reproducible: UInt64 = 20_261_202
        var random = SeededGenerator(seed: reproducible)
        func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        let pieces: [String] = [
            "x ", "(A) ", "(b) ", "2026-01-01 ", "2027-02-30 ", "word", " ", "  ", "+p", "@c", "id:", "id:abc",
            "id:aaaaaaaaaa", "id:0123456789", "due:2026-03-04", "due:x", "tracked:60", "tracked:007", "spent:5h3m",
            "spent:90", "spent:1x", "spent:-2m", "tracking:2026-03-04-09-05-00", "tracking:2026-03-04", "note:a%20b",
            "note:%zz", "pri:B", "t:2026-11-01", "t:2027-01-01", "h:1", "h:0", "ü", "e\u{301}", "👍🏽", "\t", "x", ":",
        ]
        var given = 0
        for round in 0..<2_000 {
            let text = (0..<next(7)).map { _ in pieces[next(pieces.count)] }.joined()
            guard Array(text.utf8).withUnsafeBufferPointer({ LineKind($0) }) == .row else { continue }
            var (read, parsed) = bothWays(Array(text.utf8))
            let message = "round \(round), seed \(reproducible): \(text.debugDescription)"
            assertSameRow(read, parsed, message)

            // Given an id, as the loader gives one to a row without one (or repeating one).
            let id = TodoID.make(from: random.next())
            read.assignID(id)
            parsed.assignID(id)
            assertSameRow(read, parsed, message + " given \(id)")
            given += 1

            // Changed, it prints from its fields, as the parsed row does.
            read.text += " more"
            parsed.text += " more"
            assertSameRow(read, parsed, message + " changed")
        }
        XCTAssertGreaterThan(given, 1_500, "most random lines should be rows (seed \(reproducible))")
    }

    func testARowReadInPlaceHoldsNoCopyOfItsLine() {
        XCTAssertEqual(MemoryLayout<TodoItem>.size, 24, "a row read and unchanged is a range of the file's bytes")
        let (read, _) = bothWays(Array("buy milk +home id:aaaaaaaaaa".utf8))
        guard case .read = read.storageKind else { return XCTFail("a plain line is read in place") }
        var changed = read
        changed.done = true
        guard case .built = changed.storageKind else { return XCTFail("a changed row holds its fields") }
        var unchanged = read
        unchanged.text = read.text
        XCTAssertEqual(unchanged.storageKind, .read, "setting a field to its value keeps the line")
    }

    func testALineWithoutAnIdGivenOneKeepsItsBytesAndPrintsNoId() {
        var (read, _) = bothWays(Array("(B) call the bank @phone".utf8))
        read.assignID("bbbbbbbbbb")
        XCTAssertEqual(read.storageKind, .read, "a Lista id is held as its 50 bits")
        XCTAssertEqual(read.line, "(B) call the bank @phone", "the file keeps the line the person wrote")
        XCTAssertEqual(read.id, "bbbbbbbbbb")
        XCTAssertFalse(read.writesID)
        XCTAssertEqual(read.idBits, TodoID.bits(of: "bbbbbbbbbb"))

        var foreign = bothWays(Array("call the bank".utf8)).read
        foreign.assignID("Not-Lista")
        XCTAssertEqual(foreign.line, "call the bank")
        XCTAssertEqual(foreign.id, "Not-Lista", "an id of another form names the row too")
        XCTAssertNil(foreign.idBits, "an id of another form has no bits")

        var edited = read
        edited.text = "call the bank about the card"
        XCTAssertEqual(edited.line, "(B) call the bank about the card", "an edit prints the fields, still without the id")
        XCTAssertEqual(edited.id, "bbbbbbbbbb")
    }

    func testAnIdWrittenOnRequestIsAppendedLastAndTheRestStaysByteForByte() {
        var (read, _) = bothWays(Array("(B)  call   the bank @phone".utf8))
        read.writeID("bbbbbbbbbb")
        XCTAssertEqual(read.line, "(B)  call   the bank @phone id:bbbbbbbbbb")
        XCTAssertTrue(read.writesID)
        var given = bothWays(Array("second".utf8)).read
        given.assignID("cccccccccc")
        given.writeID("cccccccccc")
        XCTAssertEqual(given.line, "second id:cccccccccc", "an id known here is written once asked")
        XCTAssertEqual(TodoItem(parsing: given.line).id, "cccccccccc")
    }

    func testTwoReadsOfTheSameLineInDifferentFilesAreEqual() {
        let line = Array("x 2026-11-02 paid rent id:aaaaaaaaaa".utf8)
        let one = bothWays(line).read
        let other = bothWays(line).read
        XCTAssertEqual(one, other)
        XCTAssertTrue(one.hasSameFields(as: other))
        let respaced = bothWays(Array("x 2026-11-02 paid rent  id:aaaaaaaaaa".utf8)).read
        XCTAssertNotEqual(one, respaced, "another line is another row's layout")
    }

    func testTheIdsBitsAreTheInverseOfItsCharacters() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<1_000 {
            let bits = random.next() & (1 << 50 - 1)
            XCTAssertEqual(TodoID.bits(of: TodoID.make(from: bits)), bits)
        }
        XCTAssertNil(TodoID.bits(of: "ABCDEFGHJK"), "upper case is not the alphabet")
        XCTAssertNil(TodoID.bits(of: "aaaaaaaaai"), "i is not in the alphabet")
        XCTAssertNil(TodoID.bits(of: "aaaa"))
    }
}
