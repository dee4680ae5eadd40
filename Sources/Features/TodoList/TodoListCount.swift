import Core

/// A number typed before a motion or a move repeats it, as in vim: `5j` moves the cursor five
/// rows, `3J` moves the row three steps (one undo step). Any other key drops the count.
extension TodoList {
    /// The most a count can be: beyond it, more digits change nothing. Room for any row
    /// number (`500000G` at a million rows; 99,999 made it row 99,999).
    static let countLimit = 999_999_999

    /// The most times a counted move of a row repeats: each step is an edit of its own, and
    /// a row moves at most past every other visible row.
    static let moveRepeatLimit = 99_999

    func typeCountDigit(_ state: inout State, _ digit: Int) -> Effect<Action> {
        guard state.pendingCount != nil || digit > 0 else {
            state.message = "A count starts with 1 to 9 (5j moves five rows)"
            return .none
        }
        let count = (state.pendingCount ?? 0) * 10 + digit
        state.pendingCount = Swift.min(count, Self.countLimit)
        state.message = Self.countPrompt(state.pendingCount!)
        return .none
    }

    /// Runs `action` as many times as the count typed before it said (once without one), the
    /// moves as one undo step.
    func repeated(_ state: inout State, _ count: Int, _ run: (inout State) -> Effect<Action>) -> Effect<Action> {
        let entriesBefore = state.history.undoStack.count
        var effects: [Effect<Action>] = []
        for _ in 0..<count { effects.append(run(&state)) }
        state.history.mergeEntries(since: entriesBefore)
        return .merge(effects)
    }

    /// What the status line says while a count is typed.
    static func countPrompt(_ count: Int) -> StatusMessage {
        "\(count) — then a motion or a move to repeat"
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
        case .saving, .listChoicesFound, .listRequestTaken, .noteMoved, .noteNotWritten, .dismissMessage: false
        }
    }

    var isCountDigit: Bool {
        if case .view(.countDigit) = self { true } else { false }
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
