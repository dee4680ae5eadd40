/// A few timed runs of something too slow to sample hundreds of times (a load of a million
/// rows, a whole process), summarized by their median, fastest and slowest.
struct Trials {
    /// Each run's time, in the order taken.
    let durations: [Duration]

    /// Runs `body` `count` times, or fewer once `budget` of timed runs is spent (a slow peer
    /// tool); `body` does its own untimed setup and returns what it timed.
    static func run(_ count: Int, budget: Duration = .seconds(3_600), _ body: () throws -> Duration) rethrows -> Trials {
        precondition(count >= 1, "at least one run")
        var durations: [Duration] = []
        var spent = Duration.zero
        while durations.count < count && spent < budget {
            let elapsed = try body()
            durations.append(elapsed)
            spent += elapsed
        }
        return Trials(durations: durations)
    }

    /// The median (nearest rank).
    var median: Duration { Measurement.percentile(0.5, of: durations.sorted()) }

    /// "median of 5 runs (1.02 s – 1.10 s)": how the figure was taken.
    var note: String {
        let sorted = durations.sorted()
        return "median of \(sorted.count) runs (\(sorted.first!.formatted) – \(sorted.last!.formatted))"
    }

    /// How many runs a one-off measurement of `rows` gets: fewer as they grow slower.
    static func count(rows: Int) -> Int {
        rows >= 1_000_000 ? 3 : rows >= 100_000 ? 5 : 9
    }

    /// Times `body` on the continuous clock.
    static func time(_ body: () throws -> Void) rethrows -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        return start.duration(to: clock.now)
    }
}
