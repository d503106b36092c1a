import Platform

/// A distribution-free confidence interval for the median, from order statistics.
///
/// The interval runs from the j-th smallest to the j-th largest value, with j as large as possible
/// while the binomial coverage stays at or above the level asked for. Five values cannot reach 95%:
/// the widest interval, min to max, covers the median with probability 1 - 2/32 = 93.75%, and that
/// actual coverage is what `confidence` reports.
@usableFromInline package struct MedianInterval: Sendable, Equatable {
    /// The lower bound.
    package var lower: Double
    /// The upper bound.
    package var upper: Double
    /// The probability that an interval built this way covers the true median.
    package var confidence: Double

    /// The interval for `sample` at the given level, or nil for an empty sample.
    package init?(_ sample: Sample, level: Double = 0.95) {
        let n = sample.count
        guard n > 0 else { return nil }
        var j = 1
        while j + 1 <= (n + 1) / 2, Self.coverage(n: n, j: j + 1) >= level {
            j += 1
        }
        lower = sample.sorted[j - 1]
        upper = sample.sorted[n - j]
        confidence = Self.coverage(n: n, j: j)
    }

    /// The interval for `sample` when it claims some coverage: nil for fewer than two values, whose "interval",
    /// the one value, covers the median with probability 0 and so states nothing.
    package init?(claiming sample: Sample, level: Double = 0.95) {
        guard sample.count >= 2 else { return nil }
        self.init(sample, level: level)
    }

    /// P(X(j) <= median <= X(n+1-j)) = 1 - 2 * P(Binomial(n, 1/2) <= j - 1).
    static func coverage(n: Int, j: Int) -> Double {
        var tail = 0.0
        for k in 0..<j {
            tail += exp(logChoose(n, k) - Double(n) * log(2.0))
        }
        return Swift.max(0, 1 - 2 * tail)
    }

    private static func logChoose(_ n: Int, _ k: Int) -> Double {
        lgamma(Double(n + 1)) - lgamma(Double(k + 1)) - lgamma(Double(n - k + 1))
    }
}
