/// One operation to measure at one size, against a target.
///
/// The fixture is built by ``prepare`` only when the benchmark runs, so a filtered run never
/// pays for fixtures it does not use, and each fixture is released before the next is built.
struct Benchmark {
    /// Which group of targets a benchmark belongs to (the issue its target comes from).
    enum Suite: String, CaseIterable {
        /// The architecture core.
        case core
        /// The to-do features.
        case features
        /// One key through the app's real key path: dispatch, store, render.
        case keys
        /// Files of N rows: load, save, first frame, in process and as a process.
        case files
        /// The real `lista` in a pseudo-terminal and side by side with its peers.
        case peers
    }

    /// Which percentile the verdict compares with the target.
    enum Criterion {
        case p50
        case p99
    }

    let suite: Suite
    /// What is measured, as the table shows it.
    let name: String
    /// How many elements or rows the fixture holds.
    let size: Int
    /// The time one operation should stay under; the verdict compares the median with it.
    let target: Duration
    /// Operations per timed sample (at least 1). Above 1 for operations so short that one clock
    /// reading would dominate them; the sample's time is then divided by this count.
    var operationsPerSample = 1
    /// Which percentile must stay under ``target`` for the line to meet it.
    var criterion = Criterion.p50
    /// Lowers the runner's minimum sample count for operations so slow at the largest sizes
    /// that the usual minimum would take minutes; the table then says how many were taken.
    var minimumSamples: Int?
    /// Builds the fixture (untimed) and returns the probe that exercises it.
    let prepare: () -> Probe
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
