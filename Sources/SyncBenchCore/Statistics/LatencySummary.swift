/// The percentiles of a latency distribution, in nanoseconds, as written in the results.
@usableFromInline package struct LatencySummary: Sendable, Equatable {
    /// The median.
    package var p50: Double
    /// The 90th percentile.
    package var p90: Double
    /// The 99th percentile.
    package var p99: Double
    /// The 99.9th percentile.
    package var p999: Double
    /// The largest value, exactly.
    package var max: Double
    /// How many values were recorded.
    package var count: Int

    /// Makes a summary from known values.
    package init(p50: Double, p90: Double, p99: Double, p999: Double, max: Double, count: Int) {
        self.p50 = p50
        self.p90 = p90
        self.p99 = p99
        self.p999 = p999
        self.max = max
        self.count = count
    }

    /// The summary of `histogram`, or nil when it is empty.
    package init?(_ histogram: LatencyHistogram) {
        guard histogram.count > 0,
              let p50 = histogram.percentile(50), let p90 = histogram.percentile(90),
              let p99 = histogram.percentile(99), let p999 = histogram.percentile(99.9)
        else { return nil }
        self.init(p50: p50, p90: p90, p99: p99, p999: p999, max: Double(histogram.max), count: Int(histogram.count))
    }
}
