import Foundation
import Views

/// The lines printed under the table: how the figures were taken, and how each benchmark's
/// median grew from the smallest to the largest size (computed from this run).
extension ResultTable {
    static func notes(for table: ResultTable, runner: BenchmarkRunner) -> [String] {
        var notes = [
            "p50/p99: nearest-rank percentiles of the time per operation over the timed samples,",
            "after a warm-up of up to \(runner.warmUp.formatted); \(runner.minimumSamples) to \(runner.maximumSamples) samples each,",
            "about \(runner.budget.formatted) of sampling per line. Verdict: meets when p50 < target, or when",
            "p99 < target where the target says p99 (the key rows: dispatch + Store.send + 80x24 render).",
            "IdentifiedArray lookup/updateOrAppend time \(IdentifiedArrayBenchmarks.fastBatch) operations per sample and",
            "Store.send \(StoreSendBenchmarks.batch) per sample (p99 is then over sample means).",
        ]
        if table.rows.count > table.lines.count {
            notes += [
                "File, process and peer rows: median of a few runs (the note says how many, and the range);",
                "no p99 from so few. Processes write to a file in the temporary directory. Terminal rows run",
                "the real lista in an 80x24 pseudo-terminal (TERM=xterm-256color) and count the bytes it",
                "writes after each key until 100 ms pass without output; first frames wait for a row's text.",
                "Peak memory: VmHWM of the process from /proc, polled every 1 ms until it exits.",
            ]
        }
        var order: [String] = []
        var bySize: [String: [(size: Int, p50: Duration)]] = [:]
        for line in table.lines {
            if bySize[line.benchmark.name] == nil { order.append(line.benchmark.name) }
            bySize[line.benchmark.name, default: []].append((line.benchmark.size, line.measurement.p50))
        }
        let growth = order.compactMap { name -> String? in
            guard let figures = bySize[name], let first = figures.min(by: { $0.size < $1.size }),
                  let last = figures.max(by: { $0.size < $1.size }), last.size > first.size else { return nil }
            let ratio = last.p50.nanoseconds / Swift.max(first.p50.nanoseconds, 1)
            return "  \(name): ×\(String(format: "%.2f", ratio)) (\(CountText.grouped(first.size)) → \(CountText.grouped(last.size)) rows)"
        }
        if !growth.isEmpty {
            notes += ["", "Median growth with the list's size (about ×1 means independent of size):"] + growth
        }
        let checked = order.compactMap { name -> String? in
            let lines = table.lines.filter { $0.benchmark.name == name && $0.copyCheck != nil }
            guard !lines.isEmpty else { return nil }
            let counts = lines.map { line in
                "\(line.copyCheck!.reallocations)/\(line.copyCheck!.checks) at \(CountText.grouped(line.benchmark.size))"
            }
            let copied = lines.contains { $0.copyCheck!.reallocations > 0 }
            return "  \(name): \(counts.joined(separator: ", ")) → " + (copied ? "COPIED" : "no copy")
        }
        if !checked.isEmpty {
            notes += ["", "Copy check: samples after which the rows' element/id buffers had moved (a whole-array",
                      "copy always moves them), out of samples checked, warm-up included:"] + checked
        }
        return notes
    }
}
