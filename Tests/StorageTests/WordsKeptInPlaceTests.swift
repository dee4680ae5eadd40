import XCTest
@testable import Storage

/// The person's words stay where they stand: a change of one field changes that field's word in
/// the line, a typed date is written where it was typed, and nothing else in the line moves.
final class WordsKeptInPlaceTests: XCTestCase {
    private let today = TodoDate(year: 2026, month: 12, day: 7)!

    func testADateTypedAsAWordIsWrittenWhereItWasTyped() {
        var item = TodoItem(parsing: "")
        item.editDescription("Call Ana due:tomorrow @phone", today: today)
        XCTAssertEqual(item.line, "Call Ana due:2026-12-08 @phone")
        XCTAssertEqual(item.text, "Call Ana @phone")
        XCTAssertEqual(item.due, TodoDate(year: 2026, month: 12, day: 8))
    }

    func testAToggleChangesTheHeaderAndLeavesTheDueDateWhereItStood() {
        var item = TodoItem(parsing: "(B) Pay rent due:2026-12-08 +home spent:5m")
        item.complete(on: today)
        XCTAssertEqual(item.line, "x 2026-12-07 Pay rent due:2026-12-08 +home spent:5m pri:B")
        item.reopen()
        XCTAssertEqual(item.line, "(B) Pay rent due:2026-12-08 +home spent:5m")
    }

    func testAChangedDateIsRewrittenInPlaceAndAClearedOneLeavesWithOneSpace() {
        var item = TodoItem(parsing: "due:2026-12-08 Pay  rent +home")
        item.due = TodoDate(year: 2027, month: 1, day: 2)
        XCTAssertEqual(item.line, "due:2027-01-02 Pay  rent +home")
        item.due = nil
        XCTAssertEqual(item.line, "Pay  rent +home")
        var middle = TodoItem(parsing: "Pay rent due:2026-12-08 +home")
        middle.due = nil
        XCTAssertEqual(middle.line, "Pay rent +home")
    }

    /// A repeated tag: the last valid one is the field and is the one rewritten; the earlier one
    /// is text and stays as it is.
    func testOnlyTheTagThatIsTheFieldIsRewritten() {
        var item = TodoItem(parsing: "a due:2026-01-01 b due:2026-02-02 c")
        XCTAssertEqual(item.text, "a due:2026-01-01 b c")
        item.due = TodoDate(year: 2026, month: 3, day: 3)
        XCTAssertEqual(item.line, "a due:2026-01-01 b due:2026-03-03 c")
    }

    /// Whatever field changes, the line reads back as the row's fields, and its words, tags
    /// included, keep their order: a tag is added at the end or taken out, never moved.
    func testEveryChangeKeepsTheOrderOfTheWords() {
        var generator = SystemRandomNumberGenerator()
        let words = ["call", "Ana", "+home", "@phone", "t:2026-02-02", "rec:1w", "due:2026-05-05", "spent:1h",
                     "note:abc", "id:q1", "tracking:2026-01-01-10-00-00"]
        let headers = ["", "(A) ", "x 2026-01-01 ", "2026-01-01 ", "x 2026-01-01 2025-12-12 "]
        let lead = ["due", "spent", "note", "id", "tracking", "pri"]
        func shape(_ line: String) -> [String] {
            TodoLineParser.parseHeader(Substring(line)).rest.split(separator: " ").map { word in
                lead.first { word.hasPrefix($0 + ":") }.map { $0 + ":" } ?? String(word)
            }
        }
        for _ in 0..<5_000 {
            let body = words.shuffled(using: &generator).prefix(Int.random(in: 1...6, using: &generator))
            let line = headers.randomElement(using: &generator)! + body.joined(separator: " ")
            var item = TodoItem(parsing: line)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: item.done ? item.reopen() : item.complete(on: today)
            case 1: item.due = Bool.random(using: &generator) ? nil : today
            case 2: item.priority = Bool.random(using: &generator) ? nil : "D"
            case 3: item.trackedSeconds += 60
            case 4: item.note = Bool.random(using: &generator) ? nil : .file("n1.txt")
            default: item.creationDate = today
            }
            XCTAssertEqual(TodoItem(parsing: item.line).fields.asRead, item.fields.asRead, "\(line) → \(item.line)")
            let (before, after) = (shape(line), shape(item.line))
            let kept = Set(before).intersection(after)
            XCTAssertEqual(before.filter(kept.contains), after.filter(kept.contains), "\(line) → \(item.line)")
        }
    }
}
