extension Effect {
    /// Cancels everything running in the child scope `component`.
    public static func cancelScope(_ component: ScopeComponent) -> Effect {
        Effect(.cancelScope(component))
    }
}
