import Dispatch

/// Work started on another core now, whose result is waited for later: the save checks that
/// the file on disk is still the one its rows came from (reading and hashing all of it) while
/// it prints the new file, instead of before.
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    // Written once by the work before it signals; read only after a wait.
    private var result: Result<Value, any Error>?

    /// Starts `body` on a global queue.
    init(_ body: @escaping @Sendable () throws -> Value) {
        DispatchQueue.global(qos: .userInitiated).async {
            self.result = Result { try body() }
            self.finished.signal()
        }
    }

    /// Waits until the work is done, then returns its value or throws its error. May be called
    /// more than once.
    func value() throws -> Value {
        finished.wait()
        finished.signal()
        return try result!.get()
    }
}
