import Collections

/// Runs an element reducer for actions addressed to one element of an identified array, then
/// the parent; cancels every in-flight effect of each element the parent removed.
public struct ForEachReducer<Parent: Reducer, Element: Reducer>: Reducer
where Element.State: Identifiable & Sendable, Element.State.ID: Sendable {
    public typealias ID = Element.State.ID
    let parent: Parent
    let toElements: WritableKeyPath<Parent.State, IdentifiedArray<Element.State>>
    let toElementAction: ActionPath<Parent.Action, IdentifiedAction<ID, Element.Action>>
    let element: Element
    let fileID: StaticString
    let line: UInt

    /// The cancellation family of this collection's elements (its key path).
    var family: ScopeFamily { ScopeFamily(toElements) }

    /// Complexity: O(1) for an element action plus the element and parent reducers' own cost;
    /// when the parent removed elements, O(effects in flight) to find the ones to cancel.
    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        var elementEffect = Effect<Parent.Action>.none
        if case let .element(id, elementAction)? = toElementAction.extract(action) {
            let result = state[keyPath: toElements].modify(id: id) { elementState in
                element.reduce(into: &elementState, action: elementAction)
            }
            if let result {
                let embed = toElementAction.embed
                elementEffect = result
                    .map { embed(.element(id: id, action: $0)) }
                    .scoped(to: ScopeComponent(family: family, key: id))
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
        let epochBefore = state[keyPath: toElements].membershipEpoch
        let parentEffect = parent.reduce(into: &state, action: action)
        let elements = state[keyPath: toElements]
        guard elements.membershipEpoch != epochBefore else {
            return .merge(elementEffect, parentEffect)
        }
        let cancelRemoved = Effect<Parent.Action>.cancelScopes(of: family) { key in
            guard let id = key.base as? ID else { return true }
            return elements.contains(id: id)
        }
        return .merge(elementEffect, parentEffect, cancelRemoved)
    }
}

extension Reducer {
    /// Runs `element` for each element action (before this reducer), and cancels a removed
    /// element's effects.
    public func forEach<ElementState, ElementAction, Element: Reducer>(
        _ toElements: WritableKeyPath<State, IdentifiedArray<ElementState>>,
        action toElementAction: ActionPath<Action, IdentifiedAction<ElementState.ID, ElementAction>>,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element
    ) -> ForEachReducer<Self, Element> where Element.State == ElementState, Element.Action == ElementAction {
        ForEachReducer(parent: self, toElements: toElements, toElementAction: toElementAction,
                       element: element(), fileID: fileID, line: line)
    }
}
