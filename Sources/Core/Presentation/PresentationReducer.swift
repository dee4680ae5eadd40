/// Runs a presented child's reducer, handles `.dismiss`, and cancels the child's effects when
/// the slot empties or another child takes it.
public struct PresentationReducer<Parent: Reducer, Child: Reducer>: Reducer
where Child.State: Sendable {
    let parent: Parent
    let toSlot: WritableKeyPath<Parent.State, Presents<Child.State>>
    let toPresentationAction: CasePath<Parent.Action, PresentationAction<Child.Action>>
    let child: Child
    let fileID: StaticString
    let line: UInt

    /// The scope of one presentation in this slot (the slot's key path, and the presentation's
    /// identity).
    func component(_ presentationID: Int) -> ScopeComponent {
        ScopeComponent(family: ScopeFamily(toSlot), key: presentationID)
    }

    /// Runs the child on a `.presented` action and the parent on every action, then cancels the
    /// effects of the presentation this reducer last let run when the slot no longer holds it:
    /// emptied or given another child by the parent, by the child changing its own identity, or
    /// by a reducer outside this one (noticed when the next action reaches it, as in TCA).
    /// Complexity: the two reducers' own, plus O(depth of the child's enum cases) while presented.
    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        let before = state[keyPath: toSlot]
        let wasPresented = before.value != nil
        let presentationAction = toPresentationAction.extract(action)
        var childEffect = Effect<Parent.Action>.none

        switch presentationAction {
        case let .presented(childAction)?:
            if state[keyPath: toSlot].value != nil {
                let effect = child.reduce(into: &state[keyPath: toSlot].value!, action: childAction)
                childEffect = presentedEffect(effect, presentationID: before.presentationID)
            } else {
                reportIssue(
                    """
                    ifLet at \(fileID):\(line) received a child action while nothing is presented: \
                    \(childAction). It was ignored (the child was dismissed before the action arrived).
                    """,
                    fileID: fileID, line: line)
            }
        case .dismiss?:
            if !wasPresented {
                reportIssue(
                    "ifLet at \(fileID):\(line) received .dismiss while nothing is presented; it was ignored.",
                    fileID: fileID, line: line)
            }
        case nil:
            break
        }

        let parentEffect = parent.reduce(into: &state, action: action)

        if case .dismiss? = presentationAction,
           state[keyPath: toSlot].presentationID == before.presentationID {
            state[keyPath: toSlot].value = nil
        }
        if state[keyPath: toSlot].value != nil {
            state[keyPath: toSlot].noticeIdentityChange()
        }

        // The presentation whose effects may run: the one last seen here, or, when the slot was
        // filled before any action reached this reducer (an initial state), the one it held.
        let live = before.livePresentationID ?? before.currentPresentationID
        let now = state[keyPath: toSlot].currentPresentationID
        var cancelEffect = Effect<Parent.Action>.none
        if let live, live != now {
            cancelEffect = .cancelScope(component(live))
        }
        if before.livePresentationID != now {
            state[keyPath: toSlot].livePresentationID = now
        }
        return .merge(childEffect, parentEffect, cancelEffect)
    }

    /// The child's effect in the parent's terms: actions wrapped in `.presented`, ids scoped to
    /// this presentation, and `dismiss` sending the slot's `.dismiss`.
    private func presentedEffect(_ effect: Effect<Child.Action>, presentationID: Int) -> Effect<Parent.Action> {
        guard !effect.isNone else { return .none }
        let embed = toPresentationAction.embed
        return effect
            .map { embed(.presented($0)) }
            .dependencies { values, send in values.dismiss = DismissEffect { send(embed(.dismiss)) } }
            .scoped(to: component(presentationID))
    }
}

extension Reducer {
    /// Presents `child` in the slot at `toSlot` (a `@Presents` property's `$` projection).
    public func ifLet<ChildState, ChildAction, Child: Reducer>(
        _ toSlot: WritableKeyPath<State, Presents<ChildState>>,
        action toPresentationAction: CasePath<Action, PresentationAction<ChildAction>>,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) -> PresentationReducer<Self, Child> where Child.State == ChildState, Child.Action == ChildAction {
        PresentationReducer(parent: self, toSlot: toSlot, toPresentationAction: toPresentationAction,
                            child: child(), fileID: fileID, line: line)
    }
}
