/// An action for one element of an identified collection.
public enum IdentifiedAction<ID: Hashable & Sendable, Action: Sendable>: Sendable {
    case element(id: ID, action: Action)
}

extension IdentifiedAction: Equatable where Action: Equatable {}
