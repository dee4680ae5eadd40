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
