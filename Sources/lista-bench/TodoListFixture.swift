import Core
import Features
import Foundation
import Storage

/// A `Store<TodoList.State, TodoList.Action>` over `size` rows, with every dependency
/// overridden so that nothing touches the real world and no timer fires on its own.
///
/// The clock is a ``TestClock`` that is never advanced: effects the list starts (the debounced
/// save after each change) are launched and cancelled exactly as in the app, so their cost is
/// in the figures, but no save ever runs during a measurement. ``tearDown()`` cancels what is
/// still in flight.
struct TodoListFixture {
    let store: Store<TodoList.State, TodoList.Action>
    /// The id of the row at the middle of the list.
    let middleID: String

    /// - Parameters:
    ///   - size: how many rows.
    ///   - focusMiddle: whether the middle row's text field is focused.
    init(size: Int, focusMiddle: Bool = false) {
        let rows = (0..<size).map { index in
            Row.State(item: TodoItem(
                id: Fixtures.id(index), text: Fixtures.text(index), done: Fixtures.isDone(index),
                creationDate: TodoDate(year: 2025, month: 1, day: 1 + index % 28)))
        }
        middleID = rows[size / 2].id
        let state = TodoList.State(
            rows: IdentifiedArray(uniqueElements: rows),
            selection: middleID,
            focus: focusMiddle ? middleID : nil)
        let storage = StorageClient.inMemory().client
        store = Store(initialState: state, reducer: TodoList()) { dependencies in
            dependencies.uuid = .incrementing()
            dependencies.clock = TestClock()
            dependencies.now = .constant(Date(timeIntervalSince1970: 1_750_000_000))
            dependencies.storage = storage
        }
    }

    /// Cancels every effect still in flight (the pending debounced save).
    func tearDown() {
        store.cancelAllEffects()
    }
}
