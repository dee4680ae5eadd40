extension Effect {
    /// Reduces `action` right after the current one, in the same batch (FIFO). Meant for
    /// delegate actions to a parent; do not use it to share logic between actions.
    public static func send(_ action: Action) -> Effect { Effect(.send(action)) }
}
