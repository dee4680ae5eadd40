extension Effect {
    /// Makes this effect cancellable by `id`; with `cancelInFlight`, first cancels any effect
    /// already running under the same id (in the same scope).
    public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
        Effect(.cancellable(id: AnySendableHashable(id), cancelInFlight: cancelInFlight, self))
    }
}
