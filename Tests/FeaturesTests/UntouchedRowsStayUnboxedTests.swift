@testable import Features
import Storage
import XCTest

/// A row whose UI state is the default is its item alone (24 bytes); the list's paths that touch
/// many rows at once (a reload, an undo) must not box the rows nobody placed a cursor in.
final class UntouchedRowsStayUnboxedTests: XCTestCase {
    func testAReloadThatChangesEveryRowBoxesNone() async throws {
        let list = try FileBackedList(["one id:aa", "two id:bb", "three id:cc"])
        try list.replaceOutside(["one, renamed id:aa", "x 2026-11-30 two id:bb", "three, renamed id:cc"])
        await list.noticeOutsideChange()
        await list.settle()
        let rows = list.store.state.rows
        XCTAssertEqual(rows.map(\.text), ["one, renamed", "two", "three, renamed"])
        XCTAssertEqual(rows.filter(\.isBoxed).map(\.id), [])
    }

    /// The one change of behaviour that keeps them unboxed: a cursor never placed follows the
    /// end of the text through reloads (it was pinned at the end of the first reloaded text).
    func testACursorNeverPlacedFollowsTheEndThroughTwoReloads() async throws {
        let list = try FileBackedList(["one id:aa"])
        try list.replaceOutside(["one more id:aa"])
        await list.noticeOutsideChange()
        await list.settle()
        try list.replaceOutside(["one more and more id:aa"])
        await list.noticeOutsideChange()
        await list.settle()
        XCTAssertEqual(list.store.state.rows[id: "aa"]?.cursor, 17)
        await list.store.send(.view(.focusSelected))
        await list.store.send(.rows(.element(id: "aa", action: .edit(.insert("!")))))
        XCTAssertEqual(list.store.state.rows[id: "aa"]?.text, "one more and more!", "typing continues at the end")
    }

    func testUndoingADoneOnEveryRowBoxesNone() async throws {
        let list = try FileBackedList(["one id:aa", "two id:bb", "three id:cc"])
        for id in ["aa", "bb", "cc"] { await list.store.send(.view(.toggleDone(id))) }
        for _ in 0..<3 { await list.store.send(.view(.undo)) }
        await list.settle()
        let rows = list.store.state.rows
        XCTAssertEqual(rows.map(\.isDone), [false, false, false])
        XCTAssertEqual(rows.filter(\.isBoxed).map(\.id), [])
    }
}
