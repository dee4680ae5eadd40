import AppTesting
import Core
import Features
import Storage
import Terminal
import Views
import XCTest

/// A search's slices arrive as wakes; in the app (slices follow the clock) the frame after a
/// wake that leaves more slices to come waits until one is due. Keys, the last slice and a
/// session whose slices do not follow the clock always draw.
final class SliceFrameSessionTests: XCTestCase {
    private final class Clock: @unchecked Sendable {
        var now = ContinuousClock.now
    }

    private func makeSession(followingTheClock: Bool) -> (InteractiveSession, Store<TodoList.State, TodoList.Action>, Clock) {
        let rows = (0..<200).map { TodoItem(id: "r\($0)", text: $0.isMultiple(of: 2) ? "buy milk \($0)" : "bread \($0)") }
        let store = HeadlessApp.store(rows: rows, clock: TestClock(), lensSliceRows: 10)
        addTeardownBlock { store.cancelAllEffects() }
        let clock = Clock()
        let session = InteractiveSession(store: store, screen: MemoryScreen(), title: "Lista", now: { clock.now }) { _ in nil }
        session.slicesFollowTheClock = followingTheClock
        return (session, store, clock)
    }

    func testAWakeDuringASearchDrawsOnlyWhenAFrameIsDueAndTheLastSliceDraws() {
        let (session, store, clock) = makeSession(followingTheClock: true)
        session.draw()
        for key in ["/", "m"] { XCTAssertTrue(session.handle(.key(.character(Character(key))))) }
        XCTAssertTrue(store.state.isSearching, "200 rows at 10 a slice: the search goes on")
        XCTAssertFalse(session.frameMayWait(after: [.key(.character("m"))]), "a key always draws")
        XCTAssertTrue(session.frameMayWait(after: [.wake]), "a slice's frame waits for the next slice")
        XCTAssertFalse(session.frameMayWait(after: [.wake, .key(.character("i"))]), "a batch with a key draws")
        clock.now += SliceFramePacing.interval
        XCTAssertFalse(session.frameMayWait(after: [.wake]), "a frame is due")
        session.draw()
        XCTAssertTrue(session.frameMayWait(after: [.wake]), "the interval counts from the frame just drawn")
        while store.state.isSearching { store.send(.lens(.continueSearch)) }
        XCTAssertFalse(session.frameMayWait(after: [.wake]), "the last slice draws the complete result")
    }

    func testASessionWhoseSlicesDoNotFollowTheClockDrawsAfterEveryBatch() {
        let (session, store, _) = makeSession(followingTheClock: false)
        session.draw()
        for key in ["/", "m"] { XCTAssertTrue(session.handle(.key(.character(Character(key))))) }
        XCTAssertTrue(store.state.isSearching)
        XCTAssertFalse(session.frameMayWait(after: [.wake]))
    }

    func testTheLoopSkipsTheFramesItIsToldMayWait() {
        let screen = MemoryScreen()
        for _ in 0..<4 { screen.queue([.wake]) }
        var batches = 0
        screen.run(render: { Frame(grid: Grid(rows: $0.rows, columns: $0.columns)) }, handle: { _ in true },
                   frameMayWait: { _ in
                       batches += 1
                       return batches.isMultiple(of: 2)
                   })
        XCTAssertEqual(batches, 4)
        XCTAssertEqual(screen.drawCount, 3, "the first frame, then the first and third batches'")
    }
}
