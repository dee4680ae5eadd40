/// How a value sits inside an enum case: wrap it (`embed`) and find it (`extract`). Written by
/// hand per case, since this package has no macros.
public typealias ActionPath<Root: Sendable, Value: Sendable> = CasePath<Root, Value>

/// How a value sits inside an enum case (an action in a parent action, a child state in a
/// destination enum).
public struct CasePath<Root, Value>: Sendable {
    public let embed: @Sendable (Value) -> Root
    public let extract: @Sendable (Root) -> Value?

    public init(embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?) {
        self.embed = embed
        self.extract = extract
    }
}

/// An action for one element of an identified collection.
public enum IdentifiedAction<ID: Hashable & Sendable, Action: Sendable>: Sendable {
    case element(id: ID, action: Action)
}

extension IdentifiedAction: Equatable where Action: Equatable {}

/// An action of a presentation slot: the presented child's action, or the request to dismiss.
public enum PresentationAction<Action: Sendable>: Sendable {
    case presented(Action)
    case dismiss
}

extension PresentationAction: Equatable where Action: Equatable {}
