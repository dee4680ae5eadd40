import Core
import Features

/// Issue 3's targets, each one `Store.send` into a list of `size` rows (see ``TodoListFixture``
/// for the dependencies). The lens is open (all rows visible) unless a benchmark changes it.
enum TodoListBenchmarks {
    static func all(sizes: [Int]) -> [Benchmark] {
        [typeInFocusedRow, moveSelectionDown, toggleDoneSelected, cycleStatus, typeInSearch,
         deleteSelected, moveSelectedDown].flatMap { make in sizes.map(make) }
    }

    /// Typing "a" in the focused middle row; a backspace after each sample (untimed) keeps
    /// the text the same length.
    static func typeInFocusedRow(size: Int) -> Benchmark {
        Benchmark(.features, "TodoList: type a character in a row", size: size, target: .microseconds(50)) {
            let fixture = TodoListFixture(size: size, focusMiddle: true)
            let id = fixture.middleID
            return Probe(
                operation: { _ in fixture.store.send(.rows(.element(id: id, action: .edit(.insert("a"))))) },
                restore: { _ in fixture.store.send(.rows(.element(id: id, action: .edit(.deleteBackward)))) },
                tearDown: fixture.tearDown,
                witness: StorageWitness { fixture.store.state.rows })
        }
    }

    /// `.moveSelection(.down)` from the middle row, back to the first row after the last.
    static func moveSelectionDown(size: Int) -> Benchmark {
        Benchmark(.features, "TodoList: move the selection down", size: size, target: .microseconds(50)) {
            let fixture = TodoListFixture(size: size)
            let store = fixture.store
            return Probe(
                operation: { _ in store.send(.moveSelection(.down)) },
                restore: { _ in
                    if store.state.selection == store.state.visibleIDs.last { store.send(.moveSelection(.first)) }
                },
                tearDown: fixture.tearDown,
                witness: StorageWitness { store.state.rows })
        }
    }

    /// `.toggleDoneSelected` on the middle row, alternately done and not done.
    static func toggleDoneSelected(size: Int) -> Benchmark {
        Benchmark(.features, "TodoList: toggle done", size: size, target: .microseconds(50)) {
            let fixture = TodoListFixture(size: size)
            return Probe(
                operation: { _ in fixture.store.send(.toggleDoneSelected) },
                tearDown: fixture.tearDown,
                witness: StorageWitness { fixture.store.state.rows })
        }
    }

    /// `.cycleStatus(forward: true)`: all → pending → done → all, one step per sample.
    static func cycleStatus(size: Int) -> Benchmark {
        Benchmark(.features, "TodoList: change the lens (status)", size: size, target: .milliseconds(20)) {
            let fixture = TodoListFixture(size: size)
            return Probe(operation: { _ in fixture.store.send(.cycleStatus(forward: true)) }, tearDown: fixture.tearDown)
        }
    }

    /// Typing "x" as the first character of a search (every row is scanned); a backspace
    /// after each sample (untimed) empties the search again.
    static func typeInSearch(size: Int) -> Benchmark {
        Benchmark(.features, "TodoList: type in the search", size: size, target: .milliseconds(20)) {
            let fixture = TodoListFixture(size: size)
            fixture.store.send(.startSearch)
            return Probe(
                operation: { _ in fixture.store.send(.searchEdit(.insert("x"))) },
                restore: { _ in fixture.store.send(.searchEdit(.deleteBackward)) },
                tearDown: fixture.tearDown)
        }
    }

    /// `.deleteSelected` of the middle row; `.undo` (untimed) puts it back in place.
    static func deleteSelected(size: Int) -> Benchmark {
        Benchmark(.features, "TodoList: delete one row", size: size, target: .milliseconds(2)) {
            let fixture = TodoListFixture(size: size)
            let store = fixture.store
            return Probe(
                operation: { _ in store.send(.deleteSelected) },
                restore: { _ in
                    store.send(.undo)
                    precondition(store.state.rows.count == size, "undo did not bring the deleted row back")
                },
                tearDown: fixture.tearDown)
        }
    }

    /// `.moveSelected(up: false)` of the middle row; moving it up again (untimed) restores it.
    static func moveSelectedDown(size: Int) -> Benchmark {
        Benchmark(.features, "TodoList: move one row", size: size, target: .milliseconds(2)) {
            let fixture = TodoListFixture(size: size)
            let store = fixture.store
            let id = fixture.middleID
            let home = size / 2
            return Probe(
                operation: { _ in store.send(.moveSelected(up: false)) },
                restore: { _ in
                    precondition(store.state.rows.index(id: id) == home + 1, "the row did not move down one step")
                    store.send(.moveSelected(up: true))
                },
                tearDown: fixture.tearDown)
        }
    }
}
