/// A point in time as an offset from when a test clock started: the instant of the clocks
/// tests control.
public struct OffsetInstant: InstantProtocol, Sendable {
    public let offset: Duration
    public init(offset: Duration = .zero) { self.offset = offset }
    public func advanced(by duration: Duration) -> OffsetInstant { OffsetInstant(offset: offset + duration) }
    public func duration(to other: OffsetInstant) -> Duration { other.offset - offset }
    public static func < (lhs: OffsetInstant, rhs: OffsetInstant) -> Bool { lhs.offset < rhs.offset }
}

/// A clock that only moves when a test advances it, so timers are deterministic.
public final class TestClock: Clock, Sendable {
    public typealias Instant = OffsetInstant

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct Timeline {
        var now = Instant()
        var sleepers: [Sleeper] = []
        var nextID = 0
        var cancelled: Set<Int> = []
    }

    private let timeline = Locked(Timeline())

    public init() {}

    public var now: Instant { timeline.withLock { $0.now } }
    public var minimumResolution: Duration { .zero }

    /// How many tasks are sleeping on this clock.
    public var sleeperCount: Int { timeline.withLock { $0.sleepers.count } }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = timeline.withLock { timeline -> Int in
            defer { timeline.nextID += 1 }
            return timeline.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow = timeline.withLock { timeline -> Result<Void, any Error>? in
                    if timeline.cancelled.remove(id) != nil { return .failure(CancellationError()) }
                    if deadline <= timeline.now { return .success(()) }
                    timeline.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let resumeNow { continuation.resume(with: resumeNow) }
            }
        } onCancel: {
            let sleeper = timeline.withLock { timeline -> Sleeper? in
                guard let index = timeline.sleepers.firstIndex(where: { $0.id == id }) else {
                    timeline.cancelled.insert(id)
                    return nil
                }
                return timeline.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward by `duration`, waking sleepers in deadline order and letting each
    /// woken task run (and sleep again, for a timer) before moving on.
    public func advance(by duration: Duration = .zero) async {
        // Let tasks that were just started reach their sleep first: a sleep that registers
        // after the clock moved would measure its deadline from the new time and never wake.
        await settle { false }
        let target = now.advanced(by: duration)
        while true {
            let woken = timeline.withLock { timeline -> Sleeper? in
                guard let index = timeline.sleepers.indices
                    .filter({ timeline.sleepers[$0].deadline <= target })
                    .min(by: { timeline.sleepers[$0].deadline < timeline.sleepers[$1].deadline })
                else { return nil }
                let sleeper = timeline.sleepers.remove(at: index)
                timeline.now = Swift.max(timeline.now, sleeper.deadline)
                return sleeper
            }
            guard let woken else { break }
            let sleepersBefore = sleeperCount
            woken.continuation.resume()
            await settle { self.sleeperCount > sleepersBefore }
        }
        timeline.withLock { $0.now = Swift.max($0.now, target) }
        await settle { false }
    }

    /// Moves time to the last deadline, waking everything that sleeps.
    public func run() async {
        let last = timeline.withLock { $0.sleepers.map(\.deadline).max() }
        if let last { await advance(by: now.duration(to: last)) }
    }
}

/// Lets other tasks run until `done` holds, or for a short bounded while (about 5 ms): long
/// enough for a woken task to reach its next sleep, short enough that a task that ends instead
/// costs little. Tests that wait for an action use `receive`, which has its own timeout.
func settle(_ done: @Sendable () -> Bool) async {
    for attempt in 0..<40 {
        if done() { return }
        if attempt < 20 {
            await Task.yield()
        } else {
            try? await Task.sleep(for: .microseconds(250))
        }
    }
}
