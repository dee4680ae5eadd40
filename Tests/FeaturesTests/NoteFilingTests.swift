import Core
import CoreTesting
@testable import Features
import Storage
import XCTest

/// A note's outcome on its own: the tag names the file and the page follows it, a note changed
/// meanwhile keeps its row as it is, and a note not written stays in the line. The writes
/// themselves, through the list: ``NoteFileTests``.
final class NoteFilingTests: XCTestCase {
    private func notesStore(note: NoteTag?, destination: Destination.State? = nil) -> TestStore<NoteFiling.State, NoteFiling.Action> {
        var item = TodoItem(id: "a", text: "dentist")
        item.note = note
        let content = ListRows(rows: rows(Row.State(item: item)), lens: Lens(), today: nil, lensSliceRows: 100)
        return TestStore(initialState: NoteFiling.State(content: content, destination: destination), reducer: { NoteFiling() })
    }

    func testTheTagNamesTheFileAndTheRowsPageShowsTheTextWritten() async {
        let store = notesStore(note: .inline("bring the card"), destination: .detail(Detail.State(rowID: "a")))
        await store.send(.moved(id: "a", text: "bring the card", name: "n1.txt")) {
            $0.content.modify(id: "a") { $0.item.note = .file("n1.txt") }
            $0.destination?.modify(.detail) {
                $0.noteFile = "n1.txt"
                $0.note = .text("bring the card")
            }
        }
        await store.receive(.delegate(.rowChanged))
    }

    func testANoteChangedMeanwhileKeepsItsRow() async {
        let store = notesStore(note: .inline("bring the card and the form"))
        await store.send(.moved(id: "a", text: "bring the card", name: "n1.txt"))
    }

    func testANoteNotWrittenGoesBackInTheLineAndTheLineSaysWhy() async {
        let store = notesStore(note: .file("n1.txt"))
        await store.send(.notWritten(id: "a", text: "bring the card", reason: "The disk is full.")) {
            $0.message = "The note of “dentist” stays in its line: The disk is full"
            $0.content.modify(id: "a") { $0.item.note = .inline("bring the card") }
        }
        await store.receive(.delegate(.rowChanged))
    }

    func testANoteNotWrittenThatIsStillInTheLineOnlySaysWhy() async {
        let store = notesStore(note: .inline("bring the card"))
        await store.send(.notWritten(id: "a", text: "bring the card", reason: "No room")) {
            $0.message = "The note of “dentist” stays in its line: No room"
        }
    }

    func testARowRemovedMeanwhileIsLeftAlone() async {
        let store = notesStore(note: nil)
        await store.send(.notWritten(id: "gone", text: "bring the card", reason: "No room"))
        await store.send(.moved(id: "gone", text: "bring the card", name: "n1.txt"))
    }
}
