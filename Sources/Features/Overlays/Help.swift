import Core

/// The help cover (full screen). What it lists comes from the key map the app dispatches with;
/// the feature only scrolls and closes.
public struct Help: Reducer {
    public struct State: Equatable, Sendable {
        /// First help line shown.
        public var scroll = 0
    }

    public typealias Action = PageAction

    @Dependency(\.dismiss) var dismiss

    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        action.scroll(&state.scroll, fromTop: true, dismiss: dismiss)
    }
}
