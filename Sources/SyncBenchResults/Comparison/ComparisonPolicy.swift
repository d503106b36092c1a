import SyncBenchCore

/// The rules that turn a test, a ratio and a spread into a verdict, with their named thresholds.
///
/// A change is called only when three things agree: the U-test finds it (p < `alpha`), the ratio of
/// medians lies beyond the minimum effect (`threshold`), and the two medians' confidence intervals
/// (`MedianInterval`: 95% or more, except for three to five samples, whose widest interval covers 75% to
/// 93.75%) do not overlap. The last rule is what keeps a shared machine quiet: windows disturbed by another
/// process shift a median and make the U-test significant, but unless nearly every window moved, the
/// intervals still overlap and the verdict is "too noisy". "Unchanged" needs the converse: the change
/// within the threshold and both spreads (an interval's width over its median) no wider than it.
///
/// When both files were measured in rounds, a change must also hold in every round: even the current
/// round closest to the baseline must differ from the baseline round closest to it by more than the
/// threshold. A disturbance that lasts seconds can slow two rounds of three in one process; the third
/// then gives it away.
package struct ComparisonPolicy: Sendable, Equatable {
    /// The minimum effect: a ratio of medians beyond 1 ± threshold. 0.05 is 5%.
    package var threshold: Double
    /// The significance level of the U-test.
    package var alpha: Double
    /// Fewer samples than this on either side make a case too noisy to judge.
    package var minimumSamples: Int
    /// Judge every case, also those whose figure depends on other threads, instead of calling them too noisy.
    package var judgeAll: Bool
    /// Both files need this many forks of a case for compare to judge it over the forks' medians, which it then
    /// does whatever the case's threads; with fewer, the windows are the samples, as within one process.
    package var minimumForks: Int

    /// Whether a case is judged over the forks' medians: both files measured it in `minimumForks` forks or more.
    package func judgesOverForks(_ baseline: CaseResult, _ current: CaseResult) -> Bool {
        min(baseline.forkMedians.count, current.forkMedians.count) >= minimumForks
    }

    /// These rules with `alpha` shared among `cases` tests (Bonferroni): the chance that any of them calls a
    /// change that is not there stays below `alpha`. Cases judged over forks are independent processes, and
    /// with every contended case judged a comparison tests dozens; at 5% each, one A/A comparison in a few
    /// would report a regression somewhere.
    package func sharingAlpha(among cases: Int) -> ComparisonPolicy {
        var shared = self
        shared.alpha = alpha / Double(max(1, cases))
        return shared
    }

    /// Below this many windows per side the U-test has little power (google/benchmark warns below 9 too).
    package static let recommendedSamples = 9

    /// Makes a policy; the defaults are what `bench compare` uses.
    package init(threshold: Double = 0.05, alpha: Double = 0.05, minimumSamples: Int = 3, judgeAll: Bool = false, minimumForks: Int = 5) {
        self.threshold = threshold
        self.alpha = alpha
        self.minimumSamples = minimumSamples
        self.judgeAll = judgeAll
        self.minimumForks = minimumForks
    }

    /// The verdict on a case measured well enough to test.
    /// - Parameters:
    ///   - ratio: current median over baseline median (of ns per op: above 1 is slower).
    ///   - pValue: the two-sided p-value of the U-test.
    ///   - spread: the wider of the two sides' relative median intervals.
    ///   - intervals: the two medians' confidence intervals, which must not overlap.
    ///   - roundRatios: the smallest and the largest ratio of a current round's median to a baseline
    ///     round's, when both files were measured in rounds.
    package func verdict(
        ratio: Double, pValue: Double, spread: Double, intervals: (baseline: MedianInterval, current: MedianInterval),
        roundRatios: ClosedRange<Double>? = nil
    ) -> Verdict {
        let change = ratio - 1
        guard abs(change) > threshold else {
            return spread > threshold ? .tooNoisy(.spreadWiderThanThreshold(spread: spread, threshold: threshold)) : .unchanged
        }
        guard pValue < alpha else { return .tooNoisy(.notSignificant(pValue: pValue, alpha: alpha)) }
        let (before, after) = intervals
        guard after.lower > before.upper || before.lower > after.upper else {
            return .tooNoisy(.intervalsOverlap(baseline: before.confidence, current: after.confidence))
        }
        if let roundRatios {
            let closest = change > 0 ? roundRatios.lowerBound - 1 : roundRatios.upperBound - 1
            guard abs(closest) > threshold, (closest > 0) == (change > 0) else {
                return .tooNoisy(.notInEveryRound(closest: closest))
            }
        }
        return change > 0 ? .regression : .improvement
    }
}
