import SyncBenchCore

/// What a comparison concludes about one case.
package enum Verdict: Sendable, Equatable {
    /// Slower, significantly and by more than the threshold.
    case regression
    /// Faster, significantly and by more than the threshold.
    case improvement
    /// Within the threshold, measured precisely enough to say so.
    case unchanged
    /// Neither a change nor its absence can be claimed.
    case tooNoisy(NoiseReason)
    /// The case failed in one file or both, so its figures were not tested.
    case failed(Side)
    /// The case could not run on the machine of one file or both (status `unavailable`), so it has no figures to test.
    case unavailable(Side)

    /// Which file (or both) a failure, an unavailable case or a disturbance was in.
    package enum Side: String, Sendable {
        case baseline, current, both
    }

    /// Why a case is too noisy to judge.
    package enum NoiseReason: Sendable, Equatable, CustomStringConvertible {
        /// Fewer samples on a side than the test needs.
        case tooFewSamples(baseline: Int, current: Int, minimum: Int)
        /// The medians differ by more than the threshold, but the test does not find it significant.
        case notSignificant(pValue: Double, alpha: Double)
        /// The change is significant, but the two medians' confidence intervals overlap: each side's interval
        /// covers its median with the probability given (`MedianInterval.confidence`), which is below 95% for
        /// three to five samples.
        case intervalsOverlap(baseline: Double, current: Double)
        /// The change is not beyond the threshold in every round: `closest` is the change between the
        /// current round and the baseline round nearest each other.
        case notInEveryRound(closest: Double)
        /// Within the threshold, but a side's spread is too wide to call it unchanged.
        case spreadWiderThanThreshold(spread: Double, threshold: Double)
        /// Not called, and the equivalence interval of its pairs (its ends as ratios, `bench ab`) reaches beyond
        /// ±`margin`, so it cannot be called unchanged either.
        case beyondMargin(lower: Double, upper: Double, margin: Double)
        /// The figure depends on other threads (handoffs, wake-ups, a queue's worker), and swings between
        /// runs more than between windows.
        case dependsOnOtherThreads
        /// Other processes took CPU time while a side was measured (its `noisy` flag).
        case measuredUnderLoad(side: Side, foreignCPUPercent: Double)

        package var description: String {
            switch self {
            case .tooFewSamples(let baseline, let current, let minimum):
                "too few samples (\(baseline) and \(current); at least \(minimum) per side)"
            case .notSignificant(let pValue, let alpha):
                "change not significant (p = \(NumberText.probability(pValue)) >= \(NumberText.significance(alpha)))"
            case .intervalsOverlap(let baseline, let current):
                baseline == current
                    ? "the two medians' \(NumberText.trimmedPercent(baseline)) intervals overlap"
                    : "the two medians' intervals overlap (baseline \(NumberText.trimmedPercent(baseline)), current \(NumberText.trimmedPercent(current)))"
            case .notInEveryRound(let closest):
                "not in every round: the nearest current and baseline rounds differ by \(closest < 0 ? "-" : "+")\(NumberText.percent(abs(closest)))"
            case .spreadWiderThanThreshold(let spread, let threshold):
                "spread \(NumberText.percent(spread)) is wider than the threshold \(NumberText.percent(threshold))"
            case .beyondMargin(let lower, let upper, let margin):
                "its equivalence interval [\(NumberText.change(lower)), \(NumberText.change(upper))] reaches beyond "
                    + "±\(NumberText.percent(margin))"
            case .dependsOnOtherThreads:
                "a figure that depends on other threads varies between runs more than within one (--judge-all)"
            case .measuredUnderLoad(let side, let foreign):
                "the \(side == .both ? "baseline and current were" : "\(side.rawValue) was") measured while other processes "
                    + "used \(Int(foreign.rounded()))% of a CPU"
            }
        }
    }

    /// The verdicts without their details, for counting: what `Comparison.tally` counts.
    package enum Kind: String, Sendable, CaseIterable {
        case regression, improvement, unchanged
        case tooNoisy = "too noisy"
        case failed, unavailable
    }

    /// The verdict without its reason or side.
    package var kind: Kind {
        switch self {
        case .regression: .regression
        case .improvement: .improvement
        case .unchanged: .unchanged
        case .tooNoisy: .tooNoisy
        case .failed: .failed
        case .unavailable: .unavailable
        }
    }

    /// One or a few words for tables: `regression`, `too noisy`, `failed in current`, `unavailable in baseline`.
    package var word: String {
        switch self {
        case .failed(let side), .unavailable(let side): "\(kind.rawValue) in \(side.rawValue)"
        default: kind.rawValue
        }
    }

    /// Why, for the verdicts that need a reason; nil for the others.
    package var reason: String? {
        switch self {
        case .tooNoisy(let reason): reason.description
        default: nil
        }
    }

    /// Whether compare weighed the case at all: false for a case set aside (failed or unavailable) and for a
    /// figure that depends on other threads (unless every case is judged).
    package var isJudged: Bool {
        switch self {
        case .failed, .unavailable, .tooNoisy(.dependsOnOtherThreads): false
        default: true
        }
    }

    /// Whether the rules could have called a change here, had the windows moved far enough: false also for
    /// a side measured under load, which is never called.
    package var couldCallAChange: Bool {
        if case .tooNoisy(.measuredUnderLoad) = self { return false }
        return isJudged
    }
}
