import Views

/// The printed table: one line per benchmark and size, then the other measured rows, columns
/// aligned.
struct ResultTable {
    /// One measured line.
    struct Line {
        let benchmark: Benchmark
        let measurement: Measurement
        /// Whether the fixture's array was copied, when the benchmark checked.
        let copyCheck: CopyCheck?

        /// Whether the benchmark's percentile (the median unless it says p99) is under the
        /// target: computed from the measurement, never stated.
        var meetsTarget: Bool {
            switch benchmark.criterion {
            case .p50: measurement.p50 < benchmark.target
            case .p99: measurement.p99 < benchmark.target
            }
        }

        /// The line as a printed row.
        var row: ReportRow {
            let target = (benchmark.criterion == .p99 ? "p99 < " : "< ") + benchmark.target.formatted
            let few = measurement.sampleCount < 100 ? "\(measurement.sampleCount) samples (p99 ≈ the slowest)" : ""
            return ReportRow(name: benchmark.name, size: benchmark.size, p50: measurement.p50.formatted,
                             p99: measurement.p99.formatted, target: target,
                             verdict: ReportRow.verdict(meetsTarget), note: few)
        }
    }

    static let headers = ["benchmark", "size", "p50", "p99", "target", "verdict", "note"]
    /// Text columns read left-aligned, figures right-aligned.
    static let rightAligned: Set<Int> = [1, 2, 3, 4]

    /// The timed benchmarks (the notes under the table are computed from them).
    private(set) var lines: [Line] = []
    /// Every printed row, in the order measured.
    private(set) var rows: [ReportRow] = []

    mutating func append(_ benchmark: Benchmark, _ result: BenchmarkRunner.Result) {
        let line = Line(benchmark: benchmark, measurement: result.measurement, copyCheck: result.copyCheck)
        lines.append(line)
        rows.append(line.row)
    }

    /// Adds rows that are not per-operation timings.
    mutating func append(_ rows: [ReportRow]) {
        self.rows += rows
    }

    /// The table as text, header and rule included. O(rows).
    func rendered() -> String {
        let cells = rows.map { row in
            [row.name, row.size.map(CountText.grouped) ?? "", row.p50, row.p99, row.target, row.verdict, row.note]
        }
        let widths = Self.headers.indices.map { column in
            ([Self.headers[column]] + cells.map { $0[column] }).map(\.count).max() ?? 0
        }
        func format(_ row: [String]) -> String {
            row.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - row[column].count)
                return Self.rightAligned.contains(column) ? padding + row[column] : row[column] + padding
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([format(Self.headers), rule] + cells.map(format))
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
            .joined(separator: "\n")
    }
}
