/// What the status line says: plain text, and maybe the key that follows it up ("— u brings
/// it back"). Features name the action, never the key: the view looks the key up in the
/// keymap, so a rebound key changes the message too. A string literal is a message with no
/// key.
public struct StatusMessage: Equatable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// What to do next, by action.
    public struct FollowUp: Equatable, Sendable {
        /// The action the key would send, as the list or the selected row takes it.
        public enum Command: Equatable, Sendable {
            case list(TodoList.Action)
            case row(Row.Action)
        }

        public var command: Command
        /// What the key does, after its name: "brings it back".
        public var label: String
    }

    public var text: String
    public var followUp: FollowUp?

    public init(_ text: String, followUp: FollowUp? = nil) {
        self.text = text
        self.followUp = followUp
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }

    /// The text with the follow-up's label (and no key), for logs and tests.
    public var description: String {
        followUp.map { "\(text) — [\($0.command)] \($0.label)" } ?? text
    }

    /// The first of `count` messages said at once: "… — M shows all 3" (the messages page),
    /// or the text alone when it is the only one.
    public static func first(_ text: String, of count: Int) -> StatusMessage {
        count > 1 ? StatusMessage(text, followUp: FollowUp(command: .list(.view(.open(.messages))), label: "shows all \(count)")) : StatusMessage(text)
    }

    /// "… — u brings it back": undo.
    static func undoing(_ text: String, _ label: String) -> StatusMessage {
        StatusMessage(text, followUp: FollowUp(command: .list(.view(.undo)), label: label))
    }
}
