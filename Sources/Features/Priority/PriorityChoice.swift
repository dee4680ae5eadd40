import Core

/// Choosing a priority without the editor, a feature of its own: `p` waits for a letter, Esc
/// leaves it, and a letter or `-` in the wait (or `+` and `-` outside it) asks for a change.
/// The change is the list's (it changes rows, as one undo step): the choice hands it over as a
/// delegate action.
public struct PriorityChoice: Reducer {
    /// Whether a letter is awaited, and the list's data it reads (whether a row shows) or
    /// writes (the status line).
    public struct State: Equatable, Sendable {
        /// Whether the next key sets the priority (after `p`).
        public var isChoosing = false
        /// Whether the list shows a row to give a priority to.
        public var showsARow = true
        /// The list's status line.
        public var message: StatusMessage?
    }

    public enum Action: Equatable, Sendable {
        /// The person's: a key.
        case view(View)
        /// What the list does for the choice.
        case delegate(Delegate)

        /// Whether the person sent it: the type says so.
        var isPersonal: Bool { if case .view = self { true } else { false } }
    }

    public enum View: Equatable, Sendable {
        /// `p`: the next letter typed sets the priority of the marked or selected rows.
        case choose
        /// Esc while choosing.
        case cancel
        case change(TodoList.PriorityChange)
    }

    public enum Delegate: Equatable, Sendable {
        /// The list changes the priority of the marked rows, else the selected one.
        case change(TodoList.PriorityChange)
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .view(.choose):
            guard state.showsARow else {
                state.message = TodoList.noRowForPriority
                return .none
            }
            state.isChoosing = true
            state.message = "Priority: type a letter A–Z, - for none, Esc to leave it"
            return .none
        case .view(.cancel):
            state.isChoosing = false
            state.message = nil
            return .none
        case let .view(.change(change)):
            state.isChoosing = false
            return .send(.delegate(.change(change)))
        case .delegate:
            return .none
        }
    }
}
