/// One printed line of the table, as text: what was measured, at what size, the figures, the
/// target and the verdict, and a note (how the figure was taken, or why there is none).
///
/// Timed benchmarks become rows through ``ResultTable/append(_:_:)``; measurements that are not
/// per-operation timings (a process's peak memory, bytes written to a terminal, a peer tool
/// that is not installed) are built as rows directly.
struct ReportRow {
    let name: String
    /// Rows in the list or file; nil when the line has no size.
    let size: Int?
    /// The median (or the single figure) as text, with its unit.
    let p50: String
    /// The 99th percentile as text, or "—" when too few runs make one meaningful.
    var p99 = "—"
    /// The target as text ("< 1.50 s"), or "—" when there is none.
    var target = "—"
    /// "meets", "misses", or "—" (no target, or nothing measured). Always computed, never stated.
    var verdict = "—"
    var note = ""

    /// The verdict word for a figure compared with its target.
    static func verdict(_ meets: Bool) -> String {
        meets ? "meets" : "misses"
    }
}
