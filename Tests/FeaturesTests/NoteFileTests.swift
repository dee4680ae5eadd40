import Collections
import Core
import Foundation
import CoreTesting
@testable import Features
import Storage
import XCTest

/// Note files in memory, for the `notes` dependency: what was written, by name.
private final class NoteShelf: Sendable {
    let files: Locked<[String: String]>
    private let made = Locked(0)
    /// Whether every write fails (a full disk, a folder that is a link).
    let refusesWrites: Bool

    init(_ files: [String: String] = [:], refusesWrites: Bool = false) {
        self.files = Locked(files)
        self.refusesWrites = refusesWrites
    }

    subscript(name: String) -> String? { files.withLock { $0[name] } }

    var client: NotesClient {
        NotesClient(
            read: { name in self.files.withLock { $0[name] }.map(NoteReading.text) ?? .missing },
            moveToFile: { note in
                guard let text = note.inlineText else { return note }
                if self.refusesWrites { throw StorageError.diskFull(path: "/list/notes") }
                let name = "n\(self.made.withLock { $0 += 1; return $0 }).txt"
                self.files.withLock { $0[name] = text }
                return .file(name)
            },
            update: { name, text in
                if self.refusesWrites { throw StorageError.diskFull(path: "/list/notes/" + name) }
                self.files.withLock { $0[name] = text }
            })
    }
}

/// Notes kept in files, the reducer's side: the detail page and the editor read a note file
/// through the `notes` dependency, an edited note is written to its file, and an older note in
/// the line moves to a file when its row is changed, never lost when it cannot be written.
final class NoteFileTests: XCTestCase {
    private func store(_ items: [TodoItem], shelf: NoteShelf, clock: TestClock) -> TestStore<TodoList.State, TodoList.Action> {
        TestStore(initialState: TodoList.State(rows: IdentifiedArray(uniqueElements: items.map { Row.State(item: $0) }), today: today),
                  reducer: { TodoList() }, withDependencies: {
            $0.randomBits = .incrementing()
            $0.now = .constant(testNow)
            $0.clock = clock
            $0.storage = StorageClient.inMemory().client
            $0.notes = shelf.client
        })
    }

    private func editor(_ action: Editor.Action) -> TodoList.Action {
        .destination(.presented(.editor(action)))
    }

    private let olderLine = "dentist note:Ask%20about%20the%20new%20hygienist;%20bring%20insurance%20card id:aaaaaaaaaa"
    private let olderText = "Ask about the new hygienist; bring insurance card"

    /// Exhaustive: the page names the file when it opens, and reads it in an effect.
    func testTheDetailPageShowsTheNoteFileItReadThroughTheDependency() async {
        let clock = TestClock()
        let shelf = NoteShelf(["abc.txt": "Bring the letter\nand the card"])
        let store = store([TodoItem(parsing: "call Bo note:abc.txt id:aaaaaaaaaa")], shelf: shelf, clock: clock)
        await store.send(.view(.open(.detail))) {
            $0.destination = .detail(Detail.State(rowID: "aaaaaaaaaa", noteFile: "abc.txt"))
        }
        await store.receive(.destination(.presented(.detail(.started)))) {
            $0.destination = .detail(Detail.State(rowID: "aaaaaaaaaa", noteFile: "abc.txt", now: testNow))
        }
        await store.receive(.destination(.presented(.detail(.noteRead(.text("Bring the letter\nand the card")))))) {
            $0.destination?.modify(.detail) { $0.note = .text("Bring the letter\nand the card") }
        }
        await store.send(.destination(.presented(.detail(.back))))
        await store.receive(.destination(.dismiss)) { $0.destination = nil }
    }

    /// A note in a file is edited in the sheet and written to that file; the row's line stays
    /// as it was (it names the same file).
    func testEditingANoteFileWritesTheFileAndLeavesTheLine() async {
        let clock = TestClock()
        let shelf = NoteShelf(["abc.txt": "old"])
        let line = "call Bo note:abc.txt id:aaaaaaaaaa"
        let store = store([TodoItem(parsing: line)], shelf: shelf, clock: clock)
        store.exhaustivity = .off
        await store.send(.view(.open(.editor)))
        await store.receive(editor(.started))
        await store.receive(editor(.noteRead(.text("old")))) {
            $0.destination?.modify(.editor) {
                $0.draft.notes = "old"
                $0.original.notes = "old"
                $0.note = .text("old")
            }
        }
        await store.send(editor(.focusField(.notes, cursor: 3)))
        await store.send(editor(.edit(.insert(" and new"))))
        await store.send(editor(.saveTapped))
        await store.receive(.destination(.dismiss))
        await store.finish()
        XCTAssertEqual(shelf["abc.txt"], "old and new")
        XCTAssertEqual(store.state.rows[id: "aaaaaaaaaa"]?.item.line, line)
        XCTAssertEqual(store.state.message?.text, "Saved the note of “call Bo”")
    }

    /// Undo takes back a note file's change, which the row's line does not hold: `u` writes the
    /// file's earlier text back, redo the later one, with or without another field changed.
    func testUndoAndRedoWriteANoteFileBack() async {
        for alsoText in [false, true] {
            let clock = TestClock()
            let shelf = NoteShelf(["abc.txt": "old"])
            let line = "call Bo note:abc.txt id:aaaaaaaaaa"
            let store = store([TodoItem(parsing: line)], shelf: shelf, clock: clock)
            store.exhaustivity = .off
            await store.send(.view(.open(.editor)))
            await store.receive(editor(.started))
            await store.receive(editor(.noteRead(.text("old"))))
            if alsoText { await store.send(editor(.edit(.insert(" soon")))) }
            await store.send(editor(.focusField(.notes, cursor: 3)))
            await store.send(editor(.edit(.insert(" and new"))))
            await store.send(editor(.saveTapped))
            await store.receive(.destination(.dismiss))
            await clock.advance(by: Saving.debounce)
            await store.finish()
            XCTAssertEqual(shelf["abc.txt"], "old and new", "text changed too: \(alsoText)")
            XCTAssertEqual(store.state.history.undoStack.count, 1, "text changed too: \(alsoText)")

            await store.send(.view(.undo))
            await clock.advance(by: Saving.debounce)
            await store.finish()
            XCTAssertEqual(shelf["abc.txt"], "old", "text changed too: \(alsoText)")
            XCTAssertEqual(store.state.rows[id: "aaaaaaaaaa"]?.item.line, line, "text changed too: \(alsoText)")

            await store.send(.view(.redo))
            await clock.advance(by: Saving.debounce)
            await store.finish()
            XCTAssertEqual(shelf["abc.txt"], "old and new", "text changed too: \(alsoText)")
        }
    }

    /// A new note goes into the line first, then to a new file; the line then names the file,
    /// and the file holds the text byte for byte.
    func testANewNoteGoesToANewFileAndTheLineNamesIt() async {
        let clock = TestClock()
        let shelf = NoteShelf()
        let store = store([TodoItem(parsing: "call Bo id:aaaaaaaaaa")], shelf: shelf, clock: clock)
        store.exhaustivity = .off
        await store.send(.view(.open(.editor)))
        await store.send(editor(.focusField(.notes, cursor: 0)))
        await store.send(editor(.edit(.insert("Ask about the trip; bring 50% of it"))))
        await store.send(editor(.saveTapped))
        await store.receive(.notes(.moved(id: "aaaaaaaaaa", text: "Ask about the trip; bring 50% of it", name: "n1.txt"))) {
            $0.content.modify(id: "aaaaaaaaaa") { $0.item.note = .file("n1.txt") }
        }
        await store.receive(.notes(.delegate(.rowChanged)))
        await clock.advance(by: Saving.debounce)
        await store.finish()
        XCTAssertEqual(shelf["n1.txt"], "Ask about the trip; bring 50% of it")
        XCTAssertEqual(store.state.rows[id: "aaaaaaaaaa"]?.item.line, "call Bo id:aaaaaaaaaa note:n1.txt", "a new tag goes at the end")
    }

    /// Migration: an older note in the line moves to a file when the person changes its row;
    /// the file's text is the note's, byte for byte, and the tag becomes the file's name.
    func testAnOlderNoteInTheLineMovesToAFileWhenItsRowChanges() async {
        let clock = TestClock()
        let shelf = NoteShelf()
        let store = store([TodoItem(parsing: olderLine)], shelf: shelf, clock: clock)
        XCTAssertEqual(store.state.rows[id: "aaaaaaaaaa"]?.item.note, .inline(olderText))
        store.exhaustivity = .off
        await store.send(.view(.toggleDoneSelected))
        await store.receive(.notes(.moved(id: "aaaaaaaaaa", text: olderText, name: "n1.txt"))) {
            $0.content.modify(id: "aaaaaaaaaa") { $0.item.note = .file("n1.txt") }
        }
        await store.receive(.notes(.delegate(.rowChanged)))
        await clock.advance(by: Saving.debounce)
        await store.finish()
        XCTAssertEqual(shelf["n1.txt"].map { Array($0.utf8) }, Array(olderText.utf8))
        XCTAssertEqual(store.state.rows[id: "aaaaaaaaaa"]?.item.line, "x \(today) dentist note:n1.txt id:aaaaaaaaaa")
    }

    /// The row's detail page is up while its older note moves (x on the page): the page shows
    /// the note from its file, not a read that never comes.
    func testTheDetailPageFollowsANoteThatMovesToAFile() async {
        let clock = TestClock()
        let store = store([TodoItem(parsing: olderLine)], shelf: NoteShelf(), clock: clock)
        store.exhaustivity = .off
        await store.send(.view(.open(.detail)))
        await store.receive(.destination(.presented(.detail(.started))))
        await store.send(.rows(.element(id: "aaaaaaaaaa", action: .toggleDone)))
        await store.receive(.notes(.moved(id: "aaaaaaaaaa", text: olderText, name: "n1.txt"))) {
            $0.content.modify(id: "aaaaaaaaaa") { $0.item.note = .file("n1.txt") }
            $0.destination?.modify(.detail) {
                $0.noteFile = "n1.txt"
                $0.note = .text(self.olderText)
            }
        }
        await store.receive(.notes(.delegate(.rowChanged)))
        store.skipInFlightEffects()
    }

    /// The same move with the live note files (``NoteFiles``) in a folder: the file in `notes`
    /// beside the list holds the older note's bytes exactly.
    func testAnOlderNoteMovesToAFileOnDiskByteForByte() async throws {
        var template = Array("/tmp/lista-note-move-XXXXXX".utf8CString)
        let folder = try XCTUnwrap(mkdtemp(&template).map { String(cString: $0) })
        addTeardownBlock { _ = try? FileManager.default.removeItem(atPath: folder) }
        let text = "Ask about the new hygienist; bring insurance card — 100% «sure»\tthen\u{1F44D}"
        var item = TodoItem(id: "aaaaaaaaaa", text: "dentist")
        item.note = .inline(text)
        let store = TestStore(initialState: TodoList.State(rows: rows(Row.State(item: TodoItem(parsing: item.line)))),
                              reducer: { TodoList() }, withDependencies: {
            $0.now = .constant(testNow)
            $0.clock = TestClock()
            $0.storage = StorageClient.inMemory().client
            $0.notes = NotesClient.files(listPath: folder + "/todo.txt")
        })
        store.exhaustivity = .off
        await store.send(.view(.toggleDoneSelected))
        await store.receive({ if case .notes(.moved) = $0 { true } else { false } })
        store.skipInFlightEffects()
        let name = try XCTUnwrap(store.state.rows[id: "aaaaaaaaaa"]?.item.note?.fileName)
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/notes/" + name).map { Array($0) }, Array(text.utf8))
        XCTAssertTrue(store.state.rows[id: "aaaaaaaaaa"]!.item.line.hasSuffix("dentist id:aaaaaaaaaa note:\(name)"), store.state.rows[id: "aaaaaaaaaa"]!.item.line)
    }

    /// Never lost: when the file cannot be written, the note stays in the line and the status
    /// line says so.
    func testANoteThatCannotBeWrittenStaysInTheLineAndTheStatusLineSaysWhy() async {
        let clock = TestClock()
        let store = store([TodoItem(parsing: olderLine)], shelf: NoteShelf(refusesWrites: true), clock: clock)
        store.exhaustivity = .off
        await store.send(.view(.toggleDoneSelected))
        await store.receive(.notes(.notWritten(id: "aaaaaaaaaa", text: olderText,
                                                  reason: "\(StorageError.diskFull(path: "/list/notes"))"))) {
            $0.message = StatusMessage("The note of “dentist” stays in its line: The disk is full: cannot save /list/notes")
        }
        await clock.advance(by: Saving.debounce)
        await store.finish()
        XCTAssertEqual(store.state.rows[id: "aaaaaaaaaa"]?.item.note, .inline(olderText))
        XCTAssertTrue(store.state.rows[id: "aaaaaaaaaa"]!.item.line.contains("note:Ask%20about%20the%20new%20hygienist;"))
    }

    /// A row another program changed is not the person's change: its older note stays where
    /// it is, so that row's line stays as the other program wrote it.
    func testAnOutsideChangeMovesNoNote() async {
        let clock = TestClock()
        let shelf = NoteShelf()
        let store = store([TodoItem(parsing: olderLine)], shelf: shelf, clock: clock)
        store.exhaustivity = .off
        await store.send(reloaded(store.state, to: [TodoItem(parsing: "(A) " + olderLine)]))
        await store.finish()
        XCTAssertEqual(store.state.rows[id: "aaaaaaaaaa"]?.item.priority, "A")
        XCTAssertEqual(store.state.rows[id: "aaaaaaaaaa"]?.item.note, .inline(olderText))
        XCTAssertEqual(shelf.files.withLock { $0 }, [:])
    }

    /// A note file that could not be read is not written over from the sheet.
    func testAnUnreadNoteFileIsNotWrittenOver() async {
        let clock = TestClock()
        let shelf = NoteShelf()
        let client = shelf.client
        let store = TestStore(initialState: TodoList.State(rows: rows(Row.State(item: TodoItem(parsing: "call Bo note:abc.txt id:aaaaaaaaaa")))),
                              reducer: { TodoList() }, withDependencies: {
            $0.now = .constant(testNow)
            $0.clock = clock
            $0.storage = StorageClient.inMemory().client
            $0.notes = NotesClient(read: { _ in .failed("a link is planted at notes/abc.txt") }, moveToFile: client.moveToFile, update: client.update)
        })
        store.exhaustivity = .off
        await store.send(.view(.open(.editor)))
        await store.receive(editor(.noteRead(.failed("a link is planted at notes/abc.txt"))))
        await store.send(editor(.focusField(.notes, cursor: 0)))
        await store.send(editor(.edit(.insert("mine"))))
        await store.send(editor(.saveTapped))
        guard case let .editor(sheet)? = store.state.destination else { return XCTFail("the sheet stays up") }
        XCTAssertEqual(sheet.focusedField, .notes)
        XCTAssertEqual(sheet.problem, "Notes: the file abc.txt was not read, so it is not written (Esc leaves it)")
        await store.finish()
        XCTAssertEqual(shelf.files.withLock { $0 }, [:])
    }
}
