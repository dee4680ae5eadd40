import Features

/// What the app does with a mouse report.
public struct MouseOutcome: Equatable, Sendable {
    /// Done in order, as keys' outcomes are.
    public var outcomes: [KeyOutcome]
    /// The list's new scroll position (the wheel); nil keeps it.
    public var top: Int?
    /// The report should be read again on the frame the outcomes lead to (a drag has just
    /// begun: where the pointer is says where the rows land, on the screen that shows the drag).
    public var again = false

    public init(_ outcomes: [KeyOutcome] = [], top: Int? = nil, again: Bool = false) {
        self.outcomes = outcomes
        self.top = top
        self.again = again
    }
}

/// Turns a mouse report into what the app does, given the state and what the last frame showed
/// (``ScreenMap``): cells become row ids, fields and options here, before any action is sent.
/// - The list: a click selects, a click on the box toggles done, a double-click on a row's line
///   (or a click there in the row being typed in) types at the clicked grapheme, the wheel scrolls three rows with
///   the selection kept on screen, a click on the lens cycles the status filter (right button:
///   backwards), and a press that moves drags (``RowDrag``).
/// - An overlay: a press outside a sheet or popover is Esc there (the same action through the
///   store); inside, options and fields answer; the help cover and the archived rows' page
///   scroll; the detail and archive pages' back marker goes back.
public enum MouseDispatch {
    /// Rows one notch of the wheel scrolls.
    public static let wheelRows = 3

    /// O(rows on screen + dragged rows), plus a row's text up to the click.
    public static func outcome(for event: MouseEvent, in state: TodoList.State, map: ScreenMap,
                               gesture: inout MouseGesture, time: ContinuousClock.Instant) -> MouseOutcome {
        switch AppMode(state) {
        case .drag: drag(event, in: state, map: map)
        case .editor: editor(event, in: state, map: map)
        case .confirm: outside(event, map: map, in: state) ?? MouseOutcome()
        case .filter: popover(event, in: state, map: map, tapped: { .filter(.tapped($0)) },
                              wheel: { $0 ? .filter(.highlightNext) : .filter(.highlightPrevious) })
        case .lists: popover(event, in: state, map: map, tapped: { .lists(.tapped($0)) },
                             wheel: { $0 ? .lists(.highlightNext) : .lists(.highlightPrevious) })
        case .help: wheel(event, down: .help(.scrollDown), up: .help(.scrollUp)) ?? MouseOutcome()
        case .messages: wheel(event, down: .messages(.scrollDown), up: .messages(.scrollUp)) ?? MouseOutcome()
        case .detail: page(event, map: map, back: .detail(.back))
        case .archive: wheel(event, down: .archive(.scrollDown), up: .archive(.scrollUp)) ?? page(event, map: map, back: .archive(.back))
        case .list, .field, .search, .priority: list(event, in: state, map: map, gesture: &gesture, time: time)
        }
    }

    // MARK: The list

    private static func list(_ event: MouseEvent, in state: TodoList.State, map: ScreenMap,
                             gesture: inout MouseGesture, time: ContinuousClock.Instant) -> MouseOutcome {
        switch event.kind {
        case .wheelUp, .wheelDown:
            return scroll(down: event.kind == .wheelDown, in: state, map: map)
        case let .press(button):
            gesture.press = nil
            if event.row == 0, map.lens?.contains(event.column) == true, button == .left || button == .right {
                return MouseOutcome(leaving(state, for: nil) + [.send(.lens(.view(.cycleStatus(forward: button == .left))))])
            }
            guard button == .left, let spot = map.row(onLine: event.row), let row = state.rows[id: spot.id] else {
                return MouseOutcome()
            }
            if event.row == spot.lines.lowerBound, spot.box.contains(event.column) {
                return MouseOutcome(leaving(state, for: spot.id) + [.send(.view(.toggleDone(spot.id)))])
            }
            gesture.press = MouseGesture.Press(id: spot.id, line: event.row)
            let clicks = gesture.click(at: event.position, time: time)
            guard clicks >= 2 || state.focus == spot.id, event.row == spot.lines.lowerBound else {
                return MouseOutcome(leaving(state, for: spot.id) + [.send(.view(.select(spot.id)))])
            }
            let cursor = spot.text.grapheme(in: row.text, atColumn: event.column)
            return MouseOutcome(leaving(state, for: spot.id, typing: true) + [.send(.view(.editText(spot.id, cursor: cursor)))])
        case .drag(.left):
            guard let press = gesture.press, event.row != press.line else { return MouseOutcome() }
            gesture.press = nil
            return MouseOutcome(leaving(state, for: press.id, typing: true) + [.send(.drag(.view(.begin(press.id))))], again: true)
        case .release:
            gesture.press = nil
            return MouseOutcome()
        case .drag, .move, .wheelSideways:
            return MouseOutcome()
        }
    }

    /// What ends the mode the list is in before a click acts on row `id` (or on no row): the
    /// search is kept, the priority left alone, another row's field left as Enter leaves it.
    /// `typing`: the click types in the row (its action leaves another row's field itself).
    private static func leaving(_ state: TodoList.State, for id: String?, typing: Bool = false) -> [KeyOutcome] {
        switch AppMode(state) {
        case .search: [.send(.lens(.view(.commitSearch)))]
        case .priority: [.send(.priority(.view(.cancel)))]
        case .field where state.focus != id && !typing: [.send(.view(.leaveField))]
        case .field, .list, .editor, .confirm, .filter, .help, .detail, .archive, .drag, .lists, .messages: []
        }
    }

    /// The list three rows up or down, the selection moved only as far as it must to stay on
    /// screen (as vim's wheel does).
    private static func scroll(down: Bool, in state: TodoList.State, map: ScreenMap) -> MouseOutcome {
        guard let list = map.list, !state.visibleIDs.isEmpty else { return MouseOutcome() }
        let lastTop = TodoListView.lastTop(state, area: list)
        let top = min(max(map.top + (down ? wheelRows : -wheelRows), 0), lastTop)
        guard top != map.top else { return MouseOutcome() }
        let fitting = TodoListView.rowsFitting(state, from: top, area: list)
        let shown = ShownRows(state)
        var outcomes: [KeyOutcome] = []
        if let selected = state.selectedVisibleOffset, !fitting.contains(selected), !fitting.isEmpty {
            let kept = selected < fitting.lowerBound ? fitting.lowerBound : fitting.upperBound - 1
            outcomes.append(.send(.view(.select(shown.id(at: kept)))))
        }
        return MouseOutcome(outcomes, top: top)
    }

    // MARK: A drag

    private static func drag(_ event: MouseEvent, in state: TodoList.State, map: ScreenMap) -> MouseOutcome {
        guard let drag = state.drag else { return MouseOutcome() }
        switch event.kind {
        case .release:
            return MouseOutcome([.send(.drag(.view(.end)))])
        case .press:
            // A press before any release: the release went missing, so nothing moves.
            return MouseOutcome([.send(.drag(.view(.cancel)))])
        case .drag, .move:
            guard let list = map.list else { return MouseOutcome() }
            let shown = ShownRows(state)
            let lastShown = map.rows.last?.shownOffset ?? -1
            let edge: RowDrag.Edge?
            switch event.row {
            case ..<list.row: edge = .top
            case list.row where map.top > 0: edge = .top
            case (list.row + list.height)...: edge = .bottom
            case list.row + list.height - 1 where lastShown + 1 < shown.count: edge = .bottom
            default: edge = nil
            }
            var place: RowDrag.Place?
            if let spot = map.row(onLine: event.row) {
                place = shown.place(over: spot.shownOffset)
            } else if list.contains(event.position), lastShown + 1 == shown.count, let last = map.rows.last,
                      event.row >= last.lines.upperBound {
                place = .end
            }
            var outcomes: [KeyOutcome] = []
            if let place, place != drag.place { outcomes.append(.send(.drag(.view(.over(place))))) }
            if edge != drag.edge { outcomes.append(.send(.drag(.view(.atEdge(edge))))) }
            return MouseOutcome(outcomes)
        case .wheelUp, .wheelDown, .wheelSideways:
            return MouseOutcome()
        }
    }

    // MARK: Overlays

    /// A left press outside the sheet or popover the map shows: what Esc does there.
    private static func outside(_ event: MouseEvent, map: ScreenMap, in state: TodoList.State) -> MouseOutcome? {
        guard case .press(.left) = event.kind else { return nil }
        let frame: Rect
        switch map.overlay {
        case let .sheet(rect, _)?, let .confirm(rect)?, let .popover(rect, _)?: frame = rect
        default: return nil
        }
        guard !frame.contains(event.position) else { return nil }
        return MouseOutcome([KeyDispatch.outcome(for: .escape, in: state)])
    }

    private static func editor(_ event: MouseEvent, in state: TodoList.State, map: ScreenMap) -> MouseOutcome {
        if let outcome = outside(event, map: map, in: state) { return outcome }
        guard case .press(.left) = event.kind, case let .editor(editor)? = state.destination,
              case let .sheet(_, fields)? = map.overlay, let spot = fields.first(where: { $0.line == event.row }) else {
            return MouseOutcome()
        }
        let value = editor.draft[spot.field]
        let cursor = event.column < spot.text.column ? value.count : spot.text.grapheme(in: value, atColumn: event.column)
        return MouseOutcome([.send(.destination(.presented(.editor(.focusField(spot.field, cursor: cursor)))))])
    }

    /// A popover (the filter, the list picker): a click outside is its Esc, a click on an
    /// option sends `tapped` with its index, the wheel moves the highlight (`wheel(down)`).
    private static func popover(_ event: MouseEvent, in state: TodoList.State, map: ScreenMap,
                                tapped: (Int) -> Destination.Action, wheel: (Bool) -> Destination.Action) -> MouseOutcome {
        if let outcome = outside(event, map: map, in: state) { return outcome }
        guard case let .popover(frame, options)? = map.overlay else { return MouseOutcome() }
        switch event.kind {
        case .press(.left):
            guard let option = options.first(where: { $0.line == event.row }) else { return MouseOutcome() }
            return MouseOutcome([.send(.destination(.presented(tapped(option.index))))])
        case .wheelUp, .wheelDown:
            guard frame.contains(event.position) else { return MouseOutcome() }
            return MouseOutcome([.send(.destination(.presented(wheel(event.kind == .wheelDown))))])
        default:
            return MouseOutcome()
        }
    }

    /// The wheel over a cover or page that scrolls (the help, the archived rows): `down` or
    /// `up`, once a row; nil for anything else.
    private static func wheel(_ event: MouseEvent, down: Destination.Action, up: Destination.Action) -> MouseOutcome? {
        guard event.kind == .wheelUp || event.kind == .wheelDown else { return nil }
        return MouseOutcome(Array(repeating: .send(.destination(.presented(event.kind == .wheelDown ? down : up))), count: wheelRows))
    }

    /// A page pushed in place of the list (details, archived rows): a click on its back marker
    /// sends `back`.
    private static func page(_ event: MouseEvent, map: ScreenMap, back: Destination.Action) -> MouseOutcome {
        guard case .press(.left) = event.kind, event.row == 0, case let .page(marker)? = map.overlay,
              marker.contains(event.column) else { return MouseOutcome() }
        return MouseOutcome([.send(.destination(.presented(back)))])
    }
}
