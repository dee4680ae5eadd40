import Core

/// Marking rows, a feature of its own: the person marks the row under the cursor (or unmarks
/// it) and clears every mark; the list's commands then work on the marked rows
/// (``TodoList/State/targetIDs()``). The marks are the list's, as the list and the drag read
/// them; the list lends them. Every action is the person's.
public struct Marking: Reducer {
    /// The list's marks, and the row its cursor is on.
    public struct State: Equatable, Sendable {
        /// The marked rows, by id.
        public var marks: Set<String> = []
        /// The row the cursor is on; nil when the list shows none.
        public var selected: String?
    }

    public enum Action: Equatable, Sendable {
        /// Marks the row under the cursor, or unmarks it.
        case toggleSelected
        /// Unmarks every row.
        case clear
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .toggleSelected:
            if let id = state.selected, state.marks.remove(id) == nil { state.marks.insert(id) }
        case .clear:
            state.marks.removeAll()
        }
        return .none
    }
}
