import Core

/// The help cover (full screen). What it lists comes from the key map the app dispatches with;
/// the feature only scrolls and closes.
public struct Help: Reducer {
    public struct State: Equatable, Sendable {
        /// First help line shown.
        public var scroll = 0
    }

    public enum Action: Equatable, Sendable {
        case scrollDown
        case scrollUp
        case close
    }

    @Dependency(\.dismiss) var dismiss

    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .scrollDown:
            state.scroll += 1
            return .none
        case .scrollUp:
            state.scroll = Swift.max(0, state.scroll - 1)
            return .none
        case .close:
            return .dismiss(dismiss)
        }
    }
}
