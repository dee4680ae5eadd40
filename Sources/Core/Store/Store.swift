/// Holds a feature's state, reduces actions one at a time, and runs their effects.
///
/// Use it from one thread only (the app's event loop). Actions sent while a batch is being
/// reduced are queued, never re-entered; each batch ends with one observer notification.
/// Effects send actions from any thread into a queue; the owner reduces them with
/// ``processEffectActions()`` when woken.
public final class Store<State, Action: Sendable> {
    /// The current state. Mutated in place by the reducer; read it between batches.
    public private(set) var state: State

    private let reduce: (inout State, Action) -> Effect<Action>
    private let dependencies: DependencyValues
    /// Runs this store's effects; its queue holds actions they sent.
    public let effects: EffectRuntime<Action>
    private var queue: [Action] = []
    private var isProcessing = false
    private var observers: [(State) -> Void] = []

    /// - Parameters:
    ///   - initialState: the state to start from (a filled presentation slot shows at once).
    ///   - reducer: the feature's logic.
    ///   - prepareDependencies: overrides dependencies for this store.
    ///   - wake: called from any thread when an effect queued an action; the owner should then
    ///     call ``processEffectActions()`` on the store's thread.
    public init<R: Reducer>(
        initialState: State,
        reducer: R,
        prepareDependencies: (inout DependencyValues) -> Void = { _ in },
        wake: @escaping @Sendable () -> Void = {}
    ) where R.State == State, R.Action == Action {
        state = initialState
        reduce = reducer.reduce(into:action:)
        var values = DependencyValues.current
        prepareDependencies(&values)
        dependencies = values
        effects = EffectRuntime(dependencies: values, wake: wake)
    }

    /// Calls `observer` after every batch of actions, with the state the batch left.
    public func observe(_ observer: @escaping (State) -> Void) {
        observers.append(observer)
    }

    /// Reduces `action` and everything it leads to synchronously (`.send` effects), then
    /// notifies observers once. Called during a batch, it queues the action for that batch.
    /// Complexity: the reducer's cost per action; no copy of the state.
    public func send(_ action: Action) {
        process([action])
    }

    /// Reduces, as one batch, the actions that effects queued before this call.
    ///
    /// They are taken from the effects' queue one at a time, each after the previous one and
    /// everything it led to, so that an action cancelling an effect withdraws what that effect
    /// queued behind it: a cancellation wins over late output within a batch too. Actions
    /// queued while the batch runs wait for the next call, so a chain of effects (a search in
    /// slices) never keeps the owner from its other events.
    /// - Returns: whether there was anything to reduce.
    @discardableResult
    public func processEffectActions() -> Bool {
        var budget = effects.queuedActionCount
        guard budget > 0 else { return false }
        process([]) { [effects] in
            guard budget > 0 else { return nil }
            budget -= 1
            return effects.takeFirstQueuedAction()
        }
        return true
    }

    /// Cancels every effect in flight (on quit).
    public func cancelAllEffects() {
        effects.cancelAll()
    }

    /// Reduces `actions` and what they lead to; then, while `more` gives one, that action and
    /// what it leads to, and so on.
    private func process(_ actions: [Action], then more: () -> Action? = { nil }) {
        queue.append(contentsOf: actions)
        guard !isProcessing else { return }
        isProcessing = true
        DependencyValues.$current.withValue(dependencies) {
            var next = 0
            while true {
                while next < queue.count {
                    let action = queue[next]
                    next += 1
                    let effect = reduce(&state, action)
                    if !effect.isNone {
                        queue.append(contentsOf: effects.start(effect))
                    }
                }
                guard let action = more() else { break }
                queue.append(action)
            }
            queue.removeAll(keepingCapacity: true)
        }
        isProcessing = false
        for observer in observers { observer(state) }
    }
}
