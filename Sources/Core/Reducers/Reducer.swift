/// A feature's logic: how an action changes state, and what work follows.
///
/// Implement ``reduce(into:action:)`` directly, or describe the feature as a composition in
/// ``body`` (a ``Reduce`` plus `forEach`, `ifLet`, ``Scope``...).
public protocol Reducer<State, Action> {
    associatedtype State
    associatedtype Action: Sendable
    associatedtype Body

    /// Applies `action` to `state` and returns the effect to run next.
    func reduce(into state: inout State, action: Action) -> Effect<Action>

    /// The reducer this one is made of, when it is a composition.
    @ReducerBuilder<State, Action>
    var body: Body { get }
}

extension Reducer where Body == Never {
    public var body: Never {
        fatalError("\(Self.self) has no body: it implements reduce(into:action:) itself")
    }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        body.reduce(into: &state, action: action)
    }
}

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

/// A reducer that does nothing (the empty composition).
public struct EmptyReducer<State, Action: Sendable>: Reducer {
    public init() {}
    public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

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

/// Several reducers as one, in order.
public struct CombineReducers<State, Action: Sendable, Reducers: Reducer>: Reducer
where Reducers.State == State, Reducers.Action == Action {
    let reducers: Reducers

    public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
        reducers = build()
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        reducers.reduce(into: &state, action: action)
    }
}
