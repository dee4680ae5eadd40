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

    /// Best match, not file order: three rows alike but for their number, reversed and with one
    /// word's case changed by another program, each pair with the row it was.
    func testRowsAlikePairWithTheirBestMatchNotTheFirstInOrder() {
        let base = file(["pay the gas bill 1", "pay the gas bill 2", "pay the gas bill 3"])
        var theirs = file(["pay the GAS bill 3", "pay the GAS bill 2", "pay the GAS bill 1"])
        RowPairing.pair(&theirs, with: base)
        XCTAssertEqual(theirs.items.map(\.id), base.items.map(\.id).reversed())
    }

    /// Two lines writing the same `id:` are known by their content, not by the id: swapped by
    /// another program, each keeps its row, and both lines keep their `id:` word when changed.
    func testTwoLinesWritingOneIDPairByContentAndKeepTheirIDWords() throws {
        let base = file(["call Ana about the trip id:x1", "water the plants id:x1", "other"])
        var theirs = file(["water the plants id:x1", "call Ana about the trip id:x1", "other"])
        RowPairing.pair(&theirs, with: base)
        XCTAssertEqual(theirs.items.map(\.id), [base.items[1].id, base.items[0].id, base.items[2].id])
        for index in 0..<2 {
            var item = theirs.items[index]
            item.complete(on: TodoDate(year: 2026, month: 12, day: 7)!)
            XCTAssertTrue(item.line.hasSuffix(" id:x1"), item.line)
        }
    }

    /// Ground truth: rows alike (shared words, one word of their own), reordered at random and
    /// edited as other programs edit them (a word's case, a word replaced, words appended, a
    /// priority, done). Every row paired is paired with the row it was made from.
    func testEveryPairedRowIsTheRowItWasMadeFromUnderRandomReordersAndEdits() {
        var random = SeededGenerator(seed: 7)
        let common = ["pay", "the", "gas", "bill", "call", "about", "+home", "@phone"]
        let own = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet",
                   "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango"]
        var paired = 0
        for round in 0..<400 {
            let count = Int.random(in: 2...own.count, using: &random)
            let baseLines = (0..<count).map { row in
                (common.shuffled(using: &random).prefix(3) + [own[row]]).joined(separator: " ")
            }
            // Each line of theirs with the base row it comes from.
            var lines = baseLines.enumerated().map { (origin: $0.offset, line: $0.element) }
            lines.shuffle(using: &random)
            for index in lines.indices where Bool.random(using: &random) {
                var words = lines[index].line.split(separator: " ").map(String.init)
                switch Int.random(in: 0..<5, using: &random) {
                case 0: words[0] = words[0].uppercased()
                case 1: words[Int.random(in: 0..<3, using: &random)] = "changed"
                case 2: words += ["and", "more", "words"]
                case 3: words.insert("(B)", at: 0)
                default: words.insert("x 2026-12-07", at: 0)
                }
                lines[index].line = words.joined(separator: " ")
            }
            let base = file(baseLines)
            var theirs = file(lines.map(\.line))
            RowPairing.pair(&theirs, with: base)
            for (index, item) in theirs.items.enumerated() {
                guard let baseRow = base.items.firstIndex(where: { $0.id == item.id }) else { continue }
                paired += 1
                XCTAssertEqual(baseRow, lines[index].origin, "round \(round): \(baseLines) -> \(lines.map(\.line))")
            }
        }
        XCTAssertGreaterThan(paired, 3_000, "most rows pair at all")
    }
}
