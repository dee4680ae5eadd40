import Synchronization

/// Where benchmarked results go so that the optimizer cannot prove them unused and delete the
/// work that produced them.
///
/// Each consumed value has one of its bytes folded into an atomic. An atomic store is a side
/// effect the compiler must keep, and reading the value's bytes forces the value to exist.
enum Blackhole {
    private static let sink = Atomic<UInt8>(0)

    /// Consumes `value`. Kept out of line so that the call itself is not folded away.
    @inline(never)
    static func consume<T>(_ value: T) {
        let byte = withUnsafeBytes(of: value) { $0.first ?? 0 }
        sink.store(byte, ordering: .relaxed)
    }
}
