import CoreTesting
import XCTest
@testable import Storage

/// How a row without an id in its line is known again after another program changed the file:
/// the pairing rule (``RowPairing``), case by case and against random changes.
final class RowPairingTests: XCTestCase {
    private let baseLines = ["(A) call mom about dinner", "pay rent +home", "water the plants @home",
                             "book dentist appointment", "renew passport +travel", "buy milk and eggs @shop"]

    private func file(_ lines: [String]) -> TodoFile {
        TodoFile.parse(Array(lines.map { $0 + "\n" }.joined().utf8)).file
    }

    /// The base's ids for `theirs`, each row by the base row it was made from (nil: new).
    private func paired(_ theirs: [String], byPlaceAtTheEnds: Bool = true) -> (base: [String], theirs: [String]) {
        let base = file(baseLines)
        var changed = file(theirs)
        RowPairing.pair(&changed, with: base, byPlaceAtTheEnds: byPlaceAtTheEnds)
        return (base.items.map(\.id), changed.items.map(\.id))
    }

    func testTodoShsVerbsKeepTheRowsIdentity() {
        var lines = baseLines
        lines[1] = "x 2026-12-05 pay rent +home"                   // do
        lines[2] = "(B) water the plants @home"                    // pri
        lines[3] = "book dentist appointment for tuesday at 9"     // append
        lines[4] = "get new photos taken"                          // replace: nothing kept but its place
        let (base, theirs) = paired(lines)
        XCTAssertEqual(theirs, base)
    }

    func testADeletedRowIsNotPairedAndTheRestKeepTheirs() {
        var lines = baseLines
        lines.remove(at: 2)
        let (base, theirs) = paired(lines)
        XCTAssertEqual(theirs, base.enumerated().filter { $0.offset != 2 }.map(\.element))
    }

    func testAMovedRowIsFoundByItsLineAndAMovedAndEditedOneByItsWords() {
        var lines = baseLines
        lines.swapAt(0, 5)
        lines[0] = "buy oat milk and eggs @shop"
        let (base, theirs) = paired(lines)
        XCTAssertEqual(theirs, [base[5], base[1], base[2], base[3], base[4], base[0]])
    }

    func testSeveralChangedLinesInOneGapPairByTheirWords() {
        var lines = baseLines
        lines[2] = "book dentist appointment today"
        lines[3] = "water the plants @home and the garden"
        let (base, theirs) = paired(lines)
        XCTAssertEqual(theirs[2], base[3])
        XCTAssertEqual(theirs[3], base[2])
    }

    func testARowChangedBeyondRecognitionAndMovedIsANewRow() {
        var lines = baseLines
        lines.remove(at: 3)
        lines.insert("something else entirely", at: 0)
        lines.append("another new row")
        let (base, theirs) = paired(lines)
        XCTAssertFalse(base.contains(theirs[0]))
        XCTAssertFalse(base.contains(theirs[6]))
        XCTAssertEqual(Set(theirs).count, theirs.count)
    }

    /// Random changes as other programs make them: the lines kept keep their ids, every id is
    /// once, and the fast path that pairs the unchanged ends by place gives what the rule gives.
    func testRandomChangesPairAsTheRuleSaysWithAndWithoutTheFastPath() {
        var random = SeededGenerator(seed: 41)
        let words = ["call", "mom", "pay", "rent", "+home", "@shop", "milk", "eggs", "book", "plants", "x", "due:2026-12-01"]
        for round in 0..<300 {
            let base = (0..<Int.random(in: 1...30, using: &random)).map { _ in
                (0..<Int.random(in: 1...5, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
            }
            var lines = base
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0..<max(1, lines.count), using: &random)
                switch Int.random(in: 0..<5, using: &random) {
                case 0 where !lines.isEmpty: lines[at] += " more"
                case 1 where !lines.isEmpty: lines[at] = "(A) " + lines[at]
                case 2 where lines.count > 1: lines.remove(at: at)
                case 3: lines.insert("new \(round) row", at: min(at, lines.count))
                case 4 where lines.count > 1: lines.swapAt(at, Int.random(in: 0..<lines.count, using: &random))
                default: break
                }
            }
            let baseFile = file(base)
            var fast = file(lines)
            var plain = fast
            RowPairing.pair(&fast, with: baseFile)
            RowPairing.pair(&plain, with: baseFile, byPlaceAtTheEnds: false)
            let context = "round \(round): \(base) -> \(lines)"
            XCTAssertEqual(fast.items.map(\.id), plain.items.map(\.id), context)
            XCTAssertEqual(Set(fast.items.map(\.id)).count, fast.items.count, context)
            // Each line left as it was keeps the id of a base row with that line.
            var remaining = baseFile.items
            for item in fast.items where remaining.contains(where: { $0.line == item.line }) {
                let match = remaining.first { $0.id == item.id }
                XCTAssertEqual(match?.line, item.line, "an unchanged line took another row's id: \(item.line) \(context)")
                remaining.removeAll { $0.id == item.id }
            }
        }
    }
}
