/// Work a reducer asks the store to do after it changed state: a value, not an action in itself.
///
/// Build effects with ``none``, ``send(_:)``, ``run(name:operation:)``, ``merge(_:)``,
/// ``cancellable(id:cancelInFlight:)``, ``debounce(id:for:clock:name:send:)`` and ``cancel(id:)``; composition (`Scope`, `forEach`,
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

    /// Reduces `action` right after the current one, in the same batch (FIFO). Meant for
    /// delegate actions to a parent; do not use it to share logic between actions.
    public static func send(_ action: Action) -> Effect { Effect(.send(action)) }

    /// Runs `operation` as a task; it may send any number of actions. A thrown
    /// `CancellationError` is silent; any other error is reported as an issue.
    public static func run(
        name: String? = nil,
        operation: @escaping @Sendable (Send<Action>) async throws -> Void
    ) -> Effect {
        Effect(.run(name: name, operation: operation))
    }

    /// Runs all `effects` concurrently.
    public static func merge(_ effects: Effect...) -> Effect { merge(effects) }

    /// Runs all `effects` concurrently.
    public static func merge(_ effects: [Effect]) -> Effect {
        let live = effects.filter { if case .none = $0.operation { false } else { true } }
        switch live.count {
        case 0: return .none
        case 1: return live[0]
        default: return Effect(.merge(live))
        }
    }

    /// Makes this effect cancellable by `id`; with `cancelInFlight`, first cancels any effect
    /// already running under the same id (in the same scope).
    public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
        Effect(.cancellable(id: AnySendableHashable(id), cancelInFlight: cancelInFlight, self))
    }

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

    /// Cancels the effects registered under `id` in this scope and in the scopes below it.
    public static func cancel(id: some Hashable & Sendable) -> Effect {
        Effect(.cancel(id: AnySendableHashable(id)))
    }

    /// Whether this effect does nothing.
    public var isNone: Bool {
        if case .none = operation { true } else { false }
    }

    /// This effect with every action it produces transformed by `transform`.
    public func map<Parent: Sendable>(_ transform: @escaping @Sendable (Action) -> Parent) -> Effect<Parent> {
        switch operation {
        case .none:
            return .none
        case let .send(action):
            return Effect<Parent>(.send(transform(action)))
        case let .run(name, operation):
            return Effect<Parent>(.run(name: name) { send in
                try await operation(send.map(transform))
            })
        case let .merge(effects):
            return Effect<Parent>(.merge(effects.map { $0.map(transform) }))
        case let .cancellable(id, cancelInFlight, effect):
            return Effect<Parent>(.cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform)))
        case let .debounced(id, delay, make):
            return Effect<Parent>(.debounced(id: id, delay: delay, make: {
                let debounced = make()
                return Effect<Parent>.Debounced(restart: debounced.restart, effect: debounced.effect.map(transform))
            }))
        case let .cancel(id):
            return Effect<Parent>(.cancel(id: id))
        case let .scoped(component, effect):
            return Effect<Parent>(.scoped(component, effect.map(transform)))
        case let .cancelScope(component):
            return Effect<Parent>(.cancelScope(component))
        case let .cancelScopesNotIn(family, isPresent):
            return Effect<Parent>(.cancelScopesNotIn(family: family, isPresent: isPresent))
        case let .dependencies(update, effect):
            return Effect<Parent>(.dependencies(update: { values, send in update(&values, send.map(transform)) },
                                                effect.map(transform)))
        }
    }

    /// Places this effect's cancellation ids and in-flight work under a child scope, so that
    /// the child's ids cannot reach the parent's or a sibling's, and the whole scope can be
    /// cancelled at once.
    public func scoped(to component: ScopeComponent) -> Effect {
        isNone ? self : Effect(.scoped(component, self))
    }

    /// Cancels everything running in the child scope `component`.
    public static func cancelScope(_ component: ScopeComponent) -> Effect {
        Effect(.cancelScope(component))
    }

    /// Cancels each child scope of `family` whose key `isPresent` rejects.
    public static func cancelScopes(
        of family: some Hashable & Sendable,
        notIn isPresent: @escaping @Sendable (AnySendableHashable) -> Bool
    ) -> Effect {
        Effect(.cancelScopesNotIn(family: AnySendableHashable(family), isPresent: isPresent))
    }

    /// This effect with the dependencies of its runs changed by `update`, which is called once
    /// per run, when it starts, with that run's own `Send`. Updates nest: an inner one (closer
    /// to the run) is applied after an outer one. The store still binds the dependencies once
    /// per run (as a plain struct), so nothing is pushed around the run's work but that.
    public func dependencies(_ update: @escaping @Sendable (inout DependencyValues, Send<Action>) -> Void) -> Effect {
        isNone ? self : Effect(.dependencies(update: update, self))
    }
}

/// One step of a cancellation scope path: a family (which `forEach` or presentation slot) and
/// a key within it (an element id, a presentation's identity).
public struct ScopeComponent: Hashable, Sendable, CustomStringConvertible {
    public let family: AnySendableHashable
    public let key: AnySendableHashable

    public init(family: some Hashable & Sendable, key: some Hashable & Sendable) {
        self.family = AnySendableHashable(family)
        self.key = AnySendableHashable(key)
    }

    public var description: String { "\(family)[\(key)]" }
}
