import Glibc

/// A thread of its own for work that blocks (a `poll` loop), outside Swift's cooperative pool.
enum DetachedThread {
    private final class Work {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Runs `body` on a new detached thread named `name` (at most 15 bytes, as Linux allows).
    /// Returns the `pthread_create` error, or nil once the thread runs.
    static func start(name: String, _ body: @escaping @Sendable () -> Void) -> Int32? {
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { raw in
            Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue().body()
            return nil
        }, work)
        guard result == 0 else {
            Unmanaged<Work>.fromOpaque(work).release()
            return result
        }
        _ = setThreadName(thread, name)
        pthread_detach(thread)
        return nil
    }
}

/// glibc's `pthread_setname_np`, which its Swift module leaves out (the header declares it only
/// under `_GNU_SOURCE`).
@_silgen_name("pthread_setname_np")
private func setThreadName(_ thread: pthread_t, _ name: UnsafePointer<CChar>) -> Int32
