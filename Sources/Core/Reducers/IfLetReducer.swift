/// Runs a child reducer on optional state, when it is non-nil (no presentation semantics).
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
    let parent: Parent
    let toChild: WritableKeyPath<Parent.State, Child.State?>
    let toChildAction: ActionPath<Parent.Action, Child.Action>
    let child: Child
    let fileID: StaticString
    let line: UInt

    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        var childEffect = Effect<Parent.Action>.none
        if let childAction = toChildAction.extract(action) {
            if state[keyPath: toChild] != nil {
                childEffect = child.reduce(into: &state[keyPath: toChild]!, action: childAction)
                    .map(toChildAction.embed)
            } else {
                reportIssue("ifLet at \(fileID):\(line) received \(childAction) while its state is nil; it was ignored.",
                            fileID: fileID, line: line)
            }
        }
        return .merge(childEffect, parent.reduce(into: &state, action: action))
    }
}

extension Reducer {
    /// Runs `child` on optional state when it exists, before this reducer.
    public func ifLet<ChildState, ChildAction, Child: Reducer>(
        _ toChild: WritableKeyPath<State, ChildState?>,
        action toChildAction: ActionPath<Action, ChildAction>,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) -> IfLetReducer<Self, Child> where Child.State == ChildState, Child.Action == ChildAction {
        IfLetReducer(parent: self, toChild: toChild, toChildAction: toChildAction,
                     child: child(), fileID: fileID, line: line)
    }
}
