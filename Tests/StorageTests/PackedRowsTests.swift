import CoreTesting
import XCTest
@testable import Storage

/// The merge's base keeps its rows packed (``PackedRows``). Whatever the rows, reading them
/// back must give the very rows given: equal, and a line read in place still the same line of
/// the same bytes (so the list's rows and the base keep sharing them).
final class PackedRowsTests: XCTestCase {
    /// 2,000 rows of one file, each with its own id.
    private func twoThousandRowsWithIDs() -> [TodoItem] {
        let text = (1...2_000).map { "row \($0) id:\(TodoID.make(from: UInt64($0)))" }.joined(separator: "\n")
        return TodoFile.parse(Array(text.utf8)).file.items
    }

    private func assertSameRows(_ packed: PackedRows, _ items: [TodoItem], _ message: String, line: UInt = #line) {
        XCTAssertEqual(packed.count, items.count, message, line: line)
        for (offset, (read, given)) in zip(packed, items).enumerated() {
            XCTAssertEqual(read, given, "row \(offset): " + message, line: line)
            XCTAssertEqual(read.line, given.line, "row \(offset): " + message, line: line)
            XCTAssertEqual(read.id, given.id, "row \(offset): " + message, line: line)
            switch (read.readLine, given.readLine) {
            case let (mine?, theirs?):
                XCTAssertTrue(mine.isSame(as: theirs), "row \(offset) is the same line of the same bytes: " + message, line: line)
            case (nil, nil):
                XCTAssertEqual(read.storageKind, .built, message, line: line)
            default:
                XCTFail("row \(offset) is held as it was given: " + message, line: line)
            }
        }
    }

    /// A random file: short rows with and without ids, rows repeating an id, and the lines a
    /// word cannot hold (longer than 4,095 bytes, an id far into a line, an id of 300 bytes, a
    /// repeated id, which the loader gives a new one by rewriting the row).
    private func randomFile(_ next: (Int) -> Int, rows: Int) -> [UInt8] {
        let pieces = ["x ", "(A) ", "2026-01-01 ", "word ", "+p ", "@c ", "due:2026-03-04 ",
                      "ü ", "👍🏽 "]
        let unpackable = ["id:" + String(repeating: "z", count: 300) + " ", String(repeating: "long ", count: 900),
                          "id:aaaaaaaaaa ", "id:abc "]
        var lines: [String] = []
        for row in 0..<rows {
            var line = (0..<(1 + next(5))).map { _ in pieces[next(pieces.count)] }.joined()
            if next(40) == 0 { line += unpackable[next(unpackable.count)] + pieces[next(pieces.count)] }
            if next(3) == 0 { line += "id:\(TodoID.make(from: UInt64(row) &* 2_654_435_761 & TodoID.bitMask))" }
            lines.append(line)
            if next(20) == 0 { lines.append("") }
        }
        return Array(lines.joined(separator: "\n").utf8)
    }

    func testRandomRowsReadBackAsTheRowsGiven() {
        let reproducible: UInt64 = 20_261_203
        var random = SeededGenerator(seed: reproducible)
        func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        let day = TodoDate(year: 2026, month: 12, day: 1)!
        var packedRounds = 0
        for round in 0..<60 {
            var items = TodoFile.parse(randomFile(next, rows: 1 + next(400))).file.items
            let other = TodoFile.parse(randomFile(next, rows: 20)).file.items
            // Now and then a few rows changed, built in code or of other bytes, as a base after edits.
            if next(2) == 0 {
                for _ in 0..<next(4) {
                    let index = next(items.count)
                    switch next(3) {
                    case 0: items[index].complete(on: day)
                    case 1: items[index] = TodoItem(id: "built\(index)", text: "built in code")
                    default: items[index] = other[next(other.count)]
                    }
                }
            }
            let message = "round \(round), seed \(reproducible)"
            let packed = PackedRows(items)
            assertSameRows(packed, items, message)
            if packed.isPacked { packedRounds += 1 }

            // Refilled, as a save refills the base, with fewer or more rows.
            var refilled = packed
            let fewer = Array(items.prefix(next(items.count + 1)))
            refilled.refill(with: fewer)
            assertSameRows(refilled, fewer, message + ", refilled with fewer")
            refilled.refill(with: items + items.prefix(3))
            assertSameRows(refilled, items + items.prefix(3), message + ", refilled with more")
            refilled.refill(with: items.lazy.map { $0 })  // not contiguous: the generic walk
            assertSameRows(refilled, items, message + ", refilled from a collection that is not an array")
            assertSameRows(packed, items, message + ", a copy is not changed by a refill of another")
        }
        XCTAssertGreaterThan(packedRounds, 40, "most random bases are packed")
    }

    func testAFileWithoutIDsIsPackedWithTheIDsGivenAtLoad() {
        let text = (1...500).map { "call mom about thing \($0) +family" }.joined(separator: "\n")
        let items = TodoFile.parse(Array(text.utf8)).file.items
        XCTAssertTrue(items.allSatisfy { $0.readLine?.hasAppendedID == true }, "the loader appends an id to each line")
        let packed = PackedRows(items)
        XCTAssertTrue(packed.isPacked)
        assertSameRows(packed, items, "no ids in the file")
    }

    func testARefillOfTheSameBytesReusesTheWords() {
        var items = twoThousandRowsWithIDs()
        var packed = PackedRows(items)
        let before = packed.wordsAddress
        XCTAssertNotNil(before)
        items[700].complete(on: TodoDate(year: 2026, month: 12, day: 1)!)
        packed.refill(with: items)
        XCTAssertEqual(packed.wordsAddress, before, "a save after one edit rewrites the words in place")
        assertSameRows(packed, items, "one row edited")
    }

    /// A save after rows were added refills the words where they are; growing them
    /// would hold the old and the new copy at once (8 MB each at a million rows).
    func testARefillWithRowsAddedKeepsTheWordsWhereTheyAre() {
        var items = twoThousandRowsWithIDs()
        var packed = PackedRows(items)
        let before = packed.wordsAddress
        XCTAssertNotNil(before)
        XCTAssertGreaterThanOrEqual(RoomToGrow.capacity(forLoaded: 2_000), 2_100)
        for added in 0..<100 {
            items.insert(TodoItem(id: TodoID.make(from: UInt64(9_000 + added)), text: "added \(added)"), at: 3)
        }
        packed.refill(with: items)
        XCTAssertEqual(packed.wordsAddress, before, "the room reserved at load holds the rows added since")
        assertSameRows(packed, items, "rows added")
    }

    func testRoomToGrowIsAnEighthAndAtLeastSixtyFour() {
        XCTAssertEqual(RoomToGrow.capacity(forLoaded: 0), 64)
        XCTAssertEqual(RoomToGrow.capacity(forLoaded: 100), 164)
        XCTAssertEqual(RoomToGrow.capacity(forLoaded: 1_000_000), 1_125_000)
    }

    func testABaseWhoseFirstRowsWereEditedIsStillPacked() {
        var items = twoThousandRowsWithIDs()
        let day = TodoDate(year: 2026, month: 12, day: 1)!
        // As the bench's 1,000 edits: x, then j to the next row, from the top.
        for index in 0..<200 { items[index].complete(on: day) }
        var packed = PackedRows(items)
        XCTAssertTrue(packed.isPacked, "200 rows edited of 2,000 is a tenth")
        assertSameRows(packed, items, "the first 200 rows edited")
        packed.refill(with: items)
        XCTAssertTrue(packed.isPacked)
        assertSameRows(packed, items, "refilled")
    }

    func testRowsMostlyNotOfOneFilesBytesAreKeptAsAnArray() {
        let items = (0..<300).map { TodoItem(id: "id\($0)", text: "built \($0)") }
        let packed = PackedRows(items)
        XCTAssertFalse(packed.isPacked)
        assertSameRows(packed, items, "built rows")

        var mixed = TodoFile.parse(Array((0..<300).map { "read \($0)" }.joined(separator: "\n").utf8)).file.items
        for index in stride(from: 0, to: 300, by: 3) { mixed[index] = items[index] }
        let mostlyRead = PackedRows(mixed)
        XCTAssertFalse(mostlyRead.isPacked, "a third of the rows built is more than a packed base saves")
        assertSameRows(mostlyRead, mixed, "a third built")
    }

    func testALoadedSnapshotKeepsItsRowsPackedAndGivesBackTheFile() {
        let text = "first\n\n" + (1...100).map { "row \($0) id:\(TodoID.make(from: UInt64($0)))" }.joined(separator: "\n") + "\n"
        let parsed = TodoFile.parse(Array(text.utf8)).file
        let snapshot = StoreSnapshot(file: parsed)
        XCTAssertTrue(snapshot.rows.isPacked)
        XCTAssertEqual(snapshot.file, parsed)
        XCTAssertTrue(snapshot.file.bytes() == parsed.bytes(), "the layout (a blank line) is kept beside the rows")
        XCTAssertTrue(snapshot.layout.items.isEmpty, "the rows are held once, packed")
    }
}
