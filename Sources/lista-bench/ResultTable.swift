/// The printed table: one line per benchmark and size, columns aligned.
struct ResultTable {
    /// One measured line.
    struct Line {
        let benchmark: Benchmark
        let measurement: Measurement
        /// Whether the fixture's array was copied, when the benchmark checked.
        let copyCheck: CopyCheck?

        /// Whether the median is under the target: computed from the measurement, never stated.
        var meetsTarget: Bool { measurement.p50 < benchmark.target }
    }

    static let headers = ["benchmark", "size", "p50", "p99", "target", "verdict"]
    /// Text columns read left-aligned, figures right-aligned.
    static let rightAligned: Set<Int> = [1, 2, 3, 4]

    private(set) var lines: [Line] = []

    mutating func append(_ benchmark: Benchmark, _ result: BenchmarkRunner.Result) {
        lines.append(Line(benchmark: benchmark, measurement: result.measurement, copyCheck: result.copyCheck))
    }

    /// The table as text, header and rule included. O(lines).
    func rendered() -> String {
        let cells = lines.map { line in
            [
                line.benchmark.name,
                Self.grouped(line.benchmark.size),
                line.measurement.p50.formatted,
                line.measurement.p99.formatted,
                "< " + line.benchmark.target.formatted,
                line.meetsTarget ? "meets" : "misses",
            ]
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
        return ([format(Self.headers), rule] + cells.map(format)).joined(separator: "\n")
    }

    /// `100000` as `100,000`.
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
