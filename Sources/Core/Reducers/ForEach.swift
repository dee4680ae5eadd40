/// Runs an element reducer for actions addressed to one element of a collection, then the
/// hook (``ElementChange``: the element before and after), then the parent; cancels every
/// in-flight effect of each element the parent removed.
public struct ForEachReducer<Parent: Reducer, Elements: IdentifiedElements, Element: Reducer>: Reducer
where Element.State == Elements.Element, Element.State: Sendable {
    public typealias ID = Element.State.ID
    @usableFromInline let parent: Parent
    @usableFromInline let toElements: WritableKeyPath<Parent.State, Elements>
    @usableFromInline let toElementAction: CasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
    @usableFromInline let element: Element
    @usableFromInline let onChange: ((inout Parent.State, ElementChange<Element.State, Element.Action>) -> Effect<Parent.Action>)?
    @usableFromInline let fileID: StaticString
    @usableFromInline let line: UInt

    /// The cancellation family of this collection's elements (its key path).
    @usableFromInline var family: ScopeFamily { ScopeFamily(toElements) }

    /// Complexity: O(1) for an element action plus the element and parent reducers' own cost;
    /// when the parent removed elements, O(effects in flight) to find the ones to cancel.
    /// Inlinable, so that each app's reducers get it specialized: generic, it spent much of a
    /// row action's time making type metadata at run time.
    @inlinable
    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        // Read before the hook and the parent run: either may remove elements.
        let epochBefore = state[keyPath: toElements].membershipEpoch
        var elementEffect = Effect<Parent.Action>.none
        var hookEffect = Effect<Parent.Action>.none
        if case let .element(id, elementAction)? = toElementAction.extract(action) {
            let old = state[keyPath: toElements][id: id]
            let result = state[keyPath: toElements].modify(id: id) { elementState in
                element.reduce(into: &elementState, action: elementAction)
            }
            if let result, let old {
                if !result.isNone {
                    let embed = toElementAction.embed
                    // The family is made here, not for every action: it prints the key path.
                    elementEffect = result
                        .map { embed(.element(id: id, action: $0)) }
                        .scoped(to: ScopeComponent(family: family, key: id))
                }
                if let onChange, let new = state[keyPath: toElements][id: id] {
                    hookEffect = onChange(&state, ElementChange(id: id, old: old, new: new, action: elementAction))
                }
            } else {
                reportIssue(
                    """
                    forEach at \(fileID):\(line) received an action for an element that is not in the collection: \
                    id \(id), action \(elementAction). The element was removed before the action arrived \
                    (e.g. an effect outlived it); the action was ignored.
                    """,
                    fileID: fileID, line: line)
            }
        }
        let parentEffect = parent.reduce(into: &state, action: action)
        let elements = state[keyPath: toElements]
        guard elements.membershipEpoch != epochBefore else {
            return .merge(elementEffect, hookEffect, parentEffect)
        }
        let cancelRemoved = Effect<Parent.Action>.cancelScopes(of: family) { key in
            guard let id = key.base as? ID else { return true }
            return elements.contains(id: id)
        }
        return .merge(elementEffect, hookEffect, parentEffect, cancelRemoved)
    }
}

extension Reducer {
    /// Runs `element` for each element action (before this reducer), then `onChange` with the
    /// element as it was and as it is, and cancels a removed element's effects.
    public func forEach<Elements: IdentifiedElements, ElementAction, Element: Reducer>(
        _ toElements: WritableKeyPath<State, Elements>,
        action toElementAction: CasePath<Action, IdentifiedAction<Elements.Element.ID, ElementAction>>,
        onChange: ((inout State, ElementChange<Elements.Element, ElementAction>) -> Effect<Action>)? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        @ReducerBuilder<Elements.Element, ElementAction> element: () -> Element
    ) -> ForEachReducer<Self, Elements, Element> where Element.State == Elements.Element, Element.Action == ElementAction {
        ForEachReducer(parent: self, toElements: toElements, toElementAction: toElementAction,
                       element: element(), onChange: onChange, fileID: fileID, line: line)
    }
}
