import Core

/// The detail page (pushed): one row's fields, dates and tracked time. It names the row by id
/// and reads it from the list, so a running timer shows live; relative dates ("3 days ago")
/// stay current with a clock that ticks while the page is up. Going back pops it.
public struct Detail: Reducer {
    public struct State: Equatable, Identifiable, Sendable {
        public let id: String
        /// The time relative dates are measured from; nil until the page started.
        public var now: Timestamp?
        public init(rowID: String, now: Timestamp? = nil) {
            id = rowID
            self.now = now
        }
    }

    public enum Action: Equatable, Sendable {
        /// The page is up: start the clock.
        case started
        case ticked(Timestamp)
        case back
    }

    struct ClockID: Hashable, Sendable {}
    /// How often relative dates refresh.
    public static let tick: Duration = .seconds(60)

    @Dependency(\.dismiss) var dismiss
    @Dependency(\.clock) var clock
    @Dependency(\.now) var now

    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .started:
            state.now = now()
            return .run(name: "detail clock") { [clock, now] send in
                while true {
                    try await clock.sleep(for: Self.tick)
                    send(.ticked(now()))
                }
            }
            .cancellable(id: ClockID(), cancelInFlight: true)
        case let .ticked(date):
            state.now = date
            return .none
        case .back:
            return .dismiss(dismiss)
        }
    }
}
