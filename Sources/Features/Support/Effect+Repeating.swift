import Core

extension Effect {
    /// Sends what `tick` makes each time `interval` passes on `clock`, until it is cancelled by
    /// `id` (starting it again cancels the one in flight): a row's timer, a page's clock, the
    /// scroll of a drag held at an edge.
    static func repeating(every interval: Duration, on clock: any Clock<Duration>, name: String,
                          id: some Hashable & Sendable, _ tick: @escaping @Sendable () -> Action) -> Effect {
        .run(name: name) { send in
            while true {
                try await clock.sleep(for: interval)
                send(tick())
            }
        }
        .cancellable(id: id, cancelInFlight: true)
    }
}
