import Core
import Features

/// The targets: one action into a list of `size` rows (see ``TodoListFixture``). The
/// per-keystroke actions run twice: through the Store, and in the reducer alone.
enum TodoListBenchmarks {
    static func all(sizes: [Int]) -> [Benchmark] {
        let perKeystroke = [typeInFocusedRow, moveSelectionDown, toggleDoneSelected].flatMap { make in
            [TodoListFixture.Driver.store, .reducer].flatMap { driver in sizes.map { make($0, driver) } }
        }
        let listWide = [cycleStatus, typeInSearch, deleteSelected, moveSelectedDown].flatMap { make in
            sizes.map(make)
        }
        return perKeystroke + listWide
    }

    private static func label(_ what: String, _ driver: TodoListFixture.Driver) -> String {
        driver == .store ? "TodoList: \(what)" : "TodoList reducer only: \(what)"
    }

    /// Typing "a" in the focused middle row; a backspace after each sample (untimed) keeps
    /// the text the same length.
    static func typeInFocusedRow(size: Int, driver: TodoListFixture.Driver) -> Benchmark {
        Benchmark(.features, label("type a character in a row", driver), size: size, target: .microseconds(50)) {
            let fixture = TodoListFixture(size: size, focusMiddle: true, driver: driver)
            let id = fixture.middleID
            return Probe(
                operation: { _ in fixture.send(.rows(.element(id: id, action: .edit(.insert("a"))))) },
                restore: { _ in fixture.send(.rows(.element(id: id, action: .edit(.deleteBackward)))) },
                tearDown: fixture.tearDown,
                witness: StorageWitness { fixture.state.rows })
        }
    }

    /// `.moveSelection(.down)` from the middle row, back to the first row after the last.
    static func moveSelectionDown(size: Int, driver: TodoListFixture.Driver) -> Benchmark {
        Benchmark(.features, label("move the selection down", driver), size: size, target: .microseconds(50)) {
            let fixture = TodoListFixture(size: size, driver: driver)
            return Probe(
                operation: { _ in fixture.send(.view(.moveSelection(.down))) },
                restore: { _ in
                    if fixture.state.selection == fixture.state.visibleIDs.last { fixture.send(.view(.moveSelection(.first))) }
                },
                tearDown: fixture.tearDown,
                witness: StorageWitness { fixture.state.rows })
        }
    }

    /// `.toggleDoneSelected` on the middle row, alternately done and not done.
    static func toggleDoneSelected(size: Int, driver: TodoListFixture.Driver) -> Benchmark {
        Benchmark(.features, label("toggle done", driver), size: size, target: .microseconds(50)) {
            let fixture = TodoListFixture(size: size, driver: driver)
            return Probe(
                operation: { _ in fixture.send(.view(.toggleDoneSelected)) },
                tearDown: fixture.tearDown,
                witness: StorageWitness { fixture.state.rows })
        }
    }

    /// `.cycleStatus(forward: true)`: all → pending → done → all, one step per sample.
    static func cycleStatus(size: Int) -> Benchmark {
        Benchmark(.features, "TodoList: change the lens (status)", size: size, target: .milliseconds(20)) {
            let fixture = TodoListFixture(size: size)
            return Probe(operation: { _ in fixture.send(.lens(.view(.cycleStatus(forward: true)))) }, tearDown: fixture.tearDown)
        }
    }

    /// Typing "x" as the first character of a search (every row is scanned); a backspace
    /// after each sample (untimed) empties the search again.
    static func typeInSearch(size: Int) -> Benchmark {
        Benchmark(.features, "TodoList: type in the search", size: size, target: .milliseconds(20)) {
            let fixture = TodoListFixture(size: size)
            fixture.send(.lens(.view(.startSearch)))
            return Probe(
                operation: { _ in fixture.send(.lens(.view(.searchEdit(.insert("x"))))) },
                restore: { _ in fixture.send(.lens(.view(.searchEdit(.deleteBackward)))) },
                tearDown: fixture.tearDown)
        }
    }

    /// `.deleteSelected` of the middle row; `.undo` (untimed) puts it back in place.
    static func deleteSelected(size: Int) -> Benchmark {
        Benchmark(.features, "TodoList: delete one row", size: size, target: .milliseconds(2)) {
            let fixture = TodoListFixture(size: size)
            return Probe(
                operation: { _ in fixture.send(.view(.deleteSelected)) },
                restore: { _ in
                    fixture.send(.view(.undo))
                    precondition(fixture.state.rows.count == size, "undo did not bring the deleted row back")
                },
                tearDown: fixture.tearDown)
        }
    }

    /// `.moveSelected(up: false)` of the middle row; moving it up again (untimed) restores it.
    static func moveSelectedDown(size: Int) -> Benchmark {
        Benchmark(.features, "TodoList: move one row", size: size, target: .milliseconds(2)) {
            let fixture = TodoListFixture(size: size)
            let id = fixture.middleID
            let home = size / 2
            return Probe(
                operation: { _ in fixture.send(.view(.moveSelected(up: false))) },
                restore: { _ in
                    precondition(fixture.state.rows.index(id: id) == home + 1, "the row did not move down one step")
                    fixture.send(.view(.moveSelected(up: true)))
                },
                tearDown: fixture.tearDown)
        }
    }
}
