/// An action of a presentation slot: the presented child's action, or the request to dismiss.
public enum PresentationAction<Action: Sendable>: Sendable {
    case presented(Action)
    case dismiss
}

extension PresentationAction: Equatable where Action: Equatable {}
