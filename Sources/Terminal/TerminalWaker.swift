import Glibc

/// Wakes a sleeping event loop from any thread, for instance after an effect enqueued actions.
/// Each wake is delivered to the loop's handler as `TerminalEvent.wake` (several wakes that
/// arrive while the loop is busy are delivered once).
public struct TerminalWaker: Sendable {
    public init() { _ = SignalPipe.fds }

    /// Wakes the loop. Thread-safe and async-signal-safe; never blocks.
    public func wake() {
        var byte: UInt8 = 0
        _ = write(SignalPipe.writeEnd, &byte, 1)
    }
}
