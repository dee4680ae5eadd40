import Core
import Storage

/// One to-do row: a feature with its own state and effects, not a record.
///
/// A row edits its own text, toggles itself done, expands, and runs its own timer. It never
/// adds or removes rows: it asks the list through ``Action/delegate(_:)``.
public struct Row: Reducer {
    public struct State: Equatable, Identifiable, Sendable {
        /// The item alone while the row's UI state is the default (its cursor never placed, not
        /// expanded, no timer: every row loaded and not touched since), 24 bytes; otherwise a
        /// ``Box`` of the item and that state. Invariant: boxed exactly when the UI state is not
        /// the default, so a row whose expansion and timer go off again, and whose cursor was
        /// never placed, goes back to the item alone.
        private var held: TodoItemOrObject<Box>

        /// A cursor never placed is after the last grapheme. Counting graphemes is O(text), so
        /// a loaded row does not count them until its cursor is read: a million rows loaded
        /// would count a million texts for the one or two cursors anyone looks at.
        private static let cursorAtEnd: Int32 = -1

        /// What a row keeps beside its item. Internal, not private, for the test that checks
        /// `==` compares each of its fields.
        struct UIState: Equatable {
            /// The cursor as set, or ``cursorAtEnd``. 32 bits: the box is 64 bytes with it and
            /// the timer's seconds (only a row touched has a box).
            var placedCursor = State.cursorAtEnd
            var isExpanded = false
            var isTimerRunning = false
            /// Seconds since the running timer started, as of its last tick (shown, not saved).
            var timerElapsed: Int32 = 0

            var isDefault: Bool { self == UIState() }
        }

        /// A row's item with its UI state, shared by copies of the row until one of them changes
        /// it. `@unchecked`: a box is changed only through the one ``State`` that holds the sole
        /// reference to it (`isKnownUniquelyReferenced`), so a box any other value or thread can
        /// see never changes.
        private final class Box: @unchecked Sendable {
            var item: TodoItem
            var ui: UIState

            init(item: TodoItem, ui: UIState) {
                self.item = item
                self.ui = ui
            }
        }

        public init(item: TodoItem, cursor: Int? = nil, isExpanded: Bool = false, isTimerRunning: Bool = false) {
            held = TodoItemOrObject(item)
            ui = UIState(placedCursor: cursor.map { Int32(CharacterWalk.index($0, in: item.text).characters) } ?? Self.cursorAtEnd,
                         isExpanded: isExpanded, isTimerRunning: isTimerRunning)
        }

        /// What todo.txt stores: text, done, priority, dates, due, tracked time, note, tags.
        /// Read and changed in place, without allocating for a row that is its item alone.
        public var item: TodoItem {
            get { held.object?.item ?? held.item }
            _modify {
                if held.holdsItem {
                    yield &held.item
                } else {
                    yield &uniqueBox().item
                }
            }
        }

        /// Whether notes, dates and tracked time show under the row.
        public var isExpanded: Bool {
            get { ui.isExpanded }
            set { ui.isExpanded = newValue }
        }

        /// Whether this row's timer ticks here, counting the seconds shown. The timer itself is
        /// the item's ``TodoItem/trackingStart`` (pter's `tracking:`), which a restart or
        /// another program may leave running with nothing ticking (see ``hasRunningTimer``).
        public var isTimerRunning: Bool {
            get { ui.isTimerRunning }
            set { ui.isTimerRunning = newValue }
        }

        /// Whether a timer runs on the row: it ticks here, or the file says it started.
        public var hasRunningTimer: Bool { ui.isTimerRunning || item.trackingStart != nil }

        /// Seconds since the running timer started, as of its last tick here; 0 when none ticks.
        public var timerElapsed: Int {
            get { Int(ui.timerElapsed) }
            set { ui.timerElapsed = Int32(clamping: Swift.max(0, newValue)) }
        }

        /// The time spent to show: the saved time plus the running timer's, as of its last tick.
        public var shownTrackedSeconds: Int {
            item.trackedSeconds + (item.trackingStart != nil ? timerElapsed : 0)
        }

        /// The text field's cursor, in graphemes; kept while the row is hidden or not focused.
        /// O(1) once placed; O(text) for a row whose cursor was never placed (at the end).
        /// Setting it places it, which boxes the row (one allocation, once).
        public var cursor: Int {
            get {
                let placed = ui.placedCursor
                return placed == Self.cursorAtEnd ? CharacterWalk.count(item.text) : Int(placed)
            }
            set { ui.placedCursor = Int32(clamping: newValue) }
        }

        /// Keeps the cursor inside the text, after the text changed: a placed cursor past the end
        /// moves to the end; a cursor never placed stays so (at the end of whatever text the row
        /// has), and the row stays its item alone. O(text).
        public mutating func keepCursorInText() {
            let placed = ui.placedCursor
            guard placed != Self.cursorAtEnd else { return }
            cursor = CharacterWalk.index(Int(placed), in: item.text).characters
        }

        /// Takes the cursor of `other` (another version of this row), kept inside this row's text.
        /// A cursor `other` never placed stays unplaced here when it is at the end of this text
        /// too, so replaying a row's versions boxes no row that was never touched. O(text).
        public mutating func takeCursor(of other: State) {
            let count = CharacterWalk.count(item.text)
            if other.ui.placedCursor == Self.cursorAtEnd, CharacterWalk.count(other.item.text) >= count {
                ui.placedCursor = Self.cursorAtEnd
            } else {
                cursor = Swift.min(other.cursor, count)
            }
        }

        /// The UI state, from the box or the default. Setting the default unboxes the row;
        /// setting anything else boxes it (copying a box another row shares first).
        private var ui: UIState {
            get { held.object?.ui ?? UIState() }
            set {
                if newValue.isDefault {
                    if let box = held.object { held = TodoItemOrObject(box.item) }
                } else if held.holdsItem {
                    held = TodoItemOrObject(Box(item: held.item, ui: newValue))
                } else if newValue != ui {
                    uniqueBox().ui = newValue
                }
            }
        }

        /// The row's box, copied first if another row shares it. Only for a boxed row.
        private mutating func uniqueBox() -> Box {
            if !held.holdsUniquelyReferencedObject(), let shared = held.object {
                held = TodoItemOrObject(Box(item: shared.item, ui: shared.ui))
            }
            return held.object!
        }

        /// Whether the row holds a box (its UI state is not the default), for tests of memory.
        var isBoxed: Bool { !held.holdsItem }

        public static func == (lhs: State, rhs: State) -> Bool {
            let (left, right) = (lhs.ui, rhs.ui)
            return lhs.item == rhs.item && left.isExpanded == right.isExpanded && left.isTimerRunning == right.isTimerRunning
                && left.timerElapsed == right.timerElapsed
                && (left.placedCursor == right.placedCursor || lhs.cursor == rhs.cursor)
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
            let moment = now().secondsSince1970
            if state.hasRunningTimer {
                // Stopping adds the wall-clock time since the start the file holds (as pter
                // does), so a timer started before a restart or in pter counts in full.
                if let start = state.item.trackingStart {
                    state.item.trackedSeconds += Swift.max(0, Int((moment - start.secondsSince1970).rounded(.down)))
                }
                state.item.trackingStart = nil
                state.isTimerRunning = false
                state.timerElapsed = 0
                return .cancel(id: TimerID())
            }
            state.item.trackingStart = TrackingStart(localAt: moment)
            state.isTimerRunning = true
            state.timerElapsed = 0
            return .repeating(every: .seconds(1), on: clock, name: "row timer", id: TimerID()) { .timerTicked }

        case .timerTicked:
            guard let start = state.item.trackingStart else {
                // Stopped elsewhere (pter, or a change from the file): nothing left to count.
                state.isTimerRunning = false
                state.timerElapsed = 0
                return .cancel(id: TimerID())
            }
            state.timerElapsed = Int((now().secondsSince1970 - start.secondsSince1970).rounded(.down))
            return .none

        case .delegate:
            return .none
        }
    }
}
