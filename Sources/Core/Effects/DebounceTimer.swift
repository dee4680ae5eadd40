
/// The timer behind ``Effect/debounce(id:for:clock:name:send:)``: one task sleeps until a
/// deadline that later requests move on, so a burst of changes costs one task, not one each.
final class DebounceTimer<C: Clock<Duration>>: Sendable {
    private struct State: Sendable {
        var deadline: C.Instant
        var fired = false
    }

    private let clock: C
    private let state: Locked<State>

    init(clock: C, delay: Duration) {
        self.clock = clock
        state = Locked(State(deadline: clock.now.advanced(by: delay)))
    }

    /// Moves the deadline to `delay` from now. False (nothing changes) once the timer fired, or
    /// when the new deadline would come earlier: the caller then starts a new timer. O(1).
    func restart(after delay: Duration) -> Bool {
        let deadline = clock.now.advanced(by: delay)
        return state.withLock { state in
            guard !state.fired, deadline >= state.deadline else { return false }
            state.deadline = deadline
            return true
        }
    }

    /// Returns once a deadline passed without being moved meanwhile; throws when cancelled.
    func wait() async throws {
        while true {
            let deadline = state.withLock { $0.deadline }
            try await clock.sleep(until: deadline, tolerance: nil)
            let fired = state.withLock { state -> Bool in
                guard state.deadline == deadline else { return false }
                state.fired = true
                return true
            }
            if fired { return }
        }
    }
}
