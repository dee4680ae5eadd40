extension Effect {
    /// Sends `action` once `delay` has passed on `clock` with no newer debounce under the same
    /// `id` (in this scope): each one moves the deadline on. Like a run made
    /// `cancellable(id:cancelInFlight: true)` that sleeps then sends, but a burst reuses one task
    /// instead of cancelling and starting one per call. Cancel it with ``cancel(id:)``.
    public static func debounce(
        id: some Hashable & Sendable, for delay: Duration, clock: any Clock<Duration>, name: String? = nil, send action: Action
    ) -> Effect {
        Effect(.debounced(id: AnySendableHashable(id), delay: delay, make: {
            debounced(clock: clock, delay: delay, name: name, action: action)
        }))
    }

    /// A new debounce timer on `clock` (opened from the existential) and the run that waits on it.
    private static func debounced<C: Clock<Duration>>(clock: C, delay: Duration, name: String?, action: Action) -> Debounced {
        let timer = DebounceTimer(clock: clock, delay: delay)
        return Debounced(restart: { timer.restart(after: $0) }, effect: .run(name: name) { send in
            try await timer.wait()
            send(action)
        })
    }
}
