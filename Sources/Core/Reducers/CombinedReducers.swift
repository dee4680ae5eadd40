/// Runs two reducers in order on the same state and merges their effects.
public struct CombinedReducers<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
    let first: First
    let second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
        let firstEffect = first.reduce(into: &state, action: action)
        let secondEffect = second.reduce(into: &state, action: action)
        return .merge(firstEffect, secondEffect)
    }
}
