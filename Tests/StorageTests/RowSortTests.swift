import Storage
import XCTest

final class RowSortTests: XCTestCase {
    private func sorted(_ items: [TodoItem], by sort: RowSort) -> [String] {
        items.enumerated().sorted { a, b in
            let order = RowSortKey.order(sort.key(a.element), sort.key(b.element))
            return order != 0 ? order < 0 : a.offset < b.offset
        }.map(\.element.id)
    }

    func testPriorityPutsAFirstAndRowsWithoutOneLast() {
        let items = [TodoItem(id: "none", text: "x"), TodoItem(id: "c", text: "x", priority: "C"),
                     TodoItem(id: "a", text: "x", priority: "A"), TodoItem(id: "z", text: "x", priority: "Z")]
        XCTAssertEqual(sorted(items, by: .priority), ["a", "c", "z", "none"])
    }

    func testDatesSortEarliestFirstAndRowsWithoutOneLast() {
        let items = [TodoItem(id: "none", text: "x"),
                     TodoItem(id: "late", text: "x", creationDate: TodoDate("2027-01-01"), due: TodoDate("2027-01-01")),
                     TodoItem(id: "early", text: "x", creationDate: TodoDate("1999-12-31"), due: TodoDate("1999-12-31"))]
        XCTAssertEqual(sorted(items, by: .due), ["early", "late", "none"])
        XCTAssertEqual(sorted(items, by: .created), ["early", "late", "none"])
    }

    func testTextIgnoresCaseTheUnicodeWayAndBreaksTiesBeyondEightBytes() {
        let texts = ["Zebra", "apple", "ÄPFEL", "äpfel und mehr", "call Bob about the roof", "call bob about the car",
                     "Straße", "strasse", "b", ""]
        let items = texts.enumerated().map { TodoItem(id: "\($0.offset)", text: $0.element) }
        let order = sorted(items, by: .text).map { texts[Int($0)!] }
        XCTAssertEqual(order, ["", "apple", "b", "call bob about the car", "call Bob about the roof", "Straße", "strasse",
                               "Zebra", "ÄPFEL", "äpfel und mehr"],
                       "code point order of the folded text; ties (Straße, strasse) keep the file's order")
    }

    func testDoneLastKeepsPendingThenDone() {
        var done = TodoItem(id: "d", text: "x")
        done.complete(on: TodoDate(year: 2026, month: 1, day: 1)!)
        XCTAssertEqual(sorted([done, TodoItem(id: "p", text: "x")], by: .doneLast), ["p", "d"])
    }

    func testSCyclesThroughEverySortThenOff() {
        var sort: RowSort? = nil
        var seen: [RowSort?] = []
        repeat {
            sort = RowSort.cycled(from: sort)
            seen.append(sort)
        } while sort != nil
        XCTAssertEqual(seen, [.priority, .due, .created, .text, .doneLast, nil])
    }
}
