import Synchronization
import Views

/// Decoding is O(n): now and then the input, repeated to a quarter of a megabyte, must decode
/// well within a time that only a linear decoder meets (a quadratic one takes minutes there).
enum LinearTime {
    private static let every = 512
    private static let size = 256 * 1024
    private static let budget = Duration.seconds(3)
    private static let runs = Atomic<Int>(0)

    static func checkNow(_ bytes: [UInt8]) {
        let run = runs.add(1, ordering: .relaxed).newValue
        guard !bytes.isEmpty, run % every == 0 else { return }
        var large: [UInt8] = []
        large.reserveCapacity(size + bytes.count)
        while large.count < size { large += bytes }
        let clock = ContinuousClock()
        var keys = 0
        let elapsed = clock.measure { keys = KeyDecoder.decode(large).count }
        invariant(keys <= large.count, "a key takes at least one byte: \(keys) keys from \(large.count) bytes")
        invariant(elapsed < budget, "decoding \(large.count) bytes (\(shown(bytes.prefix(64))) repeated) took \(elapsed)")
    }
}
