import Core

/// How the list spends a count typed before a motion or a move (``TypedCount``): `5j` moves the
/// cursor five rows, `3J` moves the row three steps (one undo step).
extension TodoList {
    /// The most times a counted move of a row repeats: each step is an edit of its own, and
    /// a row moves at most past every other visible row.
    static let moveRepeatLimit = 99_999

    /// Runs `action` as many times as the count typed before it said (once without one), the
    /// moves as one undo step.
    func repeated(_ state: inout State, _ count: Int, _ run: (inout State) -> Effect<Action>) -> Effect<Action> {
        let entriesBefore = state.history.undoStack.count
        var effects: [Effect<Action>] = []
        for _ in 0..<count { effects.append(run(&state)) }
        state.history.mergeEntries(since: entriesBefore)
        return .merge(effects)
    }

    /// A motion with a count: `5j` is five rows down, `5G` and `5g` row five.
    static func motion(_ move: SelectionMove, count: Int?) -> SelectionMove {
        guard let count else { return move }
        switch move {
        case .down: return .pageDown(count)
        case .up: return .pageUp(count)
        case let .pageDown(page): return .pageDown(page * Swift.min(count, 1_000))
        case let .pageUp(page): return .pageUp(page * Swift.min(count, 1_000))
        case .first, .last: return .row(count - 1)
        case .row: return move
        }
    }
}

extension TodoList.Action {
    /// Whether the person sent it with a key or a click, rather than an effect (a save, a
    /// search slice, a timer, the watcher) or the session (clearing the message before a key).
    /// Each action's type says which: a new case must be placed here by the compiler.
    var isPersonal: Bool {
        switch self {
        // An overlay takes the keys while it is up.
        case .view, .destination: true
        case let .rows(.element(_, action)): action.isPersonal
        case let .lens(action): action.isPersonal
        case let .drag(action): action.isPersonal
        // Every digit of a count and every mark is a key.
        case .count, .marks: true
        case let .priority(action): action.isPersonal
        case let .messages(action): action.isPersonal
        case let .lists(action): action.isPersonal
        // Saves, the watcher and note files answer effects.
        case .saving, .notes: false
        }
    }
}

extension Row.Action {
    /// Whether the person sent it: all but the timer's tick.
    var isPersonal: Bool {
        switch self {
        case .edit, .toggleDone, .toggleExpanded, .toggleTimer, .delegate: true
        case .timerTicked: false
        }
    }
}
