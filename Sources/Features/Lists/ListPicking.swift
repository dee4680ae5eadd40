import Core

/// Opening another list, a feature of its own: `L` reads the picker's choices in an effect (a
/// folder listing is I/O), then presents the picker in the list's slot, unless something else
/// took it meanwhile. The read holds the input, so keys typed ahead of the picker meet the
/// picker. The list the person chose waits here until the session showing the lists takes it.
public struct ListPicking: Reducer {
    /// The list chosen, and the list's slot it presents the picker in.
    public struct State: Equatable, Sendable {
        /// A list the person chose in the picker, until the session takes it.
        public var requested: String?
        /// The list's slot for what is presented over it.
        public var destination: Destination.State?
    }

    public enum Action: Equatable, Sendable {
        /// The person's: opens the picker once its choices are read.
        case open
        /// The picker's choices were read.
        case choicesFound(ListChoices)
        /// The session took ``State/requested`` and is showing that list.
        case requestTaken

        /// Whether the person sent it: the case says so.
        var isPersonal: Bool {
            switch self {
            case .open: true
            case .choicesFound, .requestTaken: false
            }
        }
    }

    @Dependency(\.lists) var lists

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .open:
            return .run(name: "read the lists") { [lists] send in
                send(.choicesFound(lists.choices()))
            }
            .holdingInput()
        case let .choicesFound(choices):
            if state.destination == nil { state.destination = .lists(ListPicker.State(choices)) }
        case .requestTaken:
            state.requested = nil
        }
        return .none
    }
}
