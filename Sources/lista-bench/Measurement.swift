import Foundation

/// What one benchmark measured: per-operation percentiles over its timed samples.
struct Measurement {
    /// How many timed samples the percentiles come from (warm-up excluded).
    let sampleCount: Int
    /// The median time of one operation.
    let p50: Duration
    /// The 99th-percentile time of one operation.
    let p99: Duration

    /// Summarizes per-operation times (one per sample). Nearest-rank percentiles. O(n log n).
    /// - Precondition: `perOperation` is not empty.
    init(perOperation: [Duration]) {
        precondition(!perOperation.isEmpty, "Measurement needs at least one sample")
        let sorted = perOperation.sorted()
        sampleCount = sorted.count
        p50 = Self.percentile(0.50, of: sorted)
        p99 = Self.percentile(0.99, of: sorted)
    }

    /// The nearest-rank `quantile` of ascending `sorted` values.
    static func percentile<Value>(_ quantile: Double, of sorted: [Value]) -> Value {
        let rank = Int((quantile * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
    }
}

extension Duration {
    /// This duration in nanoseconds, as a floating-point number.
    var nanoseconds: Double {
        let parts = components
        return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) * 1e-9
    }

    /// A short human reading with three significant digits: "42.1 ns", "3.07 µs", "1.25 ms", "2.50 s".
    var formatted: String {
        // Rounded to three significant digits first, so 999.6 µs reads "1.00 ms", not "1000 µs".
        let ns = Double(String(format: "%.3g", nanoseconds)) ?? nanoseconds
        switch ns {
        case ..<1e3: return Self.threeDigits(ns) + " ns"
        case ..<1e6: return Self.threeDigits(ns / 1e3) + " µs"
        case ..<1e9: return Self.threeDigits(ns / 1e6) + " ms"
        default: return Self.threeDigits(ns / 1e9) + " s"
        }
    }

    private static func threeDigits(_ value: Double) -> String {
        switch value {
        case ..<10: String(format: "%.2f", value)
        case ..<100: String(format: "%.1f", value)
        default: String(format: "%.0f", value)
        }
    }
}
