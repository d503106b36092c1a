import SyncBenchCore

extension ComparisonPolicy {
    /// The boundary beyond which these rules would call a slowdown for one case, given how its windows spread.
    ///
    /// Imagine the current windows all multiplied by one factor: every figure the rules read (the medians, the
    /// intervals, the rounds' medians) scales with it, and the U-test's ranks change only where a scaled
    /// window passes a baseline one. So the factor beyond which the case becomes a regression is exact: the
    /// largest of the factors beyond which the ratio passes the threshold, the intervals part, the nearest
    /// rounds differ by more than the threshold, and the U-test's p falls below `alpha`. Every rule is strict,
    /// so at the boundary itself the case is not yet a regression. The result is that factor's change of the
    /// median, 0.12 for 12%: a pass says the case did not slow down by more than that.
    ///
    /// - Parameters:
    ///   - baseline: the baseline's windows.
    ///   - current: the current windows.
    ///   - roundRatios: the smallest and largest ratio of a current round's median to a baseline round's, as
    ///     `verdict` takes them, when both sides were measured in rounds.
    /// - Returns: nil when no slowdown could be called: a side smaller than `minimumSamples`, a window that is
    ///   not positive, or too few windows for the U-test to reach `alpha` even when every current window lies
    ///   above every baseline one.
    package func detectableSlowdown(baseline: Sample, current: Sample, roundRatios: ClosedRange<Double>? = nil) -> Double? {
        guard min(baseline.count, current.count) >= minimumSamples,
              let fastestBefore = baseline.sorted.first, let fastestAfter = current.sorted.first, fastestBefore > 0, fastestAfter > 0,
              let baseMedian = baseline.median, let currentMedian = current.median,
              let before = MedianInterval(baseline), let after = MedianInterval(current)
        else { return nil }
        var factor = max((1 + threshold) * baseMedian / currentMedian, before.upper / after.lower)
        if let roundRatios {
            // The nearest rounds' ratio, fastest current over slowest baseline, scales with the factor.
            factor = max(factor, (1 + threshold) / roundRatios.lowerBound)
        }
        guard let significant = smallestSignificantFactor(baseline.sorted, current.sorted, from: factor) else { return nil }
        return significant * currentMedian / baseMedian - 1
    }

    /// The smallest factor at or above `start` such that the current windows scaled by anything just above it
    /// differ from the baseline's with p < `alpha`; nil when even full separation does not.
    ///
    /// p changes only where a scaled current window passes a baseline window, at the ratios of the two. Past
    /// `start` the current interval lies above the baseline's, so most current windows exceed most baseline
    /// ones and U is near or above its mean; from there p only falls as the factor grows, which makes the
    /// first crossing with p < `alpha` the boundary. Each test is made a hair (1e-9) above its crossing, so
    /// that a window sits clearly on one side of the baseline window it passes.
    private func smallestSignificantFactor(_ baseline: [Double], _ current: [Double], from start: Double) -> Double? {
        func significant(justAbove factor: Double) -> Bool {
            let step = factor * (1 + 1e-9)
            return MannWhitneyU(current.map { $0 * step }, baseline).map { $0.pValue < alpha } ?? false
        }
        if significant(justAbove: start) { return start }
        let crossings = Set(current.flatMap { window in baseline.map { $0 / window } }).filter { $0 > start }.sorted()
        guard let last = crossings.last, significant(justAbove: last) else { return nil }
        var (low, high) = (0, crossings.count - 1)  // the first crossing past which p < alpha lies in low...high
        while low < high {
            let middle = (low + high) / 2
            if significant(justAbove: crossings[middle]) { high = middle } else { low = middle + 1 }
        }
        return crossings[low]
    }
}
