import Collections
import Core
import CoreTesting
import Foundation
@testable import Features
import Storage
import XCTest

/// `A` moves the done rows to done.txt through storage, at once, as one undo step.
final class ArchiveKeyTests: XCTestCase {
    private func list() -> TodoList.State {
        TodoList.State(rows: rows(
            row("a", "open"), row("b", "filed", done: true), row("c", "later"),
            row("d", "secret filed h:1", done: true)
        ), today: today)
    }

    func testWithNoDoneRowsTheKeySaysSo() async {
        let store = listStore(TodoList.State(rows: rows(row("a", "open"))), clock: TestClock())
        await store.send(.view(.archiveDone)) { $0.message = "No done rows to archive" }
    }

    func testArchivingTakesEveryDoneRowOutAndSavesAtOnce() async {
        let store = listStore(list(), clock: TestClock())
        let b = store.state.rows[id: "b"]!, d = store.state.rows[id: "d"]!
        await store.send(.view(.archiveDone)) {
            let steps = $0.removeRows(ids: ["b", "d"])
            $0.history.record(UndoEntry(label: "archive", steps: steps, movesToDoneFile: true))
            $0.persistence.doneFile.archived([b.item, d.item])
            _ = $0.persistence.doneFile.handOff()
            $0.message = .undoing("Archived 2 done rows to done.txt", "to undo")
            $0.persistence.isSaving = true
        }
        XCTAssertEqual(Array(store.state.rows.ids), ["a", "c"])
        XCTAssertEqual(store.state.persistence.doneFile.inFlight.archive.map(\.id), ["b", "d"])
        await store.receive({ if case .saving(.saveFinished(.saved)) = $0 { true } else { false } }) {
            $0.persistence.isSaving = false
            $0.persistence.savedVersion = $0.content.version
            $0.persistence.doneFile = DoneFileMoves()
        }
    }

    /// Undo while the save that archives is under way: the rows reach done.txt with it, so the
    /// next save takes them back out.
    func testUndoWhileTheArchiveIsBeingSavedRestoresTheRowsAfterIt() {
        var moves = DoneFileMoves()
        let filed = TodoItem(parsing: "x 2026-11-30 filed id:bbbbbbbbbb")
        moves.archived([filed])
        _ = moves.handOff()
        moves.restored([filed])
        XCTAssertEqual(moves.restore, [filed])
        moves.saveEnded(succeeded: true)
        XCTAssertEqual(moves.restore, [filed])
        XCTAssertTrue(moves.archive.isEmpty)
    }

    /// A failed save hands its moves again; a row archived then put back meanwhile moves nowhere.
    func testAFailedSaveHandsItsMovesAgainAndAnArchiveUndoneMeanwhileCancels() {
        var moves = DoneFileMoves()
        let filed = TodoItem(parsing: "x 2026-11-30 filed id:bbbbbbbbbb")
        let sent = TodoItem(parsing: "x 2026-11-30 sent id:cccccccccc")
        moves.archived([filed, sent])
        _ = moves.handOff()
        moves.restored([filed])
        moves.saveEnded(succeeded: false)
        XCTAssertEqual(moves.archive, [sent])
        XCTAssertTrue(moves.restore.isEmpty)
    }

    /// Undo before a save took the archive (another save was under way, so it waited):
    /// nothing reached done.txt, so nothing is to be taken out of it.
    func testUndoBeforeASaveTookTheArchiveBringsTheRowsBackAndMovesNothing() async {
        var state = list()
        state.persistence.isSaving = true
        let store = listStore(state, clock: TestClock())
        store.exhaustivity = .off
        await store.send(.view(.archiveDone))
        XCTAssertEqual(store.state.persistence.doneFile.archive.map(\.id), ["b", "d"], "waiting for the save")
        await store.send(.view(.undo))
        XCTAssertEqual(Array(store.state.rows.ids), ["a", "b", "c", "d"])
        XCTAssertEqual(store.state.persistence.doneFile, DoneFileMoves())
        store.skipInFlightEffects()
    }

    /// Undo after the save: the rows come back and the next save takes them out of done.txt;
    /// redo archives them again.
    func testUndoAfterTheSaveRestoresTheRowsAndRedoArchivesThemAgain() async {
        let store = listStore(list(), clock: TestClock())
        store.exhaustivity = .off
        await store.send(.view(.archiveDone))
        await store.receive({ if case .saving(.saveFinished) = $0 { true } else { false } })
        XCTAssertTrue(store.state.persistence.doneFile.isEmpty)
        await store.send(.view(.undo))
        XCTAssertEqual(Array(store.state.rows.ids), ["a", "b", "c", "d"])
        XCTAssertEqual(Set(store.state.persistence.doneFile.restore.map(\.id)), ["b", "d"])
        XCTAssertEqual(store.state.message, "Undid archive")
        await store.send(.view(.redo))
        XCTAssertEqual(Array(store.state.rows.ids), ["a", "c"])
        XCTAssertEqual(store.state.persistence.doneFile, DoneFileMoves(), "the lines never left done.txt")
        store.skipInFlightEffects()
    }
}

/// The archive key on real files: done.txt receives the rows, and undo takes them back out.
final class ArchiveFileTests: XCTestCase {
    func testTheKeyMovesDoneRowsToDoneTxtAndUndoMovesThemBack() async throws {
        let list = try FileBackedList(["open id:aaaaaaaaaa", "x 2026-11-30 filed id:bbbbbbbbbb", "later id:cccccccccc"])
        try list.appendDone(["x 2026-01-01 older id:oldoldoldo"])
        await list.store.send(.view(.archiveDone))
        await list.settle()
        XCTAssertEqual(list.fileLines, ["open id:aaaaaaaaaa", "later id:cccccccccc"])
        XCTAssertEqual(list.doneLines, ["x 2026-01-01 older id:oldoldoldo", "x 2026-11-30 filed id:bbbbbbbbbb"])
        await list.store.send(.view(.undo))
        await list.settle()
        XCTAssertEqual(list.fileLines, ["open id:aaaaaaaaaa", "x 2026-11-30 filed id:bbbbbbbbbb", "later id:cccccccccc"])
        XCTAssertEqual(list.doneLines, ["x 2026-01-01 older id:oldoldoldo"])
        XCTAssertTrue(list.store.state.persistence.doneFile.isEmpty)
        list.store.skipInFlightEffects()
    }

    /// Another program's edit to a row being archived is not undone by the merge: the row goes
    /// to done.txt in that version and does not come back to the list.
    func testARowEditedElsewhereWhileArchivingIsArchivedOnceInItsVersion() async throws {
        let list = try FileBackedList(["open id:aaaaaaaaaa", "x 2026-11-30 filed id:bbbbbbbbbb"])
        try list.editOutside { $0[1] = "x 2026-11-30 filed +tax id:bbbbbbbbbb" }
        await list.store.send(.view(.archiveDone))
        await list.settle()
        XCTAssertEqual(list.fileLines, ["open id:aaaaaaaaaa"])
        XCTAssertEqual(list.doneLines, ["x 2026-11-30 filed +tax id:bbbbbbbbbb"])
        XCTAssertEqual(Array(list.store.state.rows.ids), ["aaaaaaaaaa"])
        list.store.skipInFlightEffects()
    }
}
