import Collections
import Core
import Features
import Foundation
import Storage

/// A to-do list of `size` rows, driven either through a `Store<TodoList.State, TodoList.Action>`
/// (reducer, effects and all, as the app runs it) or through `TodoList().reduce` alone (what
/// the targets call "in the reducer": the returned effect is dropped, never started).
///
/// Every dependency is overridden so that nothing touches the real world and no timer fires on
/// its own. The clock is a ``TestClock`` that is never advanced: in the store, the debounced
/// save each change starts is launched and then cancelled by the next change exactly as in the
/// app, so its cost is in the figures, but no save ever runs during a measurement.
/// ``tearDown()`` cancels what is still in flight.
final class TodoListFixture {
    /// How actions reach the list.
    enum Driver: String {
        /// `Store.send`: reducer plus effect runtime.
        case store
        /// `TodoList().reduce(into:action:)` with the same dependencies; effects dropped.
        case reducer
    }

    /// The id of the row at the middle of the list.
    let middleID: String
    private let store: Store<TodoList.State, TodoList.Action>?
    private var reducerState: TodoList.State
    private let reducer = TodoList()
    private let dependencies: DependencyValues

    /// - Parameters:
    ///   - size: how many rows (about a third done, all visible: the lens is open).
    ///   - focusMiddle: whether the middle row's text field is focused.
    ///   - driver: how actions are sent.
    init(size: Int, focusMiddle: Bool = false, driver: Driver = .store) {
        let rows = (0..<size).map { index in
            Row.State(item: TodoItem(
                id: Fixtures.id(index), text: Fixtures.text(index), done: Fixtures.isDone(index),
                creationDate: TodoDate(year: 2025, month: 1, day: 1 + index % 28)))
        }
        let middleID = rows[size / 2].id
        let state = TodoList.State(
            rows: IdentifiedArray(uniqueElements: rows),
            selection: middleID,
            focus: focusMiddle ? middleID : nil)
        var dependencies = DependencyValues()
        Self.override(&dependencies)
        self.middleID = middleID
        self.dependencies = dependencies
        switch driver {
        case .store:
            store = Store(initialState: state, reducer: reducer, prepareDependencies: Self.override)
            reducerState = TodoList.State()
        case .reducer:
            store = nil
            reducerState = state
        }
    }

    /// The dependency values every fixture uses.
    static func override(_ dependencies: inout DependencyValues) {
        dependencies.randomBits = .incrementing()
        dependencies.clock = TestClock()
        dependencies.now = .constant(Timestamp(secondsSince1970: 1_750_000_000))
        dependencies.storage = StorageClient.inMemory().client
    }

    /// The list's current state.
    var state: TodoList.State {
        store?.state ?? reducerState
    }

    /// Sends `action` through the driver.
    func send(_ action: TodoList.Action) {
        if let store {
            store.send(action)
        } else {
            DependencyValues.$current.withValue(dependencies) {
                Blackhole.consume(reducer.reduce(into: &reducerState, action: action).isNone)
            }
        }
    }

    /// Cancels every effect still in flight (the pending debounced save).
    func tearDown() {
        store?.cancelAllEffects()
    }
}
