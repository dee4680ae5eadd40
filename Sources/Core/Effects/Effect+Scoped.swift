extension Effect {
    /// Places this effect's cancellation ids and in-flight work under a child scope, so that
    /// the child's ids cannot reach the parent's or a sibling's, and the whole scope can be
    /// cancelled at once.
    public func scoped(to component: ScopeComponent) -> Effect {
        isNone ? self : Effect(.scoped(component, self))
    }
}
