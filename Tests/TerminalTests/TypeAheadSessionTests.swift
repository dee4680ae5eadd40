import Core
import Features
import Foundation
import Storage
import Terminal
import Views
import XCTest

/// Keys typed ahead (a fast typist, a paste, a macro, `tmux send-keys`) are dispatched against
/// the mode the keys before them left, even when that mode comes from an effect: the list
/// picker opens once its folder is read, help closes through its own dismiss.
final class TypeAheadSessionTests: XCTestCase {
    /// A folder listing that waits until the test lets it answer, as a slow disk would.
    private final class SlowFolder: @unchecked Sendable {
        let answer = DispatchSemaphore(value: 0)
        func release() { answer.signal() }
    }

    /// Now, as the session reads it; the test moves it on.
    private final class Now: @unchecked Sendable {
        var instant = ContinuousClock.now
    }

    private func makeSession(folder: SlowFolder? = nil, now: Now = Now())
        -> (InteractiveSession, MemoryScreen, Store<TodoList.State, TodoList.Action>) {
        let state = TodoList.State(rows: [Row.State(item: TodoItem(id: "r1", text: "first row")),
                                          Row.State(item: TodoItem(id: "r2", text: "second row")),
                                          Row.State(item: TodoItem(id: "r3", text: "third row"))])
        let store = Store(initialState: state,
                          reducer: TodoList(), prepareDependencies: {
            $0.randomBits = .incrementing()
            $0.now = .constant(Timestamp(secondsSince1970: 1_796_040_000))
            $0.clock = TestClock()
            $0.storage = StorageClient.inMemory().client
            $0.lists = ListsClient {
                folder?.answer.wait()
                return ListChoices(current: "/t/a.txt", folder: ["/t/a.txt", "/t/b.txt", "/t/c.txt"])
            }
        })
        addTeardownBlock { store.cancelAllEffects() }
        let screen = MemoryScreen(size: TerminalSize(rows: 12, columns: 60))
        let session = InteractiveSession(store: store, screen: screen, title: "Lista", now: { now.instant }) { _ in nil }
        return (session, screen, store)
    }

    /// Hands the session every key at once, as one read of the terminal would.
    private func type(_ session: InteractiveSession, _ keys: [Key], file: StaticString = #filePath, line: UInt = #line) {
        for key in keys { XCTAssertTrue(session.handle(.key(key)), "\(key) ended the session", file: file, line: line) }
    }

    /// Wakes the session as the loop does when an effect sent an action, until `done` holds.
    private func wake(_ session: InteractiveSession, until done: () -> Bool, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(5)
        while !done() {
            guard Date() < deadline else { return XCTFail("the session never settled", file: file, line: line) }
            _ = session.handle(.wake)
            usleep(200)
        }
    }

    func testAKeyTypedAfterTheListPickerKeyMovesInThePicker() {
        let folder = SlowFolder()
        let (session, _, store) = makeSession(folder: folder)
        let selection = store.state.selection
        type(session, [.character("L"), .character("j")])
        XCTAssertEqual(session.heldKeys, [.character("j")], "j waits for the picker, whose folder is still being read")
        XCTAssertEqual(store.state.selection, selection)
        folder.release()
        wake(session) { session.heldKeys.isEmpty && store.state.destination != nil }
        guard case let .lists(picker)? = store.state.destination else { return XCTFail("the picker is not open") }
        XCTAssertEqual(picker.highlighted, 1, "j moved from the current list to the next")
        XCTAssertEqual(store.state.selection, selection, "the list behind the picker did not move")
    }

    func testEnterTypedAfterThePickerChoosesInThePickerAndEditsNothing() {
        let (session, _, store) = makeSession()
        let rows = store.state.rows
        type(session, [.character("L"), .character("k"), .enter])
        wake(session) { session.heldKeys.isEmpty && !store.effects.holdsInput }
        XCTAssertNil(store.state.focus, "no row started editing under the picker")
        XCTAssertEqual(store.state.rows, rows)
        XCTAssertEqual(store.state.requestedList, nil, "the session took the list chosen (or closed on the current one)")
    }

    func testKeysTypedAfterHelpsCloseMeetTheList() {
        let (session, _, store) = makeSession()
        type(session, [.character("?")])
        guard case .help? = store.state.destination else { return XCTFail("help did not open") }
        let selection = store.state.selection
        type(session, [.character("q"), .character("j")])
        wake(session) { session.heldKeys.isEmpty && !store.effects.holdsInput }
        XCTAssertNil(store.state.destination, "q closed help")
        XCTAssertNotEqual(store.state.selection, selection, "j moved in the list, not in help")
        XCTAssertEqual(store.state.selection, store.state.rows.ids[1])
    }

    func testSlashTypedAfterHelpsCloseStartsASearch() {
        let (session, _, store) = makeSession()
        type(session, [.character("?"), .character("q"), .character("/")])
        wake(session) { session.heldKeys.isEmpty && !store.effects.holdsInput }
        XCTAssertNil(store.state.destination)
        XCTAssertNotNil(store.state.searchField, "/ opened the search, not 'does nothing here'")
    }

    func testAHoldThatHangsLetsTheKeysThroughAfterTheLongestHold() {
        let folder = SlowFolder()
        let now = Now()
        let (session, _, store) = makeSession(folder: folder, now: now)
        type(session, [.character("L"), .character("j")])
        XCTAssertEqual(session.heldKeys, [.character("j")])
        now.instant += InteractiveSession.longestHold
        type(session, [.character("j")])
        XCTAssertEqual(session.heldKeys, [], "a dead disk does not take the keyboard with it")
        XCTAssertEqual(store.state.selection, store.state.rows.ids[2], "both j's moved in the list")
        folder.release()
        wake(session) { !store.effects.holdsInput }
    }
}
