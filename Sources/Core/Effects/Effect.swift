/// Work a reducer asks the store to do after it changed state: a value, not an action in itself.
///
/// Build effects with ``none``, ``send(_:)``, ``run(name:operation:)``, ``merge(_:)``,
/// ``cancellable(id:cancelInFlight:)``, ``holdingInput()``, ``debounce(id:for:clock:name:send:)`` and ``cancel(id:)``; composition (`Scope`, `forEach`,
/// presentation) maps them to the parent's action type and scopes their cancellation ids.
public struct Effect<Action: Sendable>: Sendable {
    @usableFromInline
    indirect enum Operation: Sendable {
        case none
        case send(Action)
        case run(name: String?, operation: @Sendable (Send<Action>) async throws -> Void)
        case merge([Effect<Action>])
        case cancellable(id: AnySendableHashable, cancelInFlight: Bool, Effect<Action>)
        /// A run that a later debounce with the same id restarts instead of replacing; `make`
        /// builds the run and the restart of its timer when a new one is needed.
        case debounced(id: AnySendableHashable, delay: Duration, make: @Sendable () -> Debounced)
        case cancel(id: AnySendableHashable)
        /// Effects of a child feature: ids inside are scoped under `component`.
        case scoped(ScopeComponent, Effect<Action>)
        /// Cancel everything a child scope started.
        case cancelScope(ScopeComponent)
        /// Cancel every child scope of `family` whose key `isPresent` no longer accepts.
        case cancelScopesNotIn(family: AnySendableHashable, isPresent: @Sendable (AnySendableHashable) -> Bool)
        /// Runs inside see their dependencies changed by `update`, which gets the run's own
        /// `Send` (so a value such as `dismiss` is bound to the effect that will call it).
        case dependencies(update: @Sendable (inout DependencyValues, Send<Action>) -> Void, Effect<Action>)
        /// Runs inside hold the input: their actions decide the mode the next key meets.
        case holdingInput(Effect<Action>)
    }

    @usableFromInline let operation: Operation

    /// A debounce's run and the restart of its timer (`restart(delay)` is false when it cannot
    /// be moved: the runtime then replaces it).
    @usableFromInline
    struct Debounced: Sendable {
        let restart: @Sendable (Duration) -> Bool
        let effect: Effect<Action>
    }

    @usableFromInline
    init(_ operation: Operation) {
        self.operation = operation
    }

    /// No work.
    public static var none: Effect { Effect(.none) }

    /// Whether this effect does nothing.
    public var isNone: Bool {
        if case .none = operation { true } else { false }
    }
}
