import Collections
import Core
import CoreTesting
import Foundation
@testable import Features
import Storage
import XCTest

/// The archived rows' page: chosen in the filter popover, it reads done.txt through storage and
/// shows its rows, read only.
final class ArchivePageTests: XCTestCase {
    private let archived = [TodoItem(parsing: "x 2026-11-29 filed id:bbbbbbbbbb"), TodoItem(parsing: "x 2026-11-30 sent id:cccccccccc")]

    private func store() -> TestStore<TodoList.State, TodoList.Action> {
        let archived = archived
        return TestStore(initialState: TodoList.State(rows: rows(row("a", "open"))), reducer: { TodoList() }, withDependencies: {
            $0.randomBits = .incrementing()
            $0.now = .constant(testNow)
            $0.clock = TestClock()
            $0.storage = StorageClient(save: { _ in SaveOutcome() }, readArchive: { archived })
        })
    }

    func testChoosingArchivedInThePopoverPushesThePageWhichReadsDoneTxt() async {
        let store = store()
        let tags = store.state.tagsInUse()
        let picker = FilterPicker.State(lens: Lens(), projects: tags.projects, contexts: tags.contexts)
        await store.send(.view(.open(.filter))) { $0.destination = .filter(picker) }
        let archivedOption = picker.options.firstIndex(of: .archived)!
        for step in 1...archivedOption {
            await store.send(.destination(.presented(.filter(.highlightNext)))) {
                $0.destination?.modify(.filter) { $0.highlighted = step }
            }
        }
        await store.send(.destination(.presented(.filter(.choose))))
        await store.receive(.destination(.presented(.filter(.delegate(.showArchive))))) {
            $0.destination = .archive(ArchivePage.State())
        }
        await store.receive(.destination(.presented(.archive(.started))))
        await store.receive(.destination(.presented(.archive(.loaded(archived))))) {
            $0.destination = .archive(ArchivePage.State(rows: self.archived))
        }
        XCTAssertEqual(Array(store.state.rows.ids), ["a"], "the list's rows are untouched: the page only reads")
        await store.send(.destination(.presented(.archive(.scrollDown)))) {
            $0.destination = .archive(ArchivePage.State(rows: self.archived, scroll: 1))
        }
        // The last row stays on screen.
        await store.send(.destination(.presented(.archive(.scrollDown))))
        await store.send(.destination(.presented(.archive(.back))))
        await store.receive(.destination(.dismiss)) { $0.destination = nil }
    }

    func testAFailedReadSaysWhy() async {
        let store = TestStore(initialState: TodoList.State(), reducer: { TodoList() }, withDependencies: {
            $0.randomBits = .incrementing()
            $0.now = .constant(testNow)
            $0.clock = TestClock()
            $0.storage = StorageClient(save: { _ in SaveOutcome() }, readArchive: { throw StorageError.permissionDenied(path: "/x/done.txt") })
        })
        await store.send(.view(.open(.archive))) { $0.destination = .archive(ArchivePage.State()) }
        await store.receive(.destination(.presented(.archive(.started))))
        await store.receive({ if case .destination(.presented(.archive(.failed))) = $0 { true } else { false } }) {
            $0.destination = .archive(ArchivePage.State(failure: "\(StorageError.permissionDenied(path: "/x/done.txt"))"))
        }
    }

    /// On real files: the page shows what the archive key just wrote.
    func testThePageShowsWhatTheArchiveKeyWrote() async throws {
        let list = try FileBackedList(["open id:aaaaaaaaaa", "x 2026-11-30 filed id:bbbbbbbbbb"])
        await list.store.send(.view(.archiveDone))
        await list.settle()
        await list.store.send(.view(.open(.archive)))
        await list.store.receive({ if case .destination(.presented(.archive(.loaded))) = $0 { true } else { false } }, timeout: .seconds(5))
        guard case let .archive(page)? = list.store.state.destination else { return XCTFail("no page") }
        XCTAssertEqual(page.rows?.map(\.line), ["x 2026-11-30 filed id:bbbbbbbbbb"])
        list.store.skipInFlightEffects()
    }
}
