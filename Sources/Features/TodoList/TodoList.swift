import Collections
import Core
import Storage

/// The list: owns every row, the selection, the marks, the destination slot, the undo history
/// and the status line, and alone creates and removes rows. Its children, each a feature of
/// its own under a `Scope`: the lens (``ListLens``), the drag (``Dragging``), saving
/// (``Saving``), the typed count (``TypedCount``), choosing a priority (``PriorityChoice``),
/// the marks (``Marking``), the status line (``Messages``), opening another list
/// (``ListPicking``) and what comes of writing notes (``NoteFiling``). A child that changes
/// rows asks the list with a delegate action.
public struct TodoList: Reducer {
    /// What reaches the list: its own ``View`` (the person's keys and clicks), and each child's
    /// actions. Everything else comes from effects or the session. The types say which
    /// (``isPersonal``), so a typed count is dropped by the person's actions only.
    public enum Action: Equatable, Sendable {
        /// The person's: a key or a click.
        case view(View)
        case rows(IdentifiedAction<String, Row.Action>)
        case destination(PresentationAction<Destination.Action>)
        /// Dragging rows with the mouse (``Dragging``).
        case drag(Dragging.Action)
        /// The filter, search and sort in front of the rows, and the day (``ListLens``).
        case lens(ListLens.Action)
        /// Saving and sync with the file (``Saving``).
        case saving(Saving.Action)
        /// A count typed before a motion or a move (``TypedCount``).
        case count(TypedCount.Action)
        /// Choosing a priority without the editor (``PriorityChoice``).
        case priority(PriorityChoice.Action)
        /// Marking rows (``Marking``).
        case marks(Marking.Action)
        /// The status line (``Messages``).
        case messages(Messages.Action)
        /// Opening another list (``ListPicking``).
        case lists(ListPicking.Action)
        /// What came of writing notes to files (``NoteFiling``).
        case notes(NoteFiling.Action)
    }

    /// What the person does to the list with a key or a click.
    public enum View: Equatable, Sendable {
        case moveSelection(SelectionMove)
        case select(String)
        case addRow(AddPlacement)
        case focusSelected
        case leaveField
        case toggleDoneSelected
        /// The row's box was clicked: that row alone, as `x` would do it.
        case toggleDone(String)
        /// A double-click: type in row `id`, the cursor before grapheme `cursor` (clamped).
        case editText(String, cursor: Int)
        case deleteSelected
        case delete(visibleOffsets: [Int])
        case moveSelected(up: Bool)
        case move(fromVisibleOffsets: [Int], toVisibleOffset: Int)
        case sortDoneToBottom
        /// Moves the done rows to done.txt beside the list (one undo step).
        case archiveDone
        case undo
        case redo
        /// Presents a pane over the list, in place of whatever is presented.
        case open(Overlay)
    }

    public enum SelectionMove: Equatable, Sendable {
        case up, down, first, last
        case pageUp(Int), pageDown(Int)
        /// The visible row at this offset (clamped): `5G`.
        case row(Int)
    }

    public enum AddPlacement: Equatable, Sendable {
        case append
        case belowSelection
    }

    enum CancelID: Hashable, Sendable {
        case saveDebounce
        case save
        case watch
        case search
        case sort
        case dragScroll
        case day
        case settle
    }

    static let rowsPath = CasePath<Action, IdentifiedAction<String, Row.Action>>(
        embed: { .rows($0) }, extract: { if case let .rows(action) = $0 { action } else { nil } })
    static let lensPath = CasePath<Action, ListLens.Action>(embed: { .lens($0) }, extract: { if case let .lens(a) = $0 { a } else { nil } })
    static let savingPath = CasePath<Action, Saving.Action>(embed: { .saving($0) }, extract: { if case let .saving(a) = $0 { a } else { nil } })
    static let dragPath = CasePath<Action, Dragging.Action>(embed: { .drag($0) }, extract: { if case let .drag(a) = $0 { a } else { nil } })
    static let priorityPath = CasePath<Action, PriorityChoice.Action>(embed: { .priority($0) }, extract: { if case let .priority(a) = $0 { a } else { nil } })
    static let marksPath = CasePath<Action, Marking.Action>(embed: { .marks($0) }, extract: { if case let .marks(a) = $0 { a } else { nil } })
    static let messagesPath = CasePath<Action, Messages.Action>(embed: { .messages($0) }, extract: { if case let .messages(a) = $0 { a } else { nil } })
    static let listsPath = CasePath<Action, ListPicking.Action>(embed: { .lists($0) }, extract: { if case let .lists(a) = $0 { a } else { nil } })
    static let notesPath = CasePath<Action, NoteFiling.Action>(embed: { .notes($0) }, extract: { if case let .notes(a) = $0 { a } else { nil } })
    static let countPath = CasePath<Action, TypedCount.Action>(embed: { .count($0) }, extract: { if case let .count(a) = $0 { a } else { nil } })
    static let destinationPath = CasePath<Action, PresentationAction<Destination.Action>>(
        embed: { .destination($0) }, extract: { if case let .destination(action) = $0 { action } else { nil } })

    @Dependency(\.randomBits) var randomBits
    @Dependency(\.now) var now
    @Dependency(\.notes) var notes

    public init() {}

    /// The composition below, built once. The protocol's default `reduce` builds `body` again
    /// for every action, as TCA's does; here that was about 5% of a key at a million rows (a
    /// dozen scopes, and their generic types looked up at run time across modules). Building it
    /// once changes nothing else: the body holds no state, and every child reads its
    /// dependencies when it runs, not when it is built.
    nonisolated(unsafe) private static let composed: (inout State, Action) -> Effect<Action> = {
        let body = TodoList().body
        return { body.reduce(into: &$0, action: $1) }
    }()

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        Self.composed(&state, action)
    }

    public var body: some Reducer<State, Action> {
        Reduce(core)
            .forEach(\.content, action: Self.rowsPath, onChange: rowDidAct) { Row() }
            .ifLet(\.$destination, action: Self.destinationPath) { Destination() }
        Scope(state: \.self, action: Self.savingPath) { Saving() }
        Scope(take: { $0.takeDrag() }, put: { $0.putDrag($1) }, action: Self.dragPath) { Dragging() }
        Scope(take: { $0.takeLens() }, put: { $0.putLens($1) }, action: Self.lensPath) { ListLens() }
        Scope(take: { TypedCount.State(pending: $0.pendingCount, message: $0.message) },
              put: { $0.pendingCount = $1.pending; $0.message = $1.message }, action: Self.countPath) { TypedCount() }
        Scope(take: { PriorityChoice.State(isChoosing: $0.isChoosingPriority, showsARow: $0.effectiveSelection != nil, message: $0.message) },
              put: { $0.isChoosingPriority = $1.isChoosing; $0.message = $1.message }, action: Self.priorityPath) { PriorityChoice() }
        Scope(take: { Marking.State(marks: $0.marks, selected: $0.effectiveSelection) }, put: { $0.marks = $1.marks },
              action: Self.marksPath) { Marking() }
        Scope(state: \.status, action: Self.messagesPath) { Messages() }
        Scope(take: { ListPicking.State(requested: $0.requestedList, destination: $0.destination) },
              put: { $0.requestedList = $1.requested; $0.destination = $1.destination }, action: Self.listsPath) { ListPicking() }
        Scope(take: { $0.takeNotes() }, put: { $0.putNotes($1) }, action: Self.notesPath) { NoteFiling() }
        Reduce(keepSearching)
        Reduce(moveInlineNotes)
    }

    private func core(_ state: inout State, _ action: Action) -> Effect<Action> {
        // A count applies to the next motion or move; anything else a person does drops it.
        let countTyped = state.pendingCount
        if let countTyped, action.isPersonal, TodoList.countPath.extract(action) == nil {
            state.pendingCount = nil
            if state.message == TypedCount.prompt(countTyped) { state.message = nil }
        }
        switch action {
        case let .view(view):
            return see(&state, view, countTyped: countTyped)
        case let .destination(.presented(destinationAction)):
            return destinationDelegate(&state, destinationAction)
        case let .drag(.delegate(.drop(source, destination))):
            return move(&state, fromVisibleOffsets: source, toVisibleOffset: destination)
        case .notes(.delegate(.rowChanged)):
            return scheduleSave()
        case let .priority(.delegate(.change(change))):
            return changePriority(&state, change)
        // The row's own reducer ran, and then `rowDidAct` (the forEach hook); the children's own
        // reducers run after this one.
        case .rows, .destination(.dismiss), .drag, .lens, .saving, .count, .priority, .marks, .messages, .lists, .notes:
            return .none
        }
    }

    /// What the person's key or click does; `countTyped` is the count typed before it.
    private func see(_ state: inout State, _ view: View, countTyped: Int?) -> Effect<Action> {
        let count = countTyped ?? 1
        switch view {
        case let .moveSelection(move):
            state.moveSelection(Self.motion(move, count: countTyped))
            return .none
        case let .select(id):
            if state.rows.contains(id: id) { state.selection = id }
            return .none
        case let .addRow(placement):
            return addRow(&state, placement: placement)
        case .focusSelected:
            state.history.closeTyping()
            state.focus = state.effectiveSelection
            if let focus = state.focus { state.selection = focus }
            return .none
        case .leaveField:
            return leaveField(&state)
        case .toggleDoneSelected:
            return toggleDone(&state, ids: state.targetIDs())
        case let .toggleDone(id):
            return state.rows.contains(id: id) ? toggleDone(&state, ids: [id]) : .none
        case let .editText(id, cursor):
            return editText(&state, id: id, cursor: cursor)
        case .deleteSelected:
            let offsets = state.targetIDs().compactMap(state.visibleOffset(of:))
            return delete(&state, visibleOffsets: offsets)
        case let .delete(offsets):
            return delete(&state, visibleOffsets: offsets)
        case let .moveSelected(up):
            if turnSortOffForMove(&state) { return .none }
            let steps = Swift.min(count, Self.moveRepeatLimit, Swift.max(1, state.visibleIDs.count - 1))
            return repeated(&state, steps) { state in moveSelected(&state, up: up) }
        case let .move(source, destination):
            if turnSortOffForMove(&state) { return .none }
            return move(&state, fromVisibleOffsets: source, toVisibleOffset: destination)
        case .sortDoneToBottom:
            return sortDoneToBottom(&state)
        case .archiveDone:
            return archiveDone(&state)

        case .undo, .redo:
            return undo(&state, reversed: view == .undo)

        case let .open(overlay):
            return open(&state, overlay)
        }
    }
}
