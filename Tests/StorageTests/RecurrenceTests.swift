import XCTest
@testable import Storage

/// Recurring rows with topydo's rule, across month ends and leap days.
final class RecurrenceTests: XCTestCase {
    private func date(_ text: String) -> TodoDate { TodoDate(text)! }

    private func next(_ line: String, on today: String) -> String? {
        TodoItem(parsing: line).nextOccurrence(completedOn: date(today))?.line
    }

    func testTheValuesARecurrenceTakes() {
        XCTAssertEqual(Recurrence("1w"), Recurrence("1w"))
        XCTAssertEqual(Recurrence("+2d")?.isStrict, true)
        XCTAssertEqual(Recurrence("3B")?.unit, .businessDays)
        for bad in ["", "w", "0d", "-1d", "2x", "1.5w", "+", "d1"] { XCTAssertNil(Recurrence(Substring(bad)), bad) }
    }

    func testIntervalsAcrossMonthEndsLeapDaysAndWeekends() {
        XCTAssertEqual(Recurrence("1m")!.after(date("2027-01-31")), date("2027-02-28"))
        XCTAssertEqual(Recurrence("1m")!.after(date("2028-01-31")), date("2028-02-29"), "a leap year")
        XCTAssertEqual(Recurrence("1y")!.after(date("2028-02-29")), date("2029-02-28"))
        XCTAssertEqual(Recurrence("4y")!.after(date("2028-02-29")), date("2032-02-29"))
        XCTAssertEqual(Recurrence("1d")!.after(date("2026-12-31")), date("2027-01-01"))
        XCTAssertEqual(Recurrence("2w")!.after(date("2026-12-25")), date("2027-01-08"))
        XCTAssertEqual(Recurrence("1b")!.after(date("2026-12-04")), date("2026-12-07"), "Friday to Monday")
        XCTAssertEqual(Recurrence("5b")!.after(date("2026-12-05")), date("2026-12-11"), "from a Saturday")
    }

    func testTheNextDueDateCountsFromTheCompletionDayOrStrictlyFromTheOldDueDate() {
        XCTAssertEqual(next("(A) water plants rec:1w due:2026-11-28 id:aa", on: "2026-12-01"),
                       "(A) 2026-12-01 water plants rec:1w due:2026-12-08")
        XCTAssertEqual(next("pay rent rec:+1m due:2026-11-30 id:aa", on: "2026-12-03"),
                       "2026-12-03 pay rent rec:+1m due:2026-12-30")
    }

    func testAThresholdKeepsItsDistanceOrMovesAlone() {
        XCTAssertEqual(next("report t:2026-11-25 rec:1w due:2026-11-28", on: "2026-12-01"),
                       "2026-12-01 report t:2026-12-05 rec:1w due:2026-12-08", "three days before the due date, as before")
        XCTAssertEqual(next("stretch t:2026-11-29 rec:2d", on: "2026-12-01"), "2026-12-01 stretch t:2026-12-03 rec:2d")
        XCTAssertEqual(next("call mom rec:1w", on: "2026-12-01"), "2026-12-01 call mom rec:1w due:2026-12-08")
    }

    func testARowThatDoesNotRecurHasNoNextOccurrence() {
        XCTAssertNil(next("buy milk due:2026-12-01", on: "2026-12-01"))
        XCTAssertNil(next("odd rec:someday", on: "2026-12-01"))
        let next = TodoItem(parsing: "x 2026-12-01 done one rec:1d id:aa").nextOccurrence(completedOn: date("2026-12-01"))
        XCTAssertEqual(next?.done, false)
        XCTAssertEqual(next?.id, "", "the caller draws the new row's id")
    }
}
