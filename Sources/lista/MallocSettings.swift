/// What the app and the commands ask of glibc's malloc, each before any thread starts. A
/// setting the person made in the environment (`MALLOC_ARENA_MAX`, `MALLOC_MMAP_THRESHOLD_`,
/// `MALLOC_TRIM_THRESHOLD_`) is left as they made it.
enum MallocSettings {
    /// The interactive app. Effects run on worker threads; with glibc's default of one malloc
    /// arena per thread the memory a save frees is not reused by the main thread (measured at
    /// 100k rows, when a save still copied every row: resident 148 MB after one save with the
    /// default, 133 MB with two arenas). So: two arenas.
    static func forTheApp(environment: [String: String]) {
        set(arenaMax, to: 2, unless: "MALLOC_ARENA_MAX", in: environment)
    }

    /// A command (`lista ls`, `add`, …), which exits within milliseconds and so frees all its
    /// memory at once. Until then, memory it frees stays in the heap for reuse instead of
    /// going back to the kernel. Each return of a large block (`munmap`) or of the heap's top
    /// (a trim) while the reading threads still live costs an interrupt to every other core
    /// to flush its TLB. Measured at 100k rows, `ls --search` took 40.6 ms before and 36.5 ms
    /// after; plain `ls` took 54.5 ms before and 48.3 ms after (medians of 80 runs by turns).
    static func forACommand(environment: [String: String]) {
        set(mmapThreshold, to: 1 << 30, unless: "MALLOC_MMAP_THRESHOLD_", in: environment)
        set(trimThreshold, to: 1 << 30, unless: "MALLOC_TRIM_THRESHOLD_", in: environment)
    }

    private static func set(_ parameter: Int32, to value: Int32, unless variable: String, in environment: [String: String]) {
        guard environment[variable] == nil else { return }
        _ = glibcMallopt(parameter, value)
    }

    // glibc's parameters (malloc.h, which the Glibc module does not bring in).
    private static let trimThreshold: Int32 = -1
    private static let mmapThreshold: Int32 = -3
    private static let arenaMax: Int32 = -8
}

/// glibc's `int mallopt(int param, int value)`.
@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
