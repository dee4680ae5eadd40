import Storage
import XCTest

/// topydo's rule for rows a list hides: a pending row waits for its `t:` date, `h:1` hides a
/// row for good.
final class RowVisibilityTests: XCTestCase {
    private let today = TodoDate(year: 2026, month: 12, day: 1)!

    private func standing(_ line: String, on day: TodoDate? = TodoDate(year: 2026, month: 12, day: 1)!) -> RowVisibility {
        TodoItem(parsing: line).visibility(today: day)
    }

    func testAPendingRowWithAThresholdAfterTodayWaitsAndShowsOnThatDay() {
        XCTAssertEqual(standing("call Bo t:2026-12-02"), .future)
        XCTAssertEqual(standing("call Bo t:2026-12-01"), .current, "on the day itself it shows")
        XCTAssertEqual(standing("call Bo t:2026-11-30"), .current)
        XCTAssertEqual(standing("call Bo t:2027-01-01", on: TodoDate(year: 2027, month: 1, day: 1)!), .current)
    }

    func testTheLastThresholdThatIsADateCountsAsTheThresholdReaderSays() {
        XCTAssertEqual(standing("a t:2027-01-01 t:2026-11-01"), .current)
        XCTAssertEqual(standing("a t:2026-11-01 t:2027-01-01"), .future)
        XCTAssertEqual(standing("a t:2027-01-01 t:soon"), .future, "t:soon is no date, so the earlier one holds")
        XCTAssertEqual(standing("a t:2026-13-45"), .current, "an impossible date holds nothing back")
        XCTAssertEqual(TodoItem(parsing: "a t:2026-11-01 t:2027-01-01").threshold, TodoDate(year: 2027, month: 1, day: 1))
    }

    func testADoneRowNeverWaitsForItsThreshold() {
        XCTAssertEqual(standing("x 2026-11-30 call Bo t:2027-01-01"), .current)
    }

    func testHOneHidesARowDoneOrNotAndALaterHZeroShowsItAgain() {
        XCTAssertEqual(standing("secret h:1"), .hidden)
        XCTAssertEqual(standing("x 2026-11-30 secret h:1"), .hidden)
        XCTAssertEqual(standing("secret h:1 t:2027-01-01"), .hidden, "hidden wins over waiting")
        XCTAssertEqual(standing("secret h:0"), .current)
        XCTAssertEqual(standing("secret h:1 h:0"), .current)
        XCTAssertEqual(standing("secret h:2"), .current, "only h:1 hides, as topydo writes it")
        XCTAssertEqual(standing("see https://h:1"), .current, "a link is no tag")
        XCTAssertEqual(standing("oh:1"), .current, "the key is h, not oh")
    }

    func testWithNoDateKnownNoThresholdHoldsARowBackButHOneStillHides() {
        XCTAssertEqual(standing("a t:2999-01-01", on: nil), .current)
        XCTAssertEqual(standing("a h:1", on: nil), .hidden)
    }

    func testTheVisibilityFilterLetsThroughWhatItNames() {
        let all: [RowVisibility] = [.current, .future, .hidden]
        XCTAssertEqual(all.filter(VisibilityFilter.current.admits), [.current])
        XCTAssertEqual(all.filter(VisibilityFilter.future.admits), [.future])
        XCTAssertEqual(all.filter(VisibilityFilter.hidden.admits), [.hidden])
        XCTAssertEqual(all.filter(VisibilityFilter.everything.admits), all)
    }
}
