import Core

/// Dragging rows with the mouse, a feature of its own. The view turns what the pointer is
/// over into ids (a row to land before, or the end) before any action is sent; nothing moves
/// until the drag ends, and then the list moves the rows as one undo step, by the same move the
/// key chords and `lista mv` make, so hidden rows stay where they were. Moving permutes: no
/// state is lost, no effect stops.
public struct Dragging: Reducer {
    /// The drag, and the list's data it reads (the visible rows, the marks) or writes (the
    /// cursor, the sort it turns off, the status line, the typing it closes), moved out of the
    /// list and back by the list's `Scope`.
    public struct State: Equatable, Sendable {
        /// Rows being dragged, and where they would land; nil when none are.
        public var drag: RowDrag? = nil
        /// The list's rows with their lens.
        public var content: ListRows
        /// The list's marked rows.
        public var marks: Set<String> = []
        /// The list's cursor.
        public var selection: String? = nil
        /// The list's status line.
        public var message: StatusMessage? = nil
        /// The list's undo history (a drag closes the typing step).
        public var history = UndoHistory()
    }

    public enum Action: Equatable, Sendable {
        /// The person's: the pointer.
        case view(View)
        /// The place moves one row towards the edge held.
        case scrollTick
        /// What the list does for the drag.
        case delegate(Delegate)

        /// Whether the person sent it: the type says so.
        var isPersonal: Bool { if case .view = self { true } else { false } }
    }

    public enum View: Equatable, Sendable {
        /// A press on row `id` moved: dragging starts.
        case begin(String)
        /// The pointer is where the dragged rows would land.
        case over(RowDrag.Place)
        /// The pointer holds an edge of the list (nil: it left it).
        case atEdge(RowDrag.Edge?)
        /// The button came up: the rows move to the place.
        case end
        /// Esc during a drag: nothing moves.
        case cancel
    }

    public enum Delegate: Equatable, Sendable {
        /// The list moves the visible rows at `source` to before visible offset `destination`.
        case drop(source: [Int], destination: Int)
    }

    /// How often the place moves one row while the pointer holds an edge of the list.
    public static let scrollInterval: Duration = .milliseconds(80)

    @Dependency(\.clock) var clock

    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .view(.begin(id)):
            begin(&state, id)
            return .none
        // Moves the place; a place on a dragged row or a hidden one is ignored.
        case let .view(.over(place)):
            guard var drag = state.drag else { return .none }
            if case let .before(id) = place, drag.ids.contains(id) || state.content.visibleOffset(of: id) == nil { return .none }
            drag.place = place
            state.drag = drag
            return .none
        // Holding an edge scrolls the place a row per ``scrollInterval`` until the pointer
        // leaves it or the drag ends.
        case let .view(.atEdge(edge)):
            guard var drag = state.drag, drag.edge != edge else { return .none }
            drag.edge = edge
            state.drag = drag
            guard edge != nil else { return .cancel(id: TodoList.CancelID.dragScroll) }
            return .repeating(every: Self.scrollInterval, on: clock, name: "drag scroll", id: TodoList.CancelID.dragScroll) { .scrollTick }
        case .scrollTick:
            scroll(&state)
            return .none
        // Drops the rows at the place: the list moves them (none when they land where they were).
        case .view(.end):
            guard let drag = state.drag else { return .none }
            state.drag = nil
            let stopScrolling = Effect<Action>.cancel(id: TodoList.CancelID.dragScroll)
            let source = drag.ids.compactMap(state.content.visibleOffset(of:))
            guard let destination = state.content.visibleOffset(of: drag.place) else { return stopScrolling }
            return .merge(stopScrolling, .send(.delegate(.drop(source: source, destination: destination))))
        // Esc: the rows stay where they were.
        case .view(.cancel):
            guard state.drag != nil else { return .none }
            state.drag = nil
            return .cancel(id: TodoList.CancelID.dragScroll)
        case .delegate:
            return .none
        }
    }

    /// Starts dragging the row `id` (and the visible marked rows with it, when it is marked);
    /// the rows land where they are unless the place changes. Under a sort lens it turns the
    /// sort off instead.
    private func begin(_ state: inout State, _ id: String) {
        guard state.drag == nil, let offset = state.content.visibleOffset(of: id) else { return }
        if let said = state.content.turnSortOffForMove() {
            state.message = said
            return
        }
        state.history.closeTyping()
        let visible = state.content.visibleIDs
        let ids = state.marks.contains(id) ? visible.filter { state.marks.contains($0) } : [id]
        state.selection = id
        let dragged = Set(ids)
        var after = offset + 1
        while after < visible.count, dragged.contains(visible[after]) { after += 1 }
        state.drag = RowDrag(ids: ids, place: after < visible.count ? .before(visible[after]) : .end)
    }

    /// The place one visible row (not dragged) towards the edge held.
    private func scroll(_ state: inout State) {
        guard var drag = state.drag, let edge = drag.edge else { return }
        let visible = state.content.visibleIDs
        let dragged = Set(drag.ids)
        var offset = state.content.visibleOffset(of: drag.place) ?? visible.count
        repeat {
            offset += edge == .top ? -1 : 1
        } while offset >= 0 && offset < visible.count && dragged.contains(visible[offset])
        guard offset >= 0 else { return }
        drag.place = offset < visible.count ? .before(visible[offset]) : .end
        state.drag = drag
    }
}

extension TodoList.State {
    /// The drag's state, moved out of the list for its reducer.
    mutating func takeDrag() -> Dragging.State {
        var dragging = Dragging.State(drag: drag, content: .empty, marks: marks, selection: selection, message: message)
        swap(&dragging.content, &content)
        swap(&dragging.history, &history)
        return dragging
    }

    /// Puts back what the drag's reducer made of its state.
    mutating func putDrag(_ dragging: Dragging.State) {
        drag = dragging.drag
        content = dragging.content
        selection = dragging.selection
        message = dragging.message
        history = dragging.history
    }
}
