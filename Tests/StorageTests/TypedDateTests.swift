import XCTest
@testable import Storage

/// Dates as people type them: words and counts become YYYY-MM-DD; what is no date
/// is said, never silently kept.
final class TypedDateTests: XCTestCase {
    private let tuesday = TodoDate(year: 2026, month: 12, day: 1)!

    private func read(_ text: String, on today: TodoDate? = nil) -> String {
        switch TypedDate.read(Substring(text), today: today ?? tuesday) {
        case let .success(date): date.description
        case let .failure(problem): "! \(problem.typed)"
        }
    }

    func testWordsAndCounts() {
        XCTAssertEqual(read("today"), "2026-12-01")
        XCTAssertEqual(read("Tomorrow"), "2026-12-02")
        XCTAssertEqual(read("yesterday"), "2026-11-30")
        XCTAssertEqual(read("3d"), "2026-12-04")
        XCTAssertEqual(read("2w"), "2026-12-15")
        XCTAssertEqual(read("1m"), "2027-01-01")
        XCTAssertEqual(read("1y"), "2027-12-01")
        XCTAssertEqual(read("0d"), "2026-12-01")
        XCTAssertEqual(read("2026-12-24"), "2026-12-24")
    }

    func testAWeekdayIsTheNextOneNeverToday() {
        XCTAssertEqual(tuesday.isoWeekday, 2)
        XCTAssertEqual(read("wednesday"), "2026-12-02")
        XCTAssertEqual(read("wed"), "2026-12-02")
        XCTAssertEqual(read("MON"), "2026-12-07")
        XCTAssertEqual(read("tue"), "2026-12-08", "today is Tuesday: the next one")
        XCTAssertEqual(read("sunday"), "2026-12-06")
    }

    func testMonthEndsAndLeapDays() {
        let january31 = TodoDate(year: 2028, month: 1, day: 31)!
        XCTAssertEqual(read("1m", on: january31), "2028-02-29", "a leap year's February")
        XCTAssertEqual(read("1m", on: TodoDate(year: 2027, month: 1, day: 31)!), "2027-02-28")
        XCTAssertEqual(read("1y", on: TodoDate(year: 2028, month: 2, day: 29)!), "2029-02-28")
        XCTAssertEqual(read("1d", on: TodoDate(year: 2026, month: 12, day: 31)!), "2027-01-01")
        XCTAssertEqual(read("1d", on: TodoDate(year: 2028, month: 2, day: 28)!), "2028-02-29")
    }

    func testWhatIsNoDateIsSaid() {
        XCTAssertEqual(read("2026-13-45"), "! 2026-13-45")
        XCTAssertEqual(read("2027-02-29"), "! 2027-02-29")
        XCTAssertEqual(read("someday"), "! someday")
        XCTAssertEqual(read("-3d"), "! -3d")
        XCTAssertEqual(read("3x"), "! 3x")
    }

    func testAddingDaysAgreesWithStepping() {
        var stepped = TodoDate(year: 2023, month: 12, day: 25)!
        let start = stepped
        for days in 1...2_000 {
            let next = stepped.adding(days: 1)
            XCTAssertEqual(next.daysSince(stepped), 1)
            stepped = next
            XCTAssertEqual(start.adding(days: days), stepped)
            XCTAssertEqual(stepped.adding(days: -days), start)
        }
    }

    func testTypedDescriptionsGetTheirDatesResolved() {
        let (text, problems) = TypedDate.resolvingDates(in: "pay rent due:tomorrow t:fri +home", today: tuesday)
        XCTAssertEqual(text, "pay rent due:2026-12-02 t:2026-12-04 +home")
        XCTAssertEqual(problems, [])
        let (kept, said) = TypedDate.resolvingDates(in: "call due:2026-13-45 and t:someday", today: tuesday)
        XCTAssertEqual(kept, "call due:2026-13-45 and t:someday")
        XCTAssertEqual(said.map(\.typed), ["2026-13-45", "someday"])
        XCTAssertEqual(TypedDate.resolvingDates(in: "note: time:10 due: x:y", today: tuesday).problems, [], "only due: and t: values")
    }

    func testATypedRowMeansWhatTheFileWouldWithItsDatesResolved() {
        var item = TodoItem(id: "a", text: "old")
        let problems = item.editDescription("(A) pay rent due:tomorrow", today: tuesday)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(item.priority, "A")
        XCTAssertEqual(item.due, TodoDate(year: 2026, month: 12, day: 2))
        XCTAssertEqual(item.text, "pay rent")
        XCTAssertEqual(item.line, TodoItem(parsing: item.line).line)
    }
}
