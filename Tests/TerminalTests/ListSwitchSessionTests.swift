import Core
import Features
import Foundation
import Storage
import Terminal
import Views
import XCTest

/// Several lists in one session: each keeps its own store, so a switch and a switch back find
/// the list as it was left (selection, lens, a half-typed edit), and a quit saves them all.
final class ListSwitchSessionTests: XCTestCase {
    private static let folder = ["/t/a.txt", "/t/b.txt"]

    private final class Lists {
        var opened: [String] = []
        var saves: [String: [TodoList.State]] = [:]
        var failures: [String: String] = [:]
        var refuse: String?
        var clocks: [String: TestClock] = [:]
        var stores: [String: Store<TodoList.State, TodoList.Action>] = [:]
    }

    private func makeList(_ path: String, _ state: TodoList.State, _ lists: Lists) -> OpenList {
        let clock = TestClock()
        lists.clocks[path] = clock
        let store = Store(initialState: state,
                          reducer: TodoList(), prepareDependencies: {
            $0.randomBits = .incrementing()
            $0.now = .constant(Timestamp(secondsSince1970: 1_796_040_000))
            $0.clock = clock
            $0.storage = StorageClient.inMemory().client
            $0.lists = ListsClient { ListChoices(current: path, folder: Self.folder) }
        })
        addTeardownBlock { store.cancelAllEffects() }
        lists.stores[path] = store
        return OpenList(path: path, title: "Lista — " + OpenList.name(of: path), store: store) { state in
            lists.saves[path, default: []].append(state)
            return lists.failures[path]
        }
    }

    private func makeSession() -> (InteractiveSession, MemoryScreen, Lists) {
        let lists = Lists()
        let first = makeList("/t/a.txt", TodoList.State(rows: [Row.State(item: TodoItem(id: "a1", text: "first row")), Row.State(item: TodoItem(id: "a2", text: "second row"))]), lists)
        let screen = MemoryScreen(size: TerminalSize(rows: 12, columns: 60))
        let session = InteractiveSession(list: first, screen: screen) { [unowned self] path in
            if path == lists.refuse { throw StorageError.fileMissing(path: path) }
            lists.opened.append(path)
            return makeList(path, TodoList.State(rows: [Row.State(item: TodoItem(id: "b1", text: "bread"))]), lists)
        }
        return (session, screen, lists)
    }

    private func press(_ session: InteractiveSession, _ keys: Key...) {
        for key in keys { XCTAssertTrue(session.handle(.key(key)), "\(key) ends the session") }
    }

    /// Wakes the session, as the loop does when an effect sent an action, until the screen
    /// shows `text` (the picker's choices are read by an effect on another thread).
    private func wake(_ session: InteractiveSession, _ screen: MemoryScreen, until text: String,
                      file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(5)
        repeat {
            _ = session.handle(.wake)
            session.draw()
            if screen.lines.contains(where: { $0.contains(text) }) { return }
            usleep(1_000)
        } while Date() < deadline
        XCTFail("the screen never showed \(text):\n" + screen.lines.joined(separator: "\n"), file: file, line: line)
    }

    /// Opens the picker with Ctrl-O and chooses the list `steps` below the highlighted one.
    private func pick(_ session: InteractiveSession, _ screen: MemoryScreen, down steps: Int, up: Int = 0) {
        press(session, .ctrl("o"))
        wake(session, screen, until: "Lists")
        for _ in 0..<steps { press(session, .character("j")) }
        for _ in 0..<up { press(session, .character("k")) }
        press(session, .enter)
        session.draw()
    }

    func testASwitchAndASwitchBackFindTheHalfTypedEditSelectionAndLensAsTheyWere() {
        let (session, screen, lists) = makeSession()
        press(session, .character("j"), .tab, .character("i"), .end)
        for character in " half a sen" { press(session, .character(character)) }
        session.draw()
        let before = screen.frame
        XCTAssertTrue(screen.lines[0].contains("Lista — a.txt"), screen.lines.joined(separator: "\n"))

        pick(session, screen, down: 1)
        XCTAssertTrue(screen.lines[0].contains("Lista — b.txt"), screen.lines.joined(separator: "\n"))
        XCTAssertTrue(screen.lines.contains { $0.contains("bread") })
        press(session, .character("x"))

        pick(session, screen, down: 0, up: 1)
        XCTAssertEqual(screen.frame, before, "list a is drawn as it was left, cursor and all")
        for character in "tence" { press(session, .character(character)) }

        pick(session, screen, down: 1)
        XCTAssertEqual(lists.opened, ["/t/b.txt"], "a list is opened once and found again after that")
        XCTAssertTrue(screen.lines.contains { $0.contains("bread") })
        pick(session, screen, down: 0, up: 1)

        XCTAssertFalse(session.handle(.key(.ctrl("c"))))
        XCTAssertEqual(session.ending, .quit)
        XCTAssertEqual(lists.saves["/t/a.txt"]?.count, 1)
        XCTAssertEqual(lists.saves["/t/a.txt"]?.last?.rows.map(\.item.text), ["first row", "second row half a sentence"])
        XCTAssertNil(lists.saves["/t/a.txt"]?.last?.focus, "the field is left before the save")
        XCTAssertEqual(lists.saves["/t/b.txt"]?.last?.rows.map(\.item.done), [true], "the list not on screen is saved too")
    }

    func testAQuitThatCannotSaveOneListNamesThatList() {
        let (session, screen, lists) = makeSession()
        pick(session, screen, down: 1)
        press(session, .character("x"))
        lists.failures["/t/b.txt"] = "the disk is full"
        pick(session, screen, down: 0, up: 1)
        press(session, .character("q"))
        session.draw()
        XCTAssertTrue(screen.lines.contains { $0.contains("Not saved: b.txt: the disk is full. Press q") },
                      screen.lines.joined(separator: "\n"))
        XCTAssertFalse(session.handle(.key(.character("q"))))
        XCTAssertEqual(session.ending, .quit)
    }

    func testASignalSavesEveryOpenList() {
        let (session, screen, lists) = makeSession()
        pick(session, screen, down: 1)
        XCTAssertFalse(session.handle(.signal(.hangup)))
        XCTAssertEqual(lists.saves.keys.sorted(), ["/t/a.txt", "/t/b.txt"])
    }

    func testAListThatCannotBeOpenedSaysWhyAndKeepsTheListOnScreen() {
        let (session, screen, lists) = makeSession()
        lists.refuse = "/t/b.txt"
        pick(session, screen, down: 1)
        XCTAssertTrue(screen.lines[0].contains("Lista — a.txt"), screen.lines.joined(separator: "\n"))
        XCTAssertTrue(screen.lines.contains { $0.contains("Could not open b.txt:") }, screen.lines.joined(separator: "\n"))
    }

    func testThePickerMarksTheCurrentList() {
        let (session, screen, _) = makeSession()
        press(session, .character("L"))
        wake(session, screen, until: "Lists")
        XCTAssertTrue(screen.lines.contains { $0.contains("here   (•) a.txt") }, screen.lines.joined(separator: "\n"))
        XCTAssertTrue(screen.lines.contains { $0.contains("here   ( ) b.txt") }, screen.lines.joined(separator: "\n"))
    }

    func testAListNotOnScreenStillFinishesItsSave() async throws {
        let (session, screen, lists) = makeSession()
        pick(session, screen, down: 1)
        press(session, .character("x"))
        pick(session, screen, down: 0, up: 1)
        let other = try XCTUnwrap(lists.stores["/t/b.txt"])
        XCTAssertTrue(other.state.hasUnsavedChanges)
        await lists.clocks["/t/b.txt"]?.advance(by: Saving.debounce)
        let deadline = Date().addingTimeInterval(5)
        while other.state.hasUnsavedChanges || other.state.persistence.isSaving, Date() < deadline {
            _ = session.handle(.wake)
            await Task.yield()
            usleep(1_000)
        }
        XCTAssertFalse(other.state.hasUnsavedChanges, "the debounced save ran while list a was on screen")
        XCTAssertTrue(screen.lines[0].contains("Lista — a.txt"))
    }
}
