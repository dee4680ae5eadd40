/// One operation to measure at one size, against a target.
///
/// The fixture is built by ``prepare`` only when the benchmark runs, so a filtered run never
/// pays for fixtures it does not use, and each fixture is released before the next is built.
struct Benchmark {
    /// Which group of targets a benchmark belongs to (the issue its target comes from).
    enum Suite: String, CaseIterable {
        /// The architecture core (issue 2).
        case core
        /// The to-do features (issue 3).
        case features
    }

    let suite: Suite
    /// What is measured, as the table shows it.
    let name: String
    /// How many elements or rows the fixture holds.
    let size: Int
    /// The time one operation should stay under; the verdict compares the median with it.
    let target: Duration
    /// Operations per timed sample. Above 1 for operations so short that one clock reading
    /// would dominate them; the sample's time is then divided by this count.
    let operationsPerSample: Int
    /// Builds the fixture (untimed) and returns the probe that exercises it.
    let prepare: () -> Probe

    init(_ suite: Suite, _ name: String, size: Int, target: Duration, operationsPerSample: Int = 1,
         prepare: @escaping () -> Probe) {
        precondition(operationsPerSample >= 1, "a sample holds at least one operation")
        self.suite = suite
        self.name = name
        self.size = size
        self.target = target
        self.operationsPerSample = operationsPerSample
        self.prepare = prepare
    }
}

/// The moving parts of a prepared benchmark.
struct Probe {
    /// Performs operation number `n` (0, 1, 2, … across warm-up and samples). Timed.
    let operation: (_ n: Int) -> Void
    /// Runs after each sample, outside the timing, to put the fixture back in the situation the
    /// next sample must measure (e.g. re-insert what was removed). `sample` counts from 0.
    var restore: (_ sample: Int) -> Void = { _ in }
    /// Runs once after the last sample (e.g. cancels effects still in flight).
    var tearDown: () -> Void = {}
    /// When set, checked after every sample (before ``restore``) for a copy of the collection.
    var witness: StorageWitness?
}
