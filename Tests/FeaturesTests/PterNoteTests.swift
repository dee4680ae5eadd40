import Collections
import Core
import CoreTesting
@testable import Features
import Foundation
import Storage
import XCTest

/// The note file Lista writes, as the real pter finds it: pytodotxt reads the row's `note:`
/// tag, and pter's own `resolve_note` (the function its `N` and `V` keys call) looks it up,
/// with pter's `notes` setting naming the `notes` folder beside the list, as the README says.
/// Skipped, saying so, where pter is not installed.
final class PterNoteTests: XCTestCase {
    func testPterFindsTheNoteFileListaMovedAnOlderNoteTo() async throws {
        let python = try Pter.python(skipping: "the pter note test is skipped")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lista-pter-notes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let list = folder.appendingPathComponent("todo.txt").path
        let text = "Ask about the new hygienist; bring insurance card"
        let store = TestStore(
            initialState: TodoList.State(rows: IdentifiedArray(uniqueElements: [Row.State(item: TodoItem(parsing:
                "dentist note:Ask%20about%20the%20new%20hygienist;%20bring%20insurance%20card id:aaaaaaaaaa"))])),
            reducer: { TodoList() }, withDependencies: {
                $0.now = .constant(testNow)
                $0.clock = TestClock()
                $0.storage = StorageClient.inMemory().client
                $0.notes = NotesClient.files(listPath: list)
            })
        store.exhaustivity = .off
        await store.send(.view(.toggleDoneSelected))
        await store.receive({ if case .notes(.moved) = $0 { true } else { false } })
        store.skipInFlightEffects()
        let line = try XCTUnwrap(store.state.rows.first?.item.line)
        try (line + "\n").write(toFile: list, atomically: true, encoding: .utf8)

        let found = try Pter.run(python, """
            import sys
            from pathlib import Path
            from types import SimpleNamespace
            import pytodotxt
            from pter.curses import CursesApplication
            todo = pytodotxt.TodoTxt(sys.argv[1])
            todo.parse()
            name = todo.tasks[0].attributes['note'][0]
            pter = SimpleNamespace(notes=[Path(sys.argv[2])], note_suffix='.txt')
            path = CursesApplication.resolve_note(pter, name)
            sys.stdout.write(path.read_text(encoding='utf-8'))
            """, [list, folder.appendingPathComponent("notes").path])
        XCTAssertEqual(Array(found.utf8), Array(text.utf8), line)
    }
}
