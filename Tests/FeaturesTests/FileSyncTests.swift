import Collections
import Core
import CoreTesting
@testable import Features
import Storage
import Views
import XCTest

/// Outside writers and the list on a real file: they meet through the one
/// merge, with one base and one identity for every row.
final class FileSyncTests: XCTestCase {
    /// `echo "(B) external row" >> todo.txt`, then `G x`, an edit and a delete:
    /// the outside row stays one row every time (it was given two ids on two paths).
    func testAnOutsideRowWithoutAnIdStaysOneRowThroughToggleEditAndDelete() async throws {
        let list = try FileBackedList(["first row id:aaaaaaaaaa"])
        try list.appendOutside("(B) external row")
        await list.noticeOutsideChange()
        await list.settle()
        XCTAssertEqual(list.store.state.rows.map(\.text), ["first row", "external row"])
        let id = list.store.state.rows[1].id

        await list.store.send(.view(.moveSelection(.last)))
        await list.store.send(.view(.toggleDoneSelected))
        await list.settle()
        XCTAssertEqual(list.fileLines, ["first row id:aaaaaaaaaa", "x 2026-11-30 external row pri:B"], "no id written into their row")

        await list.store.send(.view(.focusSelected))
        await list.store.send(.rows(.element(id: id, action: .edit(.insert(" edited")))))
        await list.store.send(.view(.leaveField))
        await list.settle()
        XCTAssertEqual(list.fileLines, ["first row id:aaaaaaaaaa", "x 2026-11-30 external row edited pri:B"])

        await list.store.send(.view(.deleteSelected))
        await list.settle()
        XCTAssertEqual(list.fileLines, ["first row id:aaaaaaaaaa"])
        XCTAssertEqual(list.store.state.rows.ids, ["aaaaaaaaaa"])
    }

    /// The same, when the save finds the appended row before the watcher reports it.
    func testAnOutsideRowFoundByASaveIsOneRow() async throws {
        let list = try FileBackedList(["first row id:aaaaaaaaaa"])
        try list.appendOutside("(B) external row")
        await list.store.send(.view(.toggleDoneSelected))
        await list.settle()
        await list.noticeOutsideChange()
        await list.settle()
        XCTAssertEqual(list.store.state.rows.map(\.text), ["first row", "external row"])
        XCTAssertEqual(list.fileLines.count, 2)
        XCTAssertEqual(TodoFile.parse(Array(list.fileLines.joined(separator: "\n").utf8)).file.items.map(\.line), list.rowLines)
    }

    /// Toggle a row; todo.sh archives a done row and adds another; `u` undoes the
    /// person's toggle, and the archived row stays archived.
    func testUndoAfterAnArchiveUndoesTheOwnToggleAndTheArchivedRowStaysGone() async throws {
        let list = try FileBackedList(["mine id:aa", "x 2026-11-01 archived soon id:bb"])
        await list.store.send(.view(.toggleDoneSelected))
        await list.settle()
        XCTAssertEqual(list.fileLines, ["x 2026-11-30 mine id:aa", "x 2026-11-01 archived soon id:bb"])
        // todo.sh archive moves every done row to done.txt; here it archives the old one only
        // (its -a run after a second add), then adds a row.
        try list.replaceOutside(["x 2026-11-30 mine id:aa", "added by todo.sh"])
        await list.noticeOutsideChange()
        await list.settle()
        XCTAssertEqual(list.store.state.rows.map(\.text), ["mine", "added by todo.sh"])

        await list.store.send(.view(.undo))
        XCTAssertEqual(list.store.state.message, "Undid done")
        XCTAssertEqual(list.store.state.rows.first?.isDone, false, "the person's own toggle is undone")
        XCTAssertEqual(list.store.state.rows.map(\.text), ["mine", "added by todo.sh"], "nothing archived comes back")
        await list.settle()
        XCTAssertEqual(list.fileLines.count, 2)
        XCTAssertEqual(list.fileLines[0], "mine id:aa")
    }

    /// `todo.sh do 3` (which archives by default): the pending row leaves the list and its done
    /// line is in done.txt. That is an archive, not a removal: the status line says so, and `u`
    /// does not bring the row back as pending beside its done line.
    func testARowAnotherProgramArchivedIsNotBroughtBackByUndo() async throws {
        let list = try FileBackedList(["(A) call the bank", "water plants @home", "other row"])
        try list.appendDone(["x 2026-11-30 water plants @home"])
        try list.replaceOutside(["(A) call the bank", "other row"])
        await list.noticeOutsideChange()
        await list.settle()
        XCTAssertEqual(list.store.state.rows.map(\.text), ["call the bank", "other row"])
        XCTAssertEqual(list.store.state.message?.shown(), "The file changed outside Lista: 1 archived to done.txt")
        await list.store.send(.view(.undo))
        XCTAssertEqual(list.store.state.rows.map(\.text), ["call the bank", "other row"], "the archived row stays archived")
        await list.settle()
        XCTAssertEqual(list.fileLines, ["(A) call the bank", "other row"])

        // A row removed outside with no done line in done.txt is a removal: u takes it back.
        try list.replaceOutside(["other row"])
        await list.noticeOutsideChange()
        await list.settle()
        XCTAssertEqual(list.store.state.message?.shown(), "The file changed outside Lista: 1 removed — u takes it back")
        await list.store.send(.view(.undo))
        XCTAssertEqual(list.store.state.rows.map(\.text), ["call the bank", "other row"])
    }

    /// A step about a row another program removed does nothing, and says so.
    func testUndoingAStepWhoseRowWasRemovedOutsideSaysSo() async throws {
        let list = try FileBackedList(["one id:aa", "two id:bb"])
        await list.store.send(.view(.toggleDoneSelected))
        await list.settle()
        try list.replaceOutside(["two id:bb"])
        await list.noticeOutsideChange()
        await list.settle()
        await list.store.send(.view(.undo))
        XCTAssertEqual(list.store.state.message, "Undid done: nothing to change, another program removed its row")
        XCTAssertEqual(list.store.state.rows.ids, ["bb"])
        XCTAssertEqual(list.store.state.history.redoStack.count, 1)
    }

    /// The focused row keeps the person's half-typed text and cursor; the file's other fields
    /// are taken; other rows update in place, new rows come in, removed rows go.
    func testAReloadWhileTypingKeepsTheTextAndCursor() async throws {
        let list = try FileBackedList(["one id:aa", "two id:bb", "three id:cc"])
        await list.store.send(.view(.select("bb")))
        await list.store.send(.view(.focusSelected))
        await list.store.send(.rows(.element(id: "bb", action: .edit(.insert(" and a half")))))
        await list.store.send(.rows(.element(id: "bb", action: .edit(.moveLeft))))
        try list.replaceOutside(["x 2026-11-30 Two edited outside id:bb", "three, renamed outside id:cc", "added by todo.sh"])
        await list.noticeOutsideChange()
        await list.settle()

        let state = list.store.state
        XCTAssertEqual(state.rows.map(\.text), ["two and a half", "three, renamed outside", "added by todo.sh"])
        XCTAssertEqual(state.rows[id: "bb"]?.cursor, 13, "the cursor stays")
        XCTAssertEqual(state.rows[id: "bb"]?.isDone, true, "the file's other fields are taken")
        XCTAssertEqual(state.focus, "bb")
        XCTAssertEqual(state.selection, "bb")
        XCTAssertEqual(ListMemo.fresh(rows: state.rows, lens: state.lens, today: state.today), state.memo)
        XCTAssertEqual(list.fileLines.first, "x 2026-11-30 two and a half id:bb", "the person's text is saved")

        XCTAssertEqual(state.message?.shown(), "The file changed outside Lista: 1 added, 2 changed, 1 removed; “two and a half” changed here and outside: yours kept — u takes theirs")

        await list.store.send(.view(.leaveField))
        await list.store.send(.view(.undo))
        XCTAssertEqual(list.store.state.rows.first?.text, "Two edited outside", "u takes the text that lost")
        await list.store.send(.view(.undo))
        XCTAssertEqual(list.store.state.rows.map(\.text), ["one", "Two edited outside", "three, renamed outside", "added by todo.sh"],
                       "then the row the other program removed comes back")
        await list.store.send(.view(.undo))
        XCTAssertEqual(list.store.state.rows.map(\.text), ["one", "two", "three, renamed outside", "added by todo.sh"],
                       "then the typing: nothing else the file brought is undone")
        XCTAssertEqual(list.store.state.rows[id: "bb"]?.isDone, true)
    }

    /// The row being typed in is never deleted from under the person: it is written back.
    func testTheFocusedRowIsNeverDeletedFromUnderThePerson() async throws {
        let list = try FileBackedList(["one id:aa", "two id:bb"])
        await list.store.send(.view(.select("bb")))
        await list.store.send(.view(.focusSelected))
        try list.replaceOutside(["one id:aa"])
        await list.noticeOutsideChange()
        await list.settle()
        XCTAssertEqual(list.store.state.rows.ids, ["aa", "bb"])
        XCTAssertEqual(list.fileLines, ["one id:aa", "two id:bb"])
    }

    /// Rows added here and not yet saved stay where they were put.
    func testRowsAddedHereAndNotYetSavedAreKept() async throws {
        let list = try FileBackedList(["one id:aa"])
        await list.store.send(.view(.addRow(.append)))
        await list.store.send(.rows(.element(id: "0000000000", action: .edit(.insert("mine")))))
        await list.store.send(.view(.leaveField))
        try list.appendOutside("theirs")
        await list.noticeOutsideChange()
        await list.settle()
        XCTAssertEqual(list.store.state.rows.map(\.text), ["one", "theirs", "mine"])
        XCTAssertEqual(TodoFile.parse(Array(list.fileLines.joined(separator: "\n").utf8)).file.items.map(\.line), list.rowLines)
    }

    /// Regression (found by the model test): a row Lista had written (in memory without its
    /// original line, on disk with it) looked changed on disk to every reload, so deleting it
    /// while a reload was under way brought it back.
    func testARowDeletedWhileAReloadIsUnderWayStaysDeleted() async throws {
        let list = try FileBackedList(["one id:aa", "two id:bb"])
        await list.store.send(.view(.select("bb")))
        await list.store.send(.view(.toggleDoneSelected))
        await list.settle()
        try list.appendOutside("three")
        await list.noticeOutsideChange()
        await list.store.send(.view(.deleteSelected))
        await list.settle()
        XCTAssertEqual(list.store.state.rows.map(\.text), ["one", "three"])
        XCTAssertEqual(list.store.state.message, "The file changed outside Lista: 1 added", "a row written another way is no change")
        XCTAssertEqual(TodoFile.parse(Array(list.fileLines.joined(separator: "\n").utf8)).file.items.map(\.text), ["one", "three"])
    }

    /// Regression (found by the model test's soak): a row appended outside while the last row
    /// was moved up here went before the row now last; the merge puts it at the end.
    func testARowAppendedWhileTheLastRowMovesUpGoesLast() async throws {
        let list = try FileBackedList(["one id:aa", "two id:bb", "three id:cc"])
        try list.appendOutside("four id:dd")
        await list.noticeOutsideChange()
        await list.store.send(.view(.select("cc")))
        await list.store.send(.view(.moveSelected(up: true)))
        await list.settle()
        XCTAssertEqual(list.store.state.rows.map(\.text), ["one", "three", "two", "four"])
        XCTAssertEqual(list.fileLines, ["one id:aa", "three id:cc", "two id:bb", "four id:dd"])
    }

    /// Rows added here while a reload is under way stay after the rows appended there, as a
    /// save's merge puts them.
    func testRowsAddedHereWhileAReloadIsUnderWayGoAfterTheRowsAppendedThere() async throws {
        let list = try FileBackedList(["one id:aa"])
        try list.appendOutside("theirs id:tt")
        await list.noticeOutsideChange()
        await list.store.send(.view(.addRow(.append)))
        await list.store.send(.rows(.element(id: "0000000000", action: .edit(.insert("mine")))))
        await list.store.send(.view(.leaveField))
        await list.settle()
        XCTAssertEqual(list.store.state.rows.map(\.text), ["one", "theirs", "mine"])
    }

    /// Regression (found by the model test): when the file's order changed, a row put back here
    /// meanwhile (undo of a delete) went behind the row after it instead of the row before it.
    func testARowPutBackWhileTheFileIsReorderedFollowsTheRowBeforeIt() async throws {
        let list = try FileBackedList(["a id:aa", "b id:bb", "c id:cc", "d id:dd"])
        await list.store.send(.view(.select("cc")))
        await list.store.send(.view(.deleteSelected))
        await list.settle()
        try list.replaceOutside(["b id:bb", "a id:aa", "d id:dd"])
        await list.noticeOutsideChange()
        await list.store.send(.view(.undo))
        await list.settle()
        XCTAssertEqual(list.store.state.rows.map(\.text), ["b", "c", "a", "d"])
        XCTAssertEqual(list.fileLines, ["b id:bb", "c id:cc", "a id:aa", "d id:dd"])
    }

    /// A quit while a merge is still on its way to the list (the save on the way out names the
    /// base its rows came from) loses no outside row.
    func testASaveRelativeToTheBaseBeforeAMergeLosesNothing() throws {
        let folder = NSTemporaryDirectory() + "lista-quit-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/todo.txt"
        try Data("one id:aa\n".utf8).write(to: URL(fileURLWithPath: path))
        let todo = TodoStore(path: path)
        let storage = FileStorage(store: todo, loaded: try todo.load().snapshot)
        var rows = IdentifiedArray(uniqueElements: [Row.State(item: TodoItem(parsing: "one id:aa"))])
        try Data("one id:aa\noutside id:oo\n".utf8).write(to: URL(fileURLWithPath: path))
        let reload = try storage.reload(StorageRequest(rows: RowItems(rows), generation: 0))
        XCTAssertEqual(reload.generation, 1)
        // The list has not adopted generation 1 yet and saves with a change of its own.
        rows[id: "aa"]?.item.text = "one, done at quit"
        _ = try storage.save(StorageRequest(rows: RowItems(rows), generation: 0))
        XCTAssertEqual(FileBackedList.text(at: path), "one, done at quit id:aa\noutside id:oo\n")
    }
}

final class FileGoneTests: XCTestCase {
    /// The file deleted outside: the rows stay, the status line says so in one sentence.
    func testAFileDeletedOutsideKeepsTheRowsAndSaysSo() async throws {
        let list = try FileBackedList(["one id:aa"])
        try FileManager.default.removeItem(atPath: list.path)
        await list.noticeOutsideChange()
        await list.settle()
        XCTAssertEqual(list.store.state.rows.map(\.text), ["one"])
        XCTAssertEqual(list.store.state.message,
                       "Could not read the file after another program changed it: \(list.path) does not exist. Your rows are kept here; your next change writes them.")
        await list.store.send(.view(.toggleDoneSelected))
        await list.settle()
        XCTAssertEqual(list.fileLines, ["x 2026-11-30 one id:aa"])
    }
}
