import Core
@testable import Features
import Storage
import XCTest

/// Switching lists without a terminal: which list is on screen, which are parked with what the
/// screen kept of them, what a list that cannot be opened says, and what a quit saves.
final class OpenListsTests: XCTestCase {
    private struct Refused: Error, CustomStringConvertible {
        var description: String { "no such file" }
    }

    private var opened: [String] = []
    private var saves: [String] = []
    private var failures: [String: String] = [:]

    private func makeList(_ path: String, _ text: String) -> OpenList {
        let store = Store(initialState: TodoList.State(rows: rows(row(text, text))), reducer: TodoList(), prepareDependencies: {
            $0.randomBits = .incrementing()
            $0.now = .constant(testNow)
            $0.clock = TestClock()
            $0.storage = StorageClient.inMemory().client
        })
        addTeardownBlock { store.cancelAllEffects() }
        return OpenList(path: path, title: path, store: store) { [unowned self] state in
            saves.append("\(path): \(state.rows.map(\.item.text).joined(separator: ","))")
            return failures[path]
        }
    }

    /// Lists keeping an `Int` per list (a terminal keeps its scroll position), `/t/a.txt` on
    /// screen; `/t/missing.txt` cannot be opened.
    private func makeLists() -> OpenLists<Int> {
        OpenLists(makeList("/t/a.txt", "apples")) { [unowned self] path in
            if path == "/t/missing.txt" { throw Refused() }
            opened.append(path)
            return makeList(path, "bread")
        }
    }

    /// What the picker does when `path` is chosen on the list on screen (which the picker takes
    /// for `current`).
    private func request(_ path: String, on lists: OpenLists<Int>, current: String? = nil) {
        let store = lists.current.store
        store.send(.lists(.choicesFound(ListChoices(current: current ?? lists.current.path, folder: [path]))))
        store.send(.destination(.presented(.lists(.tapped(0)))))
        XCTAssertEqual(store.state.requestedList, path)
    }

    func testNoRequestLeavesTheListOnScreen() {
        var lists = makeLists()
        var kept = 7
        XCTAssertFalse(lists.showRequested(keeping: &kept, fresh: 0))
        XCTAssertEqual(lists.current.path, "/t/a.txt")
        XCTAssertEqual(kept, 7)
        XCTAssertTrue(lists.others.isEmpty)
    }

    func testASwitchParksTheListWithWhatWasKeptAndASwitchBackFindsItAgain() {
        var lists = makeLists()
        var kept = 7
        request("/t/b.txt", on: lists)
        XCTAssertTrue(lists.showRequested(keeping: &kept, fresh: 0))
        XCTAssertEqual(lists.current.path, "/t/b.txt")
        XCTAssertEqual(kept, 0, "a list opened now starts fresh")
        XCTAssertEqual(lists.others.map(\.path), ["/t/a.txt"])
        XCTAssertNil(lists.others.first?.store.state.requestedList, "the request was taken")

        kept = 3
        request("/t/a.txt", on: lists)
        XCTAssertTrue(lists.showRequested(keeping: &kept, fresh: 0))
        XCTAssertEqual(lists.current.path, "/t/a.txt")
        XCTAssertEqual(lists.current.store.state.rows.map(\.item.text), ["apples"])
        XCTAssertEqual(kept, 7, "list a comes back as the screen left it")

        request("/t/b.txt", on: lists)
        XCTAssertTrue(lists.showRequested(keeping: &kept, fresh: 0))
        XCTAssertEqual(kept, 3)
        XCTAssertEqual(opened, ["/t/b.txt"], "a list is opened once and found again after that")
    }

    func testRequestingTheListOnScreenTakesTheRequestAndStays() {
        var lists = makeLists()
        var kept = 7
        // The picker closes itself on the current list; a request for it comes only from
        // choices that named another list current.
        request("/t/a.txt", on: lists, current: "/t/other.txt")
        XCTAssertFalse(lists.showRequested(keeping: &kept, fresh: 0))
        XCTAssertNil(lists.current.store.state.requestedList)
        XCTAssertEqual(kept, 7)
        XCTAssertTrue(lists.others.isEmpty)
    }

    func testAListThatCannotBeOpenedSaysWhyAndTheListOnScreenStays() {
        var lists = makeLists()
        var kept = 7
        request("/t/missing.txt", on: lists)
        XCTAssertFalse(lists.showRequested(keeping: &kept, fresh: 0))
        XCTAssertEqual(lists.current.path, "/t/a.txt")
        XCTAssertEqual(kept, 7)
        XCTAssertNil(lists.current.store.state.requestedList)
        XCTAssertEqual(lists.current.store.state.message?.text, "Could not open missing.txt: no such file")
        XCTAssertTrue(lists.others.isEmpty)
    }

    func testAQuitSavesEveryListAndNamesTheOnesItCouldNotSaveWhenSeveralAreOpen() {
        var lists = makeLists()
        failures["/t/a.txt"] = "the disk is full"
        XCTAssertEqual(lists.saveAll(), ["the disk is full"], "one list open: no need to say which")
        var kept = 0
        request("/t/b.txt", on: lists)
        XCTAssertTrue(lists.showRequested(keeping: &kept, fresh: 0))
        saves = []
        XCTAssertEqual(lists.saveAll(), ["a.txt: the disk is full"])
        XCTAssertEqual(saves.sorted(), ["/t/a.txt: apples", "/t/b.txt: bread"])
        saves = []
        lists.flushAll()
        XCTAssertEqual(saves.sorted(), ["/t/a.txt: apples", "/t/b.txt: bread"])
    }

    func testAQuitLeavesAHalfTypedFieldBeforeSaving() {
        let lists = makeLists()
        let store = lists.current.store
        store.send(.view(.focusSelected))
        XCTAssertNotNil(store.state.focus)
        XCTAssertEqual(lists.saveAll(), [])
        XCTAssertNil(store.state.focus, "the field is left before the save")
    }
}

extension OpenListsTests {
    func testAListOutsideTheFirstListsFolderIsTitledWithItsFolderToo() {
        XCTAssertEqual(OpenList.title(of: "/home/ana/todo.txt", besideListsIn: "/home/ana"), "Lista — todo.txt")
        XCTAssertEqual(OpenList.title(of: "/home/ana/shop.txt", besideListsIn: "/home/ana/"), "Lista — shop.txt")
        XCTAssertEqual(OpenList.title(of: "/home/ana/work/todo.txt", besideListsIn: "/home/ana"), "Lista — todo.txt (work)")
        XCTAssertEqual(OpenList.title(of: "/srv/todo.txt", besideListsIn: "/home/ana"), "Lista — todo.txt (srv)")
        XCTAssertEqual(OpenList.title(of: "/todo.txt", besideListsIn: "/"), "Lista — todo.txt")
        XCTAssertEqual(OpenList.title(of: "/srv/todo.txt", besideListsIn: "/"), "Lista — todo.txt (srv)")
    }
}
