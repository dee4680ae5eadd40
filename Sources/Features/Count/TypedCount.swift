import Core

/// A number typed before a motion or a move repeats it, as in vim: `5j` moves the cursor five
/// rows, `3J` moves the row three steps. Typing it is a feature of its own: its state is the
/// count so far, which the list reads for the motion or move that spends it, and drops at any
/// other key of the person's. Every action is the person's.
public struct TypedCount: Reducer {
    /// The count, and the list's status line, which shows it as it is typed.
    public struct State: Equatable, Sendable {
        /// The count typed so far; nil when none.
        public var pending: Int?
        /// The list's status line.
        public var message: StatusMessage?
    }

    public enum Action: Equatable, Sendable {
        /// A digit typed before a motion or a move: `5` in `5j`.
        case digit(Int)
    }

    /// The most a count can be: beyond it, more digits change nothing. Room for any row
    /// number (`500000G` at a million rows; 99,999 made it row 99,999).
    static let limit = 999_999_999

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .digit(digit):
            guard state.pending != nil || digit > 0 else {
                state.message = "A count starts with 1 to 9 (5j moves five rows)"
                return .none
            }
            let count = Swift.min((state.pending ?? 0) * 10 + digit, Self.limit)
            state.pending = count
            state.message = Self.prompt(count)
            return .none
        }
    }

    /// What the status line says while a count is typed.
    static func prompt(_ count: Int) -> StatusMessage {
        "\(count) — then a motion or a move to repeat"
    }
}
