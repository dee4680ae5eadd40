import Core

/// The status line, a feature of its own: one message at a time, and the recent ones kept for
/// the messages page. Every feature of the list says things there; the session shows a line of
/// its own (why a key did nothing) and clears the line before each key.
public struct Messages: Reducer {
    /// The line and its log.
    public struct State: Equatable, Sendable {
        /// What the line says (what just happened, or what went wrong); each one is kept in
        /// ``log`` too.
        public var message: StatusMessage? {
            didSet { if let message, message != oldValue { log.record(message) } }
        }
        /// The recent messages, for the messages page.
        public var log = MessageLog()

        /// The log is a record of what was said, so equality leaves it out.
        public static func == (lhs: State, rhs: State) -> Bool { lhs.message == rhs.message }
    }

    public enum Action: Equatable, Sendable {
        /// The person's, through the session: a line to show (e.g. why a key did nothing).
        case show(String)
        /// The session's: the line clears before a key.
        case dismiss

        /// Whether the person sent it: the case says so.
        var isPersonal: Bool {
            switch self {
            case .show: true
            case .dismiss: false
            }
        }
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .show(text): state.message = text.isEmpty ? nil : StatusMessage(text)
        case .dismiss: state.message = nil
        }
        return .none
    }
}
