import Core

/// Dragging rows with the mouse. The view turns what the pointer is over into ids (a row to
/// land before, or the end) before any action is sent; nothing moves until the drag ends, and
/// then the rows move as one undo step, by the same move the key chords and `lista mv` make,
/// so hidden rows stay where they were. Moving permutes: no state is lost, no effect stops.
extension TodoList {
    /// How often the place moves one row while the pointer holds an edge of the list.
    public static let dragScrollInterval: Duration = .milliseconds(80)

    /// What a drag action does (``TodoList/Action/beginDrag(_:)`` to ``TodoList/Action/cancelDrag``).
    func dragging(_ state: inout State, _ action: Action) -> Effect<Action> {
        switch action {
        // Starts dragging the row `id` (and the visible marked rows with it, when it is marked);
        // the rows land where they are unless the place changes.
        case let .beginDrag(id):
            guard state.drag == nil, let offset = state.visibleOffset(of: id) else { return .none }
            if turnSortOffForMove(&state) { return .none }
            state.history.closeTyping()
            let ids = state.marks.contains(id) ? state.targetIDs() : [id]
            state.selection = id
            let dragged = Set(ids)
            let visible = state.visibleIDs
            var after = offset + 1
            while after < visible.count, dragged.contains(visible[after]) { after += 1 }
            state.drag = RowDrag(ids: ids, place: after < visible.count ? .before(visible[after]) : .end)
            return .none
        // Moves the place; a place on a dragged row or a hidden one is ignored.
        case let .dragOver(place):
            guard var drag = state.drag else { return .none }
            if case let .before(id) = place, drag.ids.contains(id) || state.visibleOffset(of: id) == nil { return .none }
            drag.place = place
            state.drag = drag
            return .none
        // Holding an edge scrolls the place a row per ``dragScrollInterval`` until the pointer
        // leaves it or the drag ends.
        case let .dragAtEdge(edge):
            guard var drag = state.drag, drag.edge != edge else { return .none }
            drag.edge = edge
            state.drag = drag
            guard edge != nil else { return .cancel(id: CancelID.dragScroll) }
            return .run(name: "drag scroll") { [clock] send in
                while true {
                    try await clock.sleep(for: Self.dragScrollInterval)
                    send(.dragScrollTick)
                }
            }
            .cancellable(id: CancelID.dragScroll, cancelInFlight: true)
        // The place one visible row (not dragged) towards the edge held.
        case .dragScrollTick:
            guard var drag = state.drag, let edge = drag.edge else { return .none }
            let visible = state.visibleIDs
            let dragged = Set(drag.ids)
            var offset = state.visibleOffset(of: drag.place) ?? visible.count
            repeat {
                offset += edge == .top ? -1 : 1
            } while offset >= 0 && offset < visible.count && dragged.contains(visible[offset])
            guard offset >= 0 else { return .none }
            drag.place = offset < visible.count ? .before(visible[offset]) : .end
            state.drag = drag
            return .none
        // Drops the rows at the place: one move, one undo step (none when they land where they were).
        case .endDrag:
            guard let drag = state.drag else { return .none }
            state.drag = nil
            let stopScrolling = Effect<Action>.cancel(id: CancelID.dragScroll)
            let source = drag.ids.compactMap(state.visibleOffset(of:))
            guard let destination = state.visibleOffset(of: drag.place) else { return stopScrolling }
            return .merge(stopScrolling, move(&state, fromVisibleOffsets: source, toVisibleOffset: destination))
        // Esc: the rows stay where they were.
        case .cancelDrag:
            guard state.drag != nil else { return .none }
            state.drag = nil
            return .cancel(id: CancelID.dragScroll)
        default:
            return .none
        }
    }
}
