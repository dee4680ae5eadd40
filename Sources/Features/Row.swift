import Core
import Storage

/// One to-do row: a feature with its own state and effects, not a record.
///
/// A row edits its own text, toggles itself done, expands, and runs its own timer. It never
/// adds or removes rows: it asks the list through ``Action/delegate(_:)``.
public struct Row: Reducer {
    public struct State: Equatable, Identifiable, Sendable {
        /// What todo.txt stores: text, done, priority, dates, due, tracked time, note, tags.
        public var item: TodoItem
        /// Whether notes, dates and tracked time show under the row.
        public var isExpanded: Bool
        /// Whether the timer is counting.
        public var isTimerRunning: Bool
        /// The cursor as set, or ``cursorAtEnd`` for a row whose cursor was never placed. 32 bits,
        /// so that a row is 32 bytes with its item.
        private var placedCursor: Int32

        /// A cursor never placed is after the last grapheme. Counting graphemes is O(text), so
        /// a loaded row does not count them until its cursor is read: a million rows loaded
        /// would count a million texts for the one or two cursors anyone looks at.
        private static let cursorAtEnd: Int32 = -1

        public init(item: TodoItem, cursor: Int? = nil, isExpanded: Bool = false, isTimerRunning: Bool = false) {
            self.item = item
            placedCursor = cursor.map { Int32(Swift.min(Swift.max($0, 0), item.text.count)) } ?? Self.cursorAtEnd
            self.isExpanded = isExpanded
            self.isTimerRunning = isTimerRunning
        }

        /// The text field's cursor, in graphemes; kept while the row is hidden or not focused.
        /// O(1) once placed; O(text) for a row whose cursor was never placed (at the end).
        public var cursor: Int {
            get { placedCursor == Self.cursorAtEnd ? item.text.count : Int(placedCursor) }
            set { placedCursor = Int32(clamping: newValue) }
        }

        public static func == (lhs: State, rhs: State) -> Bool {
            lhs.item == rhs.item && lhs.isExpanded == rhs.isExpanded && lhs.isTimerRunning == rhs.isTimerRunning
                && (lhs.placedCursor == rhs.placedCursor || lhs.cursor == rhs.cursor)
        }

        /// The row's identity (its todo.txt `id:`).
        public var id: String { item.id }
        /// The description, tags included.
        public var text: String { item.text }
        public var isDone: Bool { item.done }
    }

    public enum Action: Equatable, Sendable {
        /// An edit to the text field.
        case edit(TextEdit)
        case toggleDone
        case toggleExpanded
        case toggleTimer
        case timerTicked
        case delegate(Delegate)

        public enum Delegate: Equatable, Sendable {
            case duplicate
            case delete
        }
    }

    /// The row's timer (cancellation ids are scoped to the row by the list's `forEach`).
    struct TimerID: Hashable, Sendable {}

    @Dependency(\.clock) var clock
    @Dependency(\.now) var now

    public init() {}

    /// Complexity: O(length of the row's text) for edits, O(1) otherwise.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .edit(edit):
            var field = EditableText(state.item.text, cursor: state.cursor)
            field.apply(edit)
            if field.text != state.item.text { state.item.text = field.text }
            state.cursor = field.cursor
            return .none

        case .toggleDone:
            if state.item.done {
                state.item.reopen()
            } else {
                state.item.complete(on: TodoDate(localDayOf: now()))
            }
            return .none

        case .toggleExpanded:
            state.isExpanded.toggle()
            return .none

        case .toggleTimer:
            state.isTimerRunning.toggle()
            guard state.isTimerRunning else { return .cancel(id: TimerID()) }
            return .run(name: "row timer") { [clock] send in
                while true {
                    try await clock.sleep(for: .seconds(1))
                    send(.timerTicked)
                }
            }
            .cancellable(id: TimerID(), cancelInFlight: true)

        case .timerTicked:
            state.item.trackedSeconds += 1
            return .none

        case .delegate:
            return .none
        }
    }
}
