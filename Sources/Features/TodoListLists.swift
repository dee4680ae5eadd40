import Core

extension TodoList {
    /// The list picker: its choices are read by an effect (a folder listing is I/O), then it
    /// is presented, unless something else took the slot meanwhile.
    func listPicking(_ state: inout State, _ action: Action) -> Effect<Action> {
        switch action {
        case .openListPicker:
            return .run(name: "read the lists") { [lists] send in
                send(.listChoicesFound(lists.choices()))
            }
        case let .listChoicesFound(choices):
            guard state.destination == nil else { return .none }
            state.destination = .lists(ListPicker.State(choices))
            return .none
        case .listRequestTaken:
            state.requestedList = nil
            return .none
        default:
            return .none
        }
    }
}
