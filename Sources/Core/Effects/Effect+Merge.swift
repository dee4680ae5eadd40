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
