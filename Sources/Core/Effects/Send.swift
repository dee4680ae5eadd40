/// Sends actions from an effect back into the store that started it.
///
/// Thread-safe: an effect may call it from any task. Actions sent after the effect was cancelled
/// are dropped, so a cancellation always wins over late output.
public struct Send<Action: Sendable>: Sendable {
    @usableFromInline let deliver: @Sendable (Action) -> Void

    public init(_ deliver: @escaping @Sendable (Action) -> Void) {
        self.deliver = deliver
    }

    /// Enqueues `action`; it is reduced on the store's thread, in order. O(1).
    @inlinable
    public func callAsFunction(_ action: Action) {
        deliver(action)
    }

    /// A `Send` that wraps each action with `transform` before sending it here.
    public func map<Child: Sendable>(_ transform: @escaping @Sendable (Child) -> Action) -> Send<Child> {
        let deliver = self.deliver
        return Send<Child> { deliver(transform($0)) }
    }
}
