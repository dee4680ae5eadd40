extension Effect {
    /// Makes this effect cancellable by `id`; with `cancelInFlight`, first cancels any effect
    /// already running under the same id (in the same scope).
    public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
        Effect(.cancellable(id: AnySendableHashable(id), cancelInFlight: cancelInFlight, self))
    }
}

extension Effect {
    /// Cancels the effects registered under `id` in this scope and in the scopes below it.
    public static func cancel(id: some Hashable & Sendable) -> Effect {
        Effect(.cancel(id: AnySendableHashable(id)))
    }
}

extension Effect {
    /// Places this effect's cancellation ids and in-flight work under a child scope, so that
    /// the child's ids cannot reach the parent's or a sibling's, and the whole scope can be
    /// cancelled at once.
    public func scoped(to component: ScopeComponent) -> Effect {
        isNone ? self : Effect(.scoped(component, self))
    }
}

extension Effect {
    /// Cancels everything running in the child scope `component`.
    public static func cancelScope(_ component: ScopeComponent) -> Effect {
        Effect(.cancelScope(component))
    }
}

extension Effect {
    /// Cancels each child scope of `family` whose key `isPresent` rejects.
    public static func cancelScopes(
        of family: some Hashable & Sendable,
        notIn isPresent: @escaping @Sendable (AnySendableHashable) -> Bool
    ) -> Effect {
        Effect(.cancelScopesNotIn(family: AnySendableHashable(family), isPresent: isPresent))
    }
}
