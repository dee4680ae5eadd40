import Glibc

/// What the signal handlers share: memory they may read (plain, allocated once, never freed,
/// so no handler ever touches the allocator), and the one way a handler is set.
enum SignalMemory {
    /// `count` copies of `value` in plain memory that is never freed.
    static func allocate<T>(_ value: T, count: Int = 1) -> UnsafeMutablePointer<T> {
        let pointer = UnsafeMutablePointer<T>.allocate(capacity: count)
        pointer.initialize(repeating: value, count: count)
        return pointer
    }

    /// Copies as many of `bytes` as fit in the `capacity` bytes at `buffer`; returns how many.
    static func copy(_ bytes: [UInt8], to buffer: UnsafeMutablePointer<UInt8>, capacity: Int) -> Int {
        let length = min(bytes.count, capacity)
        for index in 0..<length { buffer[index] = bytes[index] }
        return length
    }

    /// Sets `handler` (nil: the default action) for `signal`, with `flags` and no signal
    /// blocked while it runs; what was set before goes to `previous`. Async-signal-safe.
    static func handle(_ signal: Int32, with handler: __sighandler_t?, flags: Int32 = 0,
                       previous: UnsafeMutablePointer<sigaction>? = nil) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        sigaction(signal, &action, previous)
    }

    /// A handler that is told how the signal came (`SA_SIGINFO`): by a fault of the
    /// process's own code (`si_code` > 0) or sent (by `raise`, `abort`, `kill`).
    typealias InformedHandler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

    /// Sets `handler` for `signal` as ``handle(_:with:flags:previous:)`` does, with `SA_SIGINFO`.
    static func handle(_ signal: Int32, informing handler: InformedHandler, flags: Int32 = 0,
                       previous: UnsafeMutablePointer<sigaction>? = nil) {
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags | SA_SIGINFO
        sigaction(signal, &action, previous)
    }
}
