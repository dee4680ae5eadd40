import Features
import XCTest

/// The frame after a slice that leaves more to come waits until a frame's interval has passed
/// since the last one (``SliceFramePacing``); the last slice always draws.
final class SliceFramePacingTests: XCTestCase {
    func testAFrameWaitsOnlyWhileMoreSlicesFollowWithinTheInterval() {
        let start = ContinuousClock.now
        var pacing = SliceFramePacing()
        XCTAssertFalse(pacing.frameMayWait(moreSlices: true, now: start), "no frame drawn yet: draw")
        pacing.framed(at: start)
        XCTAssertTrue(pacing.frameMayWait(moreSlices: true, now: start + .milliseconds(1)))
        XCTAssertTrue(pacing.frameMayWait(moreSlices: true, now: start + SliceFramePacing.interval - .microseconds(1)))
        XCTAssertFalse(pacing.frameMayWait(moreSlices: true, now: start + SliceFramePacing.interval), "a frame is due")
        XCTAssertFalse(pacing.frameMayWait(moreSlices: false, now: start + .milliseconds(1)), "the last slice draws")
        pacing.framed(at: start + .milliseconds(20))
        XCTAssertTrue(pacing.frameMayWait(moreSlices: true, now: start + .milliseconds(21)), "counted from the latest frame")
    }
}
