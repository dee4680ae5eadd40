import Glibc

/// A value that one thread at a time may read or change, guarded by a pthread mutex.
///
/// Lista uses this instead of `Synchronization.Mutex`. On Linux, `Mutex` hands a contended
/// lock from one thread to the next inside the kernel (priority-inheritance futexes, from the
/// uninstrumented standard library), where ThreadSanitizer cannot see the hand-over: it then
/// reports every contended critical section as a data race, although the lock works (two
/// threads adding 200,000 times each under a `Mutex` always reach 400,000 and always get a
/// TSan report; under a pthread mutex, never). ThreadSanitizer intercepts pthread mutexes, so
/// with this type `make sanitize` checks the code that locks instead of burying real races
/// under false ones. An uncontended lock and unlock stay in user space, as with `Mutex`.
public final class Locked<Value> {
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// A lock guarding `value`.
    public init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        // Error-checking, so that locking twice from one thread traps (as `Mutex` does)
        // instead of waiting for ever.
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ERRORCHECK))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock, and returns what it returns.
    /// - Precondition: `body` does not call `withLock` on the same lock (that traps).
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        let locked = pthread_mutex_lock(mutex)
        precondition(locked == 0, "Locked.withLock: the lock is already held by this thread (error \(locked))")
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

/// Safe to share: every access to the value goes through the mutex.
extension Locked: @unchecked Sendable where Value: Sendable {}
