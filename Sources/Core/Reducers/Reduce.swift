/// A reducer from a closure.
public struct Reduce<State, Action: Sendable>: Reducer {
    let reduceClosure: (inout State, Action) -> Effect<Action>

    public init(_ reduce: @escaping (inout State, Action) -> Effect<Action>) {
        reduceClosure = reduce
    }

    public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
        reduceClosure = reducer.reduce(into:action:)
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        reduceClosure(&state, action)
    }
}
