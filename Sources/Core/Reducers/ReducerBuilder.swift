/// Builds a composition from reducers listed one per line; they run top to bottom.
@resultBuilder
public enum ReducerBuilder<State, Action: Sendable> {
    public static func buildExpression<R: Reducer>(_ reducer: R) -> R
    where R.State == State, R.Action == Action { reducer }

    public static func buildPartialBlock<R: Reducer>(first: R) -> R
    where R.State == State, R.Action == Action { first }

    public static func buildPartialBlock<A: Reducer, B: Reducer>(accumulated: A, next: B) -> CombinedReducers<A, B>
    where A.State == State, A.Action == Action, B.State == State, B.Action == Action {
        CombinedReducers(accumulated, next)
    }

    public static func buildBlock() -> EmptyReducer<State, Action> { EmptyReducer() }
}
