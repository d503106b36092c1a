extension ComparisonPolicy {
    /// The smallest slowdown these rules could have called for one case, given how its windows spread.
    ///
    /// Imagine the current windows all multiplied by one factor: every figure the rules read (the medians, the
    /// intervals, the rounds' medians) scales with it, and the U-test's ranks change only where a scaled
    /// window passes a baseline one. So the smallest factor at which the case becomes a regression is exact:
    /// the largest of the factors at which the ratio passes the threshold, the intervals part, the nearest
    /// rounds differ by more than the threshold, and the U-test's p falls below `alpha`. The result is that
    /// factor's change of the median, 0.12 for 12%: a pass says the case did not slow down by that much.
    ///
    /// - Parameters:
    ///   - baseline: the baseline's windows, sorted.
    ///   - current: the current windows, sorted.
    ///   - roundMedians: each side's round medians, when both were measured in rounds.
    /// - Returns: nil when no slowdown could be called: a side too small, or too few windows for the U-test
    ///   to reach `alpha` even when every current window lies above every baseline one.
    public func detectableSlowdown(
        baseline: Sample, current: Sample, roundMedians: (baseline: [Double], current: [Double])? = nil
    ) -> Double? {
        guard min(baseline.count, current.count) >= minimumSamples,
              let baseMedian = baseline.median, let currentMedian = current.median, baseMedian > 0, currentMedian > 0,
              let before = MedianInterval(baseline), let after = MedianInterval(current), after.lower > 0
        else { return nil }
        var factor = max((1 + threshold) * baseMedian / currentMedian, before.upper / after.lower)
        if let roundMedians, let slowestBefore = roundMedians.baseline.max(), let fastestAfter = roundMedians.current.min(),
           fastestAfter > 0 {
            factor = max(factor, (1 + threshold) * slowestBefore / fastestAfter)
        }
        guard let significant = smallestSignificantFactor(baseline.sorted, current.sorted, from: factor) else { return nil }
        return significant * currentMedian / baseMedian - 1
    }

    /// The smallest factor at or above `start` such that the current windows scaled by anything above it
    /// differ from the baseline's with p < `alpha`; nil when even full separation does not.
    ///
    /// Above `start` the current median lies beyond the baseline's interval, so the current windows are
    /// mostly the larger and p only falls as the factor grows; p changes only where a scaled current window
    /// passes a baseline window, at the ratios of the two.
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
