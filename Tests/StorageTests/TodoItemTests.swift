import CoreTesting
import Foundation
import XCTest
@testable import Storage

final class TodoItemTests: XCTestCase {
    func testParsesHeaderFields() {
        let item = TodoItem(parsing: "x 2024-03-02 2024-03-01 Review +Lista @github due:2024-04-01 id:abc")
        XCTAssertTrue(item.done)
        XCTAssertEqual(item.completionDate, TodoDate(year: 2024, month: 3, day: 2))
        XCTAssertEqual(item.creationDate, TodoDate(year: 2024, month: 3, day: 1))
        XCTAssertEqual(item.text, "Review +Lista @github")
        XCTAssertEqual(item.due, TodoDate(year: 2024, month: 4, day: 1))
        XCTAssertEqual(item.id, "abc")
        XCTAssertEqual(item.projects, ["Lista"])
        XCTAssertEqual(item.contexts, ["github"])
    }

    func testPriorityAndTags() {
        let item = TodoItem(parsing: "(C) 2024-01-01 pay rent +home cost:900 see https://x.y tracked:60")
        XCTAssertEqual(item.priority, "C")
        XCTAssertEqual(item.trackedSeconds, 60)
        XCTAssertEqual(item.tags, [TodoTag(key: "cost", value: "900")])
        XCTAssertEqual(item.text, "pay rent +home cost:900 see https://x.y")
    }

    /// Regression: the line `lista ls` shows split the line on `Character`s, where a space
    /// followed by a combining mark is no separator, so the id tag the parser had read stayed
    /// in the line shown; and it compared words by canonical equivalence, not bytes.
    func testTheLineWithoutItsIDFindsTheIDWordAsTheParserDoes() {
        XCTAssertEqual(TodoItem(parsing: "a id:aaaaaaaaaa \u{301}x").lineWithoutID, "a \u{301}x")
        XCTAssertEqual(TodoItem(parsing: "id:aaaaaaaaaa  two spaces").lineWithoutID, " two spaces")
        XCTAssertEqual(TodoItem(parsing: "a id:aaaaaaaaaa").lineWithoutID, "a")
        XCTAssertEqual(TodoItem(parsing: "id:aaaaaaaaaa").lineWithoutID, "")
        let item = TodoItem(parsing: "x id:cafe\u{301} y id:caf\u{E9}")
        XCTAssertEqual(item.id, "caf\u{E9}")
        XCTAssertEqual(item.lineWithoutID, "x id:cafe\u{301} y", "the other spelling is another word")
        let earlier = TodoItem(parsing: "id:caf\u{E9} y id:cafe\u{301} z")
        XCTAssertEqual(earlier.lineWithoutID, "id:caf\u{E9} y z")
    }

    func testInvalidDatesAreNotDates() {
        XCTAssertNil(TodoDate("2023-02-29"))
        XCTAssertNotNil(TodoDate("2024-02-29"))
        XCTAssertNil(TodoDate("2024-1-01"))
        XCTAssertEqual(TodoItem(parsing: "2023-02-29 text").creationDate, nil)
    }

    func testNoteWithNewlinesSpacesAndColonsStaysOnOneLine() {
        var item = TodoItem(id: "abc", text: "call")
        item.note = .inline("line one\nline two: a:b  %20 \r\t end")
        let line = item.line
        XCTAssertFalse(line.contains("\n"))
        XCTAssertFalse(line.contains("\r"))
        XCTAssertEqual(TodoItem(parsing: line).note, item.note)
        XCTAssertEqual(TodoItem(parsing: line).text, "call")
    }

    func testEditingAFieldReprintsAndKeepsTextSpacing() {
        var item = TodoItem(parsing: "(A)  spaced   text id:abc  due:2024-01-01")
        XCTAssertEqual(item.line, "(A)  spaced   text id:abc  due:2024-01-01")
        item.priority = "A"
        XCTAssertEqual(item.line, "(A)  spaced   text id:abc  due:2024-01-01", "same value keeps the line")
        item.complete(on: TodoDate(year: 2024, month: 2, day: 2)!)
        XCTAssertEqual(item.line, "x 2024-02-02  spaced   text id:abc  due:2024-01-01 pri:A", "the tags stay where they stood")
        let reread = TodoItem(parsing: item.line)
        XCTAssertEqual(reread.fields, item.fields)
        item.reopen()
        XCTAssertEqual(TodoItem(parsing: item.line).priority, "A")
        XCTAssertFalse(TodoItem(parsing: item.line).done)
    }

    func testLineBreaksInTextNeverSplitTheRow() {
        var item = TodoItem(id: "abc", text: "one")
        item.text = "one\ntwo\r\nthree"
        XCTAssertEqual(item.line, "one two three id:abc")
        let file = TodoFile(items: [item, TodoItem(parsing: "a\nb id:def")])
        XCTAssertEqual(TodoFile.parse(file.bytes()).file.items.map(\.id), ["abc", "def"])
    }

    func testEditDescriptionReadsTagsTheWayTheFileWill() {
        var item = TodoItem(parsing: "(A) old text id:abc")
        item.editDescription("call Bo due:2026-12-01 +home tracked:60 id:zzz")
        XCTAssertEqual(item.text, "call Bo +home id:zzz")
        XCTAssertEqual(item.id, "abc")
        XCTAssertEqual(item.due, TodoDate(year: 2026, month: 12, day: 1))
        XCTAssertEqual(item.trackedSeconds, 60)
        XCTAssertEqual(item.priority, "A", "a priority the typed text does not name is kept")
        XCTAssertFalse(item.done)
        XCTAssertEqual(TodoItem(parsing: item.line).fields, item.fields, "reading the saved line gives the same row")
    }

    func testATypedLeadingPriorityIsThePriorityAsInTheFile() {
        var item = TodoItem(parsing: "2026-12-01 id:abc")
        item.editDescription("(A) pay rent")
        XCTAssertEqual(item.priority, "A")
        XCTAssertEqual(item.text, "pay rent")
        XCTAssertEqual(item.creationDate, TodoDate(year: 2026, month: 12, day: 1))
        XCTAssertEqual(item.line, "(A) 2026-12-01 pay rent id:abc", "the priority first, then the creation date")
        XCTAssertEqual(TodoItem(parsing: item.line).fields, item.fields)
    }

    func testATypedDoneMarkWithItsDateMarksTheRowDoneAsInTheFile() {
        var item = TodoItem(parsing: "(B) old id:abc")
        item.editDescription("x 2026-11-30 2026-11-01 paid the rent")
        XCTAssertTrue(item.done)
        XCTAssertEqual(item.completionDate, TodoDate(year: 2026, month: 11, day: 30))
        XCTAssertEqual(item.creationDate, TodoDate(year: 2026, month: 11, day: 1))
        XCTAssertEqual(item.text, "paid the rent")
        XCTAssertEqual(TodoItem(parsing: item.line).fields, item.fields)
    }

    /// Found by `make fuzz` (todo-lines): a row read from "2024-05-06 x icked" has the text
    /// "x icked"; leaving its field turned it done, with a creation date and no completion date,
    /// which no todo.txt line can say.
    func testALeadingXWithoutADateStaysTextSoLeavingTheFieldChangesNothing() {
        var item = TodoFile.parse(Array("2024-05-06 x icked id:abc\n".utf8)).file.items[0]
        let before = item.fields
        item.editDescription(item.text)
        XCTAssertEqual(item.fields, before)
        XCTAssertEqual(TodoItem(parsing: item.line).fields, item.fields, item.line)
    }

    func testReplayingAChangeSetsOnlyTheFieldsItChanged() {
        let before = TodoItem(parsing: "(A) call Bo id:abc")
        var after = before
        after.complete(on: TodoDate(year: 2026, month: 12, day: 1)!)
        var now = TodoItem(parsing: "(B) call Bo and Al due:2026-12-24 id:abc")
        now.replay(from: before, to: after)
        XCTAssertTrue(now.done)
        XCTAssertEqual(now.completionDate, TodoDate(year: 2026, month: 12, day: 1))
        XCTAssertEqual(now.text, "call Bo and Al", "a field the change did not touch keeps its newer value")
        XCTAssertEqual(now.priority, "B")
        XCTAssertEqual(now.due, TodoDate(year: 2026, month: 12, day: 24))
        now.replay(from: after, to: before)
        XCTAssertFalse(now.done)
        XCTAssertNil(now.completionDate)
        XCTAssertEqual(now.text, "call Bo and Al")
    }

    func testRetypingADoneRowsTextKeepsItDone() {
        var item = TodoItem(parsing: "x 2026-11-30 old id:abc")
        item.editDescription("new words")
        XCTAssertTrue(item.done)
        XCTAssertEqual(item.completionDate, TodoDate(year: 2026, month: 11, day: 30))
        XCTAssertEqual(item.text, "new words")
    }

    func testLineWithoutIDForDisplay() {
        XCTAssertEqual(TodoItem(parsing: "buy id:abc milk").lineWithoutID, "buy milk")
        XCTAssertEqual(TodoItem(id: "abc", text: "t", priority: "B").lineWithoutID, "(B) t")
    }

    func testRandomIDsAreWellFormedAndAvoidExisting() {
        var generator = SeededGenerator(seed: 7)
        let first = TodoID.random(using: &generator)
        XCTAssertEqual(first.count, 10)
        XCTAssertTrue(first.utf8.allSatisfy { TodoID.alphabet.contains($0) })
        var again = SeededGenerator(seed: 7)
        XCTAssertNotEqual(TodoID.random(avoiding: [first], using: &again), first)
    }
}

final class TodoIDTests: XCTestCase {
    func testIDsFromRandomBitsAreWellFormedAndFollowTheLow50Bits() {
        let bits: UInt64 = 0x93FC_0C24_7A3E_6E5F
        let id = TodoID.make(from: bits)
        XCTAssertEqual(id.count, TodoID.length)
        XCTAssertTrue(id.utf8.allSatisfy { TodoID.alphabet.contains($0) })
        XCTAssertEqual(TodoID.make(from: bits), id)
        XCTAssertNotEqual(TodoID.make(from: bits ^ 0xF), id)
        XCTAssertNotEqual(TodoID.make(from: bits ^ (1 << 49)), id)
        XCTAssertEqual(TodoID.make(from: bits ^ (1 << 50)), id, "bits above the 50th are not used")
        XCTAssertEqual(TodoID.make(from: 0), "0000000000")
        XCTAssertEqual(TodoID.make(from: 1), "1000000000")
    }
}

final class CombiningAfterColonTests: XCTestCase {
    /// Regression (found by the monkey test, seed 100): a note starting with a combining
    /// scalar (U+FE0F) merged with the tag's colon into one grapheme, so the value was read as
    /// empty and the note came back as text after a save and a load.
    func testATagValueThatStartsWithACombiningScalarRoundTrips() {
        for note in ["\u{FE0F}", "\u{301}accent", "\u{200D}joined"] {
            var item = TodoItem(id: "aaaaaaaaaa", text: "row")
            item.note = .inline(note)
            let reread = TodoItem(parsing: item.line)
            XCTAssertEqual(reread.note, .inline(note), item.line.debugDescription)
            XCTAssertEqual(reread.text, "row", item.line.debugDescription)
        }
        XCTAssertEqual(TodoTag(word: "k:\u{301}v")?.value, "\u{301}v")
    }
}
