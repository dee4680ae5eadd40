import Dispatch
import Glibc

/// Work split over the processor's cores by index: the one way the load's and `lista ls`'s
/// passes over a file (``FileRows``, ``RowCounts``, ``DerivedIDs``, the listing) run side by side.
public enum Concurrently {
    /// How many threads a pass over a large file uses: the cores online, at most four.
    public static var threads: Int {
        Swift.max(1, Swift.min(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 4))
    }

    /// Calls `body` with each of `0..<count`, concurrently when `count` is above 1, and returns
    /// once every call has. Each call must write only what its index owns.
    public static func forEach(_ count: Int, _ body: (Int) -> Void) {
        guard count > 1 else {
            if count == 1 { body(0) }
            return
        }
        withoutActuallyEscaping(body) { body in
            let shared = UncheckedSendable(body)
            DispatchQueue.concurrentPerform(iterations: count) { shared.value($0) }
        }
    }

    /// What `body` returns for each of `0..<count`, in order, the calls made as ``forEach(_:_:)``.
    public static func map<Result>(_ count: Int, _ body: (Int) -> Result) -> [Result] {
        let results = (0..<count).map { _ in Slot<Result>() }
        forEach(count) { results[$0].value = body($0) }
        return results.map { $0.value! }
    }

    /// One call's result: written by that call alone, read after all of them have returned.
    private final class Slot<Value>: @unchecked Sendable {
        var value: Value?
    }

    /// The body handed to the threads, which only call it.
    private struct UncheckedSendable<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
