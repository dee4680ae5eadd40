/// A clock whose sleeps return at once (still honouring cancellation): for tests that do not
/// care about time, only about what happens after it.
public struct ImmediateClock: Clock, Sendable {
    public typealias Instant = OffsetInstant

    public init() {}
    public var now: Instant { Instant() }
    public var minimumResolution: Duration { .zero }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        await Task.yield()
        try Task.checkCancellation()
    }
}
