import Collections
import Core
import CoreTesting
import Foundation
@testable import Features
import Storage

/// 2026-11-30 12:00 UTC: the day every test's "today" is.
let testNow = Timestamp(secondsSince1970: 1_796_040_000)
let today = TodoDate(localDayOf: testNow)

func row(_ id: String, _ text: String, done: Bool = false) -> Row.State {
    var item = TodoItem(id: id, text: text)
    if done { item.complete(on: TodoDate(year: 2026, month: 11, day: 1)!) }
    return Row.State(item: item)
}

func rows(_ rows: Row.State...) -> IdentifiedArrayOf<Row.State> {
    IdentifiedArray(uniqueElements: rows)
}

/// A list test store with every dependency overridden: counting uuids, a fixed now, a test
/// clock and in-memory storage.
func listStore(
    _ state: TodoList.State,
    clock: TestClock,
    now: DateGenerator = .constant(testNow),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line
) -> TestStore<TodoList.State, TodoList.Action> {
    TestStore(initialState: state, reducer: { TodoList() }, withDependencies: {
        $0.randomBits = .incrementing()
        $0.now = now
        $0.clock = clock
        $0.storage = StorageClient.inMemory().client
    }, fileID: fileID, filePath: filePath, line: line)
}

extension TestStore where State == TodoList.State, Action == TodoList.Action {
    /// Lets the debounced save run and checks what it records.
    func settleSave(_ clock: TestClock, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) async {
        await clock.advance(by: Saving.debounce)
        await receive(.saving(.saveDue), assert: { $0.persistence.isSaving = true }, fileID: fileID, filePath: filePath, line: line)
        await receive({ if case .saving(.saveFinished(.saved)) = $0 { true } else { false } }, assert: {
            $0.persistence.isSaving = false
            $0.persistence.savedVersion = $0.content.version
        }, fileID: fileID, filePath: filePath, line: line)
    }
}


/// The action a reload's result arrives as, when the merge made `merged` of the list's rows
/// (for tests that need an outside change without a file).
func reloaded(_ state: TodoList.State, to merged: [TodoItem]) -> TodoList.Action {
    .saving(.saveFinished(.reloaded(SaveOutcome(changes: RowChanges.between(ours: state.rows.map(\.item), merged: merged),
                                                  generation: state.storageGeneration))))
}

extension DateGenerator {
    /// A now that moves with `clock`: `testNow` plus the time the clock was advanced by (for a
    /// timer, which counts the wall clock's seconds since its start).
    static func following(_ clock: TestClock) -> DateGenerator {
        let start = clock.now
        return DateGenerator {
            let elapsed = start.duration(to: clock.now).components
            return Timestamp(secondsSince1970: testNow.secondsSince1970 + Double(elapsed.seconds)
                + Double(elapsed.attoseconds) / 1e18)
        }
    }
}

/// The start a timer started at `testNow` writes (`tracking:`).
let testTrackingStart = TrackingStart(localAt: testNow.secondsSince1970)
