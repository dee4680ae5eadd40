extension Effect {
    /// Runs `operation` as a task; it may send any number of actions. A thrown
    /// `CancellationError` is silent; any other error is reported as an issue.
    public static func run(
        name: String? = nil,
        operation: @escaping @Sendable (Send<Action>) async throws -> Void
    ) -> Effect {
        Effect(.run(name: name, operation: operation))
    }
}

extension Effect {
    /// Reduces `action` right after the current one, in the same batch (FIFO). Meant for
    /// delegate actions to a parent; do not use it to share logic between actions.
    public static func send(_ action: Action) -> Effect { Effect(.send(action)) }
}

extension Effect {
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
}
