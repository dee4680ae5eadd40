import XCTest
@testable import Storage

/// pter's time tracking tags, read and written as pter's manual describes them: `spent:` as
/// hours and minutes (`spent:5h3m`), `tracking:` as the local date and time a timer started.
final class TimeTrackingTagTests: XCTestCase {
    func testSpentReadsPtersDocumentedExampleAndItsUnits() {
        XCTAssertEqual(SpentTime.seconds("5h3m"), 5 * 3600 + 3 * 60)
        XCTAssertEqual(SpentTime.seconds("2w1d"), 15 * 86_400)
        XCTAssertEqual(SpentTime.seconds("1H2M3S"), 3723)
        XCTAssertEqual(SpentTime.seconds("90"), 90 * 60, "a number without a unit counts minutes")
        XCTAssertEqual(SpentTime.seconds("1h30"), 90 * 60)
        XCTAssertEqual(SpentTime.seconds("+4m"), 240)
        XCTAssertEqual(SpentTime.seconds("0"), 0)
        for invalid in ["", "h", "5x", "5h 3m", "-3m", "1.5h", "m5", "99999999999999999999h"] {
            XCTAssertNil(SpentTime.seconds(invalid), invalid)
        }
    }

    func testSpentIsWrittenInHoursMinutesAndSecondsThatReadBack() {
        XCTAssertEqual(SpentTime.text(5 * 3600 + 3 * 60), "5h3m")
        XCTAssertEqual(SpentTime.text(3723), "1h2m3s")
        XCTAssertEqual(SpentTime.text(45), "45s")
        XCTAssertEqual(SpentTime.text(7200), "2h")
        XCTAssertEqual(SpentTime.text(0), "0")
        for seconds in [0, 1, 59, 60, 61, 3599, 3600, 86_399, 1_000_000, SpentTime.maximumSeconds] {
            XCTAssertEqual(SpentTime.seconds(SpentTime.text(seconds)), seconds)
        }
    }

    func testTrackingIsPtersLocalDateAndTime() throws {
        let start = try XCTUnwrap(TrackingStart("2024-05-06-14-03-09"))
        XCTAssertEqual(start.date, TodoDate(year: 2024, month: 5, day: 6))
        XCTAssertEqual([start.hour, start.minute, start.second], [14, 3, 9])
        XCTAssertEqual(start.description, "2024-05-06-14-03-09")
        for invalid in ["2024-05-06", "2024-05-06 14:03:09", "2024-05-06-24-00-00", "2024-02-30-10-00-00",
                        "2024-05-06-14-3-09", "2024-05-06-14-03-60", "2024-05-06T14-03-09"] {
            XCTAssertNil(TrackingStart(invalid), invalid)
        }
    }

    func testTrackingIsTheLocalTimeOfTheMomentAndBack() {
        for moment in [0.0, 1_700_000_000, 1_733_369_999.7] {
            let start = TrackingStart(localAt: moment)
            XCTAssertEqual(start.secondsSince1970, moment.rounded(.down), "\(moment)")
            XCTAssertEqual(TrackingStart(start.description), start)
        }
    }

    func testALineOfPtersIsReadIntoTheTimerAndTheTimeSpent() {
        let item = TodoItem(parsing: "Write report +work tracking:2024-05-06-14-03-09 spent:5h3m")
        XCTAssertEqual(item.text, "Write report +work")
        XCTAssertEqual(item.trackedSeconds, 5 * 3600 + 3 * 60)
        XCTAssertEqual(item.trackingStart, TrackingStart("2024-05-06-14-03-09"))
        XCTAssertEqual(item.line, "Write report +work tracking:2024-05-06-14-03-09 spent:5h3m", "unchanged, it prints as read")
    }

    /// Lista wrote `tracked:SECONDS` before: it is time spent, written as `spent:` at the row's
    /// next change, and added to a `spent:` on the same line (pter may have added one).
    func testTheOlderTrackedTagBecomesSpentAtTheRowsNextChange() {
        var item = TodoItem(parsing: "Call Bo tracked:3725")
        XCTAssertEqual(item.text, "Call Bo")
        XCTAssertEqual(item.trackedSeconds, 3725)
        XCTAssertEqual(item.line, "Call Bo tracked:3725", "not rewritten while unchanged")
        item.priority = "A"
        XCTAssertEqual(item.line, "(A) Call Bo spent:1h2m5s")

        var both = TodoItem(parsing: "Call Bo tracked:60 spent:1h")
        XCTAssertEqual(both.trackedSeconds, 3660)
        both.done = true
        XCTAssertEqual(both.line, "x Call Bo spent:1h1m")
    }

    func testATimerIsWrittenAsTrackingAndStoppingItWritesOnlySpent() {
        var item = TodoItem(parsing: "Write report")
        item.trackingStart = TrackingStart("2024-05-06-14-03-09")
        XCTAssertEqual(item.line, "Write report tracking:2024-05-06-14-03-09")
        item.trackingStart = nil
        item.trackedSeconds = 125
        XCTAssertEqual(item.line, "Write report spent:2m5s")
    }

    func testTypedTagsBecomeTheTimerAndTheTimeSpent() {
        var item = TodoItem(parsing: "x")
        item.editDescription("Write spent:1h tracking:2024-05-06-14-03-09")
        XCTAssertEqual(item.text, "Write")
        XCTAssertEqual(item.trackedSeconds, 3600)
        XCTAssertEqual(item.trackingStart, TrackingStart("2024-05-06-14-03-09"))
    }
}
