extension Effect {
    /// This effect with the dependencies of its runs changed by `update`, which is called once
    /// per run, when it starts, with that run's own `Send`. Updates nest: an inner one (closer
    /// to the run) is applied after an outer one. The store still binds the dependencies once
    /// per run (as a plain struct), so nothing is pushed around the run's work but that.
    public func dependencies(_ update: @escaping @Sendable (inout DependencyValues, Send<Action>) -> Void) -> Effect {
        isNone ? self : Effect(.dependencies(update: update, self))
    }
}
