import Core

/// The messages page (full screen): the recent status messages whole, newest last, as vim's
/// `:messages` shows them. What it lists is taken from the list's ``MessageLog`` when it opens.
public struct MessagesPage: Reducer {
    public struct State: Equatable, Sendable {
        /// The messages, oldest first.
        public var messages: [StatusMessage]
        /// How many lines up from the newest the page is scrolled (the view keeps it on the page).
        public var scrollBack = 0

        public init(messages: [StatusMessage]) {
            self.messages = messages
        }
    }

    public typealias Action = PageAction

    @Dependency(\.dismiss) var dismiss

    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        action.scroll(&state.scrollBack, fromTop: false, dismiss: dismiss)
    }
}
