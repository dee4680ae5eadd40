import Core
import Features
import Foundation
import Storage
import Views

/// The whole app without a terminal: keys go through the same dispatch as the interactive
/// session into a real store, and every event ends with a frame rendered at the current size.
final class HeadlessApp {
    let store: Store<TodoList.State, TodoList.Action>
    let clock = TestClock()
    private(set) var size = TerminalSize(rows: 24, columns: 80)
    private var viewport = ListViewport()
    private(set) var frame = Frame(grid: Grid(rows: 0, columns: 0))

    init(rows: [TodoItem], lensSliceRows: Int = TodoList.State.defaultLensSliceRows) {
        let clock = self.clock
        var state = TodoList.State(rows: IdentifiedArray(uniqueElements: rows.map { Row.State(item: $0) }))
        state.lensSliceRows = lensSliceRows
        store = Store(
            initialState: state,
            reducer: TodoList(),
            prepareDependencies: {
                $0.uuid = .incrementing()
                $0.now = .constant(Date(timeIntervalSince1970: 1_796_040_000))
                $0.clock = clock
                $0.storage = StorageClient.inMemory().client
            })
        render()
    }

    deinit {
        store.cancelAllEffects()
    }

    /// Handles one event the way the interactive session does, then renders.
    func handle(_ event: KeyStream.Event) async {
        switch event {
        case let .key(key):
            for press in KeyDispatch.presses(key, in: store.state) {
                switch KeyDispatch.outcome(for: press, in: store.state) {
                case let .send(action):
                    if store.state.message != nil { store.send(.dismissMessage) }
                    store.send(action)
                case let .explain(message):
                    store.send(.showMessage(message))
                case .quit, .repaint, .suspend:
                    break
                }
            }
        case let .resize(newSize):
            size = newSize
        case .tick:
            await clock.advance(by: .seconds(1))
        }
        await drainEffects()
        render()
    }

    /// Reduces what effects sent (a tick wakes timers and saves) until nothing more arrives soon.
    private func drainEffects() async {
        for _ in 0..<3 {
            await Task.yield()
            store.processEffectActions()
        }
    }

    private func render() {
        frame = AppView.render(store.state, size: size, viewport: &viewport)
    }

    /// Every invariant the app must keep after every key; empty when all hold.
    func violations() -> [String] {
        let state = store.state
        var found: [String] = []
        if Set(state.rows.ids).count != state.rows.count { found.append("ids are not unique") }
        if let selection = state.selection, !state.rows.contains(id: selection) { found.append("selection \(selection) names no row") }
        if let focus = state.focus, !state.rows.contains(id: focus) { found.append("focus \(focus) names no row") }
        if let mark = state.marks.first(where: { !state.rows.contains(id: $0) }) { found.append("mark \(mark) names no row") }
        if !state.memo.agrees(with: state.rows, lens: state.lens) { found.append("the memoized projection differs from a fresh one") }
        for row in state.rows where !(0...row.text.count).contains(row.cursor) {
            found.append("row \(row.id)'s cursor \(row.cursor) is outside its text of \(row.text.count)")
        }
        if let search = state.searchField, !(0...search.text.count).contains(search.cursor) { found.append("search cursor outside its text") }
        if case let .editor(editor)? = state.destination, !(0...editor.draft[editor.focusedField].count).contains(editor.cursor) {
            found.append("editor cursor outside its field")
        }
        if frame.grid.rows != size.rows { found.append("frame has \(frame.grid.rows) lines for \(size.rows)") }
        for (number, line) in frame.grid.lines.enumerated() where DisplayWidth.of(line) != size.columns {
            found.append("line \(number) is \(DisplayWidth.of(line)) columns wide, not \(size.columns): \(line.debugDescription)")
        }
        for (number, line) in frame.grid.lines.enumerated()
        where line.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            found.append("line \(number) would send a control character to the terminal: \(line.debugDescription)")
        }
        if let cursor = frame.cursor, !(0..<size.rows).contains(cursor.row) || !(0..<size.columns).contains(cursor.column) {
            found.append("the cursor \(cursor) is off the \(size.columns)x\(size.rows) screen")
        }
        let timers = store.effects.inFlight.filter { $0.name == "row timer" }.count
        let running = state.rows.filter(\.isTimerRunning).count
        if timers != running { found.append("\(timers) row timers run for \(running) rows whose timer is on") }
        return found
    }
}
