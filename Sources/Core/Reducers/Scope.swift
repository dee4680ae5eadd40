/// Runs a child reducer on a part of the parent's state, for the child's actions only.
public struct Scope<ParentState, ParentAction: Sendable, Child: Reducer>: Reducer {
    enum StatePath {
        case keyPath(WritableKeyPath<ParentState, Child.State>)
        case casePath(CasePath<ParentState, Child.State>)
        case projection(take: (inout ParentState) -> Child.State, put: (inout ParentState, Child.State) -> Void)
    }

    let toChildState: StatePath
    let toChildAction: CasePath<ParentAction, Child.Action>
    let child: Child

    public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
        guard let childAction = toChildAction.extract(action) else { return .none }
        switch toChildState {
        case let .keyPath(keyPath):
            return child.reduce(into: &state[keyPath: keyPath], action: childAction)
                .map(toChildAction.embed)
        case let .casePath(casePath):
            guard var childState = casePath.extract(state) else {
                reportIssue("Scope received \(childAction) while the state is in another case (\(state)); it was ignored.")
                return .none
            }
            let effect = child.reduce(into: &childState, action: childAction)
            state = casePath.embed(childState)
            return effect.map(toChildAction.embed)
        case let .projection(take, put):
            var childState = take(&state)
            let effect = child.reduce(into: &childState, action: childAction)
            put(&state, childState)
            return effect.map(toChildAction.embed)
        }
    }
}

extension Scope {
    /// Scopes to a stored property of the parent's state.
    public init<ChildState, ChildAction>(
        state toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: CasePath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where Child.State == ChildState, Child.Action == ChildAction {
        self.init(toChildState: .keyPath(toChildState), toChildAction: toChildAction, child: child())
    }

    /// Scopes to one case of an enum state (a destination); actions for the child while the
    /// state is in another case are reported and ignored.
    public init<ChildState, ChildAction>(
        state toChildState: CasePath<ParentState, ChildState>,
        action toChildAction: CasePath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where Child.State == ChildState, Child.Action == ChildAction {
        self.init(toChildState: .casePath(toChildState), toChildAction: toChildAction, child: child())
    }

    /// Scopes to a projection of the parent's state: the child's own fields and the parent's
    /// data it reads or writes (a binding down to what it does not own). `take` moves the values
    /// out of the parent so the child's changes copy nothing shared; `put` moves them back.
    public init<ChildState, ChildAction>(
        take: @escaping (inout ParentState) -> ChildState,
        put: @escaping (inout ParentState, ChildState) -> Void,
        action toChildAction: CasePath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where Child.State == ChildState, Child.Action == ChildAction {
        self.init(toChildState: .projection(take: take, put: put), toChildAction: toChildAction, child: child())
    }
}
