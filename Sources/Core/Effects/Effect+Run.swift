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
