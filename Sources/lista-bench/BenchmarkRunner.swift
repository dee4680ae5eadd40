/// Measures benchmarks with `ContinuousClock`: a warm-up first, then timed samples until
/// enough were taken or the time budget is spent.
struct BenchmarkRunner {
    /// Warm-up lasts this long (or ``maximumWarmUpSamples`` samples, whichever comes first).
    var warmUp: Duration = .milliseconds(100)
    var maximumWarmUpSamples = 200
    /// Sampling stops at ``maximumSamples``, or once ``budget`` of wall time (restores included)
    /// is spent and at least ``minimumSamples`` were taken.
    var minimumSamples = 100
    var maximumSamples = 2_000
    var budget: Duration = .milliseconds(900)

    /// What running one benchmark gave.
    struct Result {
        let measurement: Measurement
        /// What the probe's storage witness saw, if it had one.
        let copyCheck: CopyCheck?
    }

    /// Prepares `benchmark`, warms it up, samples it, tears it down. The fixture is built
    /// before the clock starts and is never part of a figure.
    func run(_ benchmark: Benchmark) -> Result {
        let probe = benchmark.prepare()
        defer { probe.tearDown() }
        let clock = ContinuousClock()
        let batch = benchmark.operationsPerSample
        precondition(batch >= 1, "a sample holds at least one operation")
        let minimum = benchmark.minimumSamples.map { Swift.min($0, minimumSamples) } ?? minimumSamples
        var operation = 0
        var sample = 0

        /// One sample: `batch` operations between two clock readings, then the untimed restore.
        func takeSample() -> Duration {
            let start = clock.now
            for _ in 0..<batch {
                probe.operation(operation)
                operation += 1
            }
            let elapsed = start.duration(to: clock.now)
            probe.witness?.check()
            probe.restore(sample)
            sample += 1
            return elapsed / batch
        }

        let warmUpEnd = clock.now.advanced(by: warmUp)
        var warmUpSamples = 0
        while warmUpSamples < maximumWarmUpSamples && clock.now < warmUpEnd {
            _ = takeSample()
            warmUpSamples += 1
        }

        var perOperation: [Duration] = []
        perOperation.reserveCapacity(maximumSamples)
        let budgetEnd = clock.now.advanced(by: budget)
        while perOperation.count < maximumSamples
            && (perOperation.count < minimum || clock.now < budgetEnd) {
            perOperation.append(takeSample())
        }
        return Result(measurement: Measurement(perOperation: perOperation),
                      copyCheck: probe.witness?.result)
    }
}
