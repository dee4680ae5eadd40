import Dispatch

/// Two independent computations on two threads, for the few whole-list jobs that are worth it
/// (building a million-row list's derived data at startup).
public enum Concurrently {
    /// The results of `first` and `second`, computed at the same time. Returns when both are
    /// done; the calling thread computes one of them.
    public static func both<A: Sendable, B: Sendable>(
        _ first: @Sendable () -> A, _ second: @Sendable () -> B
    ) -> (A, B) {
        let firstResult = Locked<A?>(nil)
        let secondResult = Locked<B?>(nil)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                let value = first()
                firstResult.withLock { $0 = value }
            } else {
                let value = second()
                secondResult.withLock { $0 = value }
            }
        }
        return (firstResult.withLock { $0.take()! }, secondResult.withLock { $0.take()! })
    }
}
