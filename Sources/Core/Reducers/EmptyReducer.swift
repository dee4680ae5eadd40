/// A reducer that does nothing (the empty composition).
public struct EmptyReducer<State, Action: Sendable>: Reducer {
    public init() {}
    public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
