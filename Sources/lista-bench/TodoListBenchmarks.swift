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

    /// A line on a fresh ``TodoListFixture`` of `size` rows, whose effects are cancelled after the
    /// last sample; a per-keystroke line (one with a `driver`) also watches the rows for a copy.
    private static func onFixture(_ name: String, size: Int, target: Duration, focusMiddle: Bool = false,
                                  driver: TodoListFixture.Driver? = nil,
                                  _ probe: @escaping (TodoListFixture) -> Probe) -> Benchmark {
        let label = driver == .reducer ? "TodoList reducer only: " : "TodoList: "
        return Benchmark(suite: .features, name: label + name, size: size, target: target) {
            let fixture = TodoListFixture(size: size, focusMiddle: focusMiddle, driver: driver ?? .store)
            var prepared = probe(fixture)
            prepared.tearDown = fixture.tearDown
            if driver != nil { prepared.witness = StorageWitness { fixture.state.rows } }
            return prepared
        }
    }

    /// Typing "a" in the focused middle row; a backspace after each sample (untimed) keeps
    /// the text the same length.
    static func typeInFocusedRow(size: Int, driver: TodoListFixture.Driver) -> Benchmark {
        onFixture("type a character in a row", size: size, target: .microseconds(50), focusMiddle: true,
                  driver: driver) { fixture in
            let id = fixture.middleID
            return Probe(
                operation: { _ in fixture.send(.rows(.element(id: id, action: .edit(.insert("a"))))) },
                restore: { _ in fixture.send(.rows(.element(id: id, action: .edit(.deleteBackward)))) })
        }
    }

    /// `.moveSelection(.down)` from the middle row, back to the first row after the last.
    static func moveSelectionDown(size: Int, driver: TodoListFixture.Driver) -> Benchmark {
        onFixture("move the selection down", size: size, target: .microseconds(50), driver: driver) { fixture in
            Probe(
                operation: { _ in fixture.send(.view(.moveSelection(.down))) },
                restore: { _ in
                    if fixture.state.selection == fixture.state.visibleIDs.last { fixture.send(.view(.moveSelection(.first))) }
                })
        }
    }

    /// `.toggleDoneSelected` on the middle row, alternately done and not done.
    static func toggleDoneSelected(size: Int, driver: TodoListFixture.Driver) -> Benchmark {
        onFixture("toggle done", size: size, target: .microseconds(50), driver: driver) { fixture in
            Probe(operation: { _ in fixture.send(.view(.toggleDoneSelected)) })
        }
    }

    /// `.cycleStatus(forward: true)`: all → pending → done → all, one step per sample.
    static func cycleStatus(size: Int) -> Benchmark {
        onFixture("change the lens (status)", size: size, target: .milliseconds(20)) { fixture in
            Probe(operation: { _ in fixture.send(.lens(.view(.cycleStatus(forward: true)))) })
        }
    }

    /// Typing "x" as the first character of a search (every row is scanned); a backspace
    /// after each sample (untimed) empties the search again.
    static func typeInSearch(size: Int) -> Benchmark {
        onFixture("type in the search", size: size, target: .milliseconds(20)) { fixture in
            fixture.send(.lens(.view(.startSearch)))
            return Probe(
                operation: { _ in fixture.send(.lens(.view(.searchEdit(.insert("x"))))) },
                restore: { _ in fixture.send(.lens(.view(.searchEdit(.deleteBackward)))) })
        }
    }

    /// `.deleteSelected` of the middle row; `.undo` (untimed) puts it back in place.
    static func deleteSelected(size: Int) -> Benchmark {
        onFixture("delete one row", size: size, target: .milliseconds(2)) { fixture in
            Probe(
                operation: { _ in fixture.send(.view(.deleteSelected)) },
                restore: { _ in
                    fixture.send(.view(.undo))
                    precondition(fixture.state.rows.count == size, "undo did not bring the deleted row back")
                })
        }
    }

    /// `.moveSelected(up: false)` of the middle row; moving it up again (untimed) restores it.
    static func moveSelectedDown(size: Int) -> Benchmark {
        onFixture("move one row", size: size, target: .milliseconds(2)) { fixture in
            let id = fixture.middleID
            let home = size / 2
            return Probe(
                operation: { _ in fixture.send(.view(.moveSelected(up: false))) },
                restore: { _ in
                    precondition(fixture.state.rows.index(id: id) == home + 1, "the row did not move down one step")
                    fixture.send(.view(.moveSelected(up: true)))
                })
        }
    }
}
