import Collections
import Core
import Features
import Foundation
import Storage
import Terminal
import Views

/// The whole app without a terminal: the real ``InteractiveSession`` on a ``MemoryScreen``, so
/// keys go through the session's own dispatch, quit, suspend and repaint decisions into a real
/// store, and every event ends with the frame the session draws.
///
/// A quit ends the session as in the app (after its save); the app then opens again on the
/// same store, as a person would start Lista again, and the keys go on. Every third save on
/// quit fails, so "press q again to quit anyway" is exercised too.
///
/// Used by the monkey tests and the whole-app fuzz target, which check ``violations()`` after
/// every event.
public final class HeadlessApp {
    /// Something that happens to the app: a key, a new terminal size, a second passing.
    public enum Event: Equatable, Sendable, CustomStringConvertible {
        case key(Key)
        case resize(TerminalSize)
        case tick

        public var description: String {
            switch self {
            case let .key(key): "key(\(key.debugName))"
            case let .resize(size): "resize(\(size.columns)x\(size.rows))"
            case .tick: "tick"
            }
        }
    }

    public let store: Store<TodoList.State, TodoList.Action>
    public let clock = TestClock()
    public let screen = MemoryScreen()
    public private(set) var session: InteractiveSession
    /// How many sessions ended by a quit, and how many of those quit without saving.
    public private(set) var quits = 0
    public private(set) var quitsWithoutSaving = 0
    /// Problems seen at a quit (a save that ran with a field still active, an unexplained end).
    private var quitProblems: [String] = []
    /// Issues the architecture reported, as violations.
    private var reported: [String] = []
    private let flushes = FlushRecord()

    public var size: TerminalSize { screen.size }
    public var frame: Frame { screen.frame ?? Frame(grid: Grid(rows: 0, columns: 0)) }

    /// The app on `rows`, with searches examining `lensSliceRows` rows per slice.
    public init(rows: [TodoItem], lensSliceRows: Int = TodoList.State.defaultLensSliceRows) {
        store = Self.store(rows: rows, clock: clock, lensSliceRows: lensSliceRows)
        session = Self.open(store, on: screen, flushes: flushes)
        session.draw()
    }

    deinit {
        store.cancelAllEffects()
    }

    /// A list store on `rows` with test dependencies: ids counting up from zero, a fixed
    /// date (2026-12-01), `clock` for time, storage in memory.
    public static func store(rows: [TodoItem], clock: TestClock,
                             lensSliceRows: Int = TodoList.State.defaultLensSliceRows) -> Store<TodoList.State, TodoList.Action> {
        let now = Timestamp(secondsSince1970: 1_796_040_000)
        var state = TodoList.State(rows: Row.loaded(rows),
                                   today: TodoDate(localDayOf: now))
        state.lensSliceRows = lensSliceRows
        return Store(
            initialState: state,
            reducer: TodoList(),
            prepareDependencies: {
                $0.randomBits = .incrementing()
                $0.now = .constant(now)
                $0.clock = clock
                $0.storage = StorageClient.inMemory().client
                $0.notes = .unavailable
                $0.lists = ListsClient { ListChoices(current: "/headless/todo.txt", folder: ["/headless/todo.txt"]) }
            })
    }

    private static func open(_ store: Store<TodoList.State, TodoList.Action>, on screen: MemoryScreen,
                             flushes: FlushRecord) -> InteractiveSession {
        InteractiveSession(store: store, screen: screen, title: "Lista — monkey") { state in
            flushes.record(state)
        }
    }

    /// Hands one event to the session as its loop would, lets effects deliver, then draws.
    /// An issue the architecture reports meanwhile (an action for a missing row, a dismiss with
    /// nothing presented) is a violation.
    public func handle(_ event: Event) async {
        let (_, issues) = await withIssueCapture { await handleReportingIssues(event) }
        reported += issues.map { "reported: \($0.message)" }
    }

    /// Hands `keys` to the session as one read of the terminal would (a paste, a macro, keys
    /// typed ahead): no effect delivers between them, unless one holds the input. Then lets
    /// effects deliver and draws.
    public func handle(keys: [Key]) async {
        let (_, issues) = await withIssueCapture {
            for key in keys { send(.key(key)) }
            await drainEffects()
            session.draw()
        }
        reported += issues.map { "reported: \($0.message)" }
    }

    /// One event to the session; a quit opens the app again, with the keys the old session
    /// still held going to the new one, as a person typing on would.
    private func send(_ event: TerminalEvent) {
        var events = [event]
        while !events.isEmpty {
            let savesBefore = flushes.count
            guard !session.handle(events.removeFirst()) else { continue }
            let held = session.takeHeldKeys()
            reopen(quitWithoutSaving: flushes.count == savesBefore)
            events = held.map { .key($0) } + events
        }
    }

    private func handleReportingIssues(_ event: Event) async {
        switch event {
        case let .key(key):
            send(.key(key))
        case let .resize(newSize):
            screen.size = newSize
            _ = session.handle(.resize(newSize))
        case .tick:
            await clock.advance(by: .seconds(1))
        }
        await drainEffects()
        session.draw()
    }

    /// After a quit: checks how it ended, then opens the app again on the same store.
    private func reopen(quitWithoutSaving: Bool) {
        if session.ending != .quit { quitProblems.append("the session ended with \(String(describing: session.ending)), not a quit") }
        if flushes.savedWithFocus { quitProblems.append("quit saved while a text field was still active") }
        quits += 1
        if quitWithoutSaving { quitsWithoutSaving += 1 }
        session = Self.open(store, on: screen, flushes: flushes)
    }

    /// Reduces what effects sent (a tick wakes timers and saves) until nothing more arrives soon,
    /// and until no effect holds the input nor any key is held: such an effect is prompt work
    /// (a read, a dismiss), so this waits on its end, not on time.
    private func drainEffects() async {
        var rounds = 0
        let deadline = ContinuousClock.now + .seconds(5)
        while rounds < 3 || !session.heldKeys.isEmpty || store.effects.holdsInput {
            rounds += 1
            await Task.yield()
            if rounds > 3 { usleep(50) }
            send(.wake)
            if ContinuousClock.now > deadline {
                quitProblems.append("an effect held the input for more than 5 s")
                return
            }
        }
    }

    /// Every invariant the app must keep after every key; empty when all hold.
    public func violations() -> [String] {
        let state = store.state
        var found: [String] = quitProblems + reported
        if Set(state.rows.ids).count != state.rows.count { found.append("ids are not unique") }
        if let selection = state.selection, !state.rows.contains(id: selection) { found.append("selection \(selection) names no row") }
        if let focus = state.focus, !state.rows.contains(id: focus) { found.append("focus \(focus) names no row") }
        if let mark = state.marks.first(where: { !state.rows.contains(id: $0) }) { found.append("mark \(mark) names no row") }
        if !state.content.agreesWithAFreshComputation() { found.append("the memoized projection differs from a fresh one") }
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

/// The saves a quit asked for: every third one fails, as a full disk would.
private final class FlushRecord {
    private(set) var count = 0
    /// Whether any save ran while a row's text field was still active.
    private(set) var savedWithFocus = false

    func record(_ state: TodoList.State) -> String? {
        count += 1
        if state.focus != nil { savedWithFocus = true }
        return count % 3 == 0 ? "the disk is full (monkey)" : nil
    }
}

extension Key {
    /// A Swift-literal-like name, so a printed failing sequence can be pasted into a test.
    public var debugName: String {
        switch self {
        case let .character(character): ".character(\(String(reflecting: String(character))))"
        case let .paste(text): ".paste(\(String(reflecting: text)))"
        case let .ctrl(character): ".ctrl(\(String(reflecting: String(character))))"
        case let .alt(character): ".alt(\(String(reflecting: String(character))))"
        case let .function(number): ".function(\(number))"
        default: ".\(self)"
        }
    }
}
