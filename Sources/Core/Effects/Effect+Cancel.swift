extension Effect {
    /// Cancels the effects registered under `id` in this scope and in the scopes below it.
    public static func cancel(id: some Hashable & Sendable) -> Effect {
        Effect(.cancel(id: AnySendableHashable(id)))
    }
}
