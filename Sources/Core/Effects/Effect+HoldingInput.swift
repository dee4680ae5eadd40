extension Effect {
    /// This effect, with the input held while it runs: the store's owner dispatches no further
    /// key until it has ended and its actions are reduced (``EffectRuntime/holdsInput``).
    ///
    /// For prompt work whose actions decide the mode the next key meets: an overlay that opens
    /// once a folder is read, a child that closes through its own `dismiss`. Keys typed ahead
    /// (a fast typist, a paste, a macro) then land where the person meant, however the terminal
    /// batched them. Never for a wait on the clock or on the outside world (a timer, a watcher,
    /// a debounced save): those must never hold the keys.
    public func holdingInput() -> Effect {
        isNone ? self : Effect(.holdingInput(self))
    }

    /// Dismisses the presented feature that returns it, as `.run { _ in dismiss() }` does, with
    /// the input held until the dismissal is reduced: the key after the one that closed an
    /// overlay meets what is under it.
    public static func dismiss(_ dismiss: DismissEffect) -> Effect {
        Effect.run(name: "dismiss") { _ in dismiss() }.holdingInput()
    }
}
