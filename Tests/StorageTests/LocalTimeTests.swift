import Foundation
import Glibc
import Storage
import XCTest

/// Local days come from the C library's time zone rules, whatever `TZ` says.
final class LocalTimeTests: XCTestCase {
    private var savedZone: String?

    override func setUp() {
        savedZone = ProcessInfo.processInfo.environment["TZ"]
    }

    override func tearDown() {
        if let savedZone { setenv("TZ", savedZone, 1) } else { unsetenv("TZ") }
        tzset()
    }

    private func inZone(_ zone: String, _ body: () -> Void) {
        setenv("TZ", zone, 1)
        tzset()
        body()
    }

    /// 2026-12-01 20:30 UTC.
    private let evening = 1_796_157_000.0

    func testTheLocalDayFollowsTheTimeZone() {
        inZone("UTC") { XCTAssertEqual(TodoDate(localDayAt: evening), TodoDate(year: 2026, month: 12, day: 1)) }
        inZone("Asia/Tokyo") { XCTAssertEqual(TodoDate(localDayAt: evening), TodoDate(year: 2026, month: 12, day: 2)) }
        inZone("America/Los_Angeles") { XCTAssertEqual(TodoDate(localDayAt: evening), TodoDate(year: 2026, month: 12, day: 1)) }
        inZone("Pacific/Kiritimati") { XCTAssertEqual(TodoDate(localDayAt: evening), TodoDate(year: 2026, month: 12, day: 2)) }
    }

    func testTheNextLocalDayBeginsAtLocalMidnight() {
        inZone("Asia/Tokyo") {
            // Tokyo is UTC+9: 2026-12-02 05:30 there; the next day begins at 2026-12-02 15:00 UTC.
            XCTAssertEqual(TodoDate.startOfNextLocalDay(after: evening), 1_796_223_600)
        }
        inZone("UTC") {
            XCTAssertEqual(TodoDate.startOfNextLocalDay(after: evening), 1_796_169_600)
        }
    }

    func testADayThatSkipsAnHourStillEndsAtTheNextMidnight() {
        inZone("America/New_York") {
            // 2026-03-08: clocks go from 02:00 to 03:00, so the day is 23 hours long.
            let morning = 1_772_953_200.0  // 2026-03-08 07:00 UTC: 03:00 EDT, just after
            let next = TodoDate.startOfNextLocalDay(after: morning)
            XCTAssertEqual(TodoDate(localDayAt: next), TodoDate(year: 2026, month: 3, day: 9))
            XCTAssertEqual(TodoDate(localDayAt: next - 1), TodoDate(year: 2026, month: 3, day: 8))
        }
    }

}
