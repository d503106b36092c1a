/// The Hodges-Lehmann estimate of the centre of paired differences and its distribution-free interval, both
/// read off the Walsh averages (the means of every pair of differences, each with itself included).
///
/// The interval is the set of shifts the signed-rank test at `alpha` does not reject, so it agrees with that
/// test: it excludes zero exactly when the test's p-value is at most `alpha`, provided no difference is zero
/// and no two are equal in size. Otherwise they can part at the edge: the test drops the zeros and corrects
/// for the ties (`WilcoxonSignedRank`), while the interval keeps every difference and the untied critical
/// count. Shifting every difference by the same amount shifts the estimate and both ends by that amount,
/// which is what makes "the smallest change these pairs could call" a subtraction.
@usableFromInline package struct HodgesLehmann: Sendable, Equatable {
    /// The median of the Walsh averages.
    package let estimate: Double
    /// The lower end of the interval; -infinity when too few differences for the level.
    package let lower: Double
    /// The upper end of the interval; +infinity when too few differences for the level.
    package let upper: Double
    /// The level the interval was asked at: it covers the centre with probability at least 1 - alpha.
    package let alpha: Double
    /// The interval's actual coverage, at least 1 - `alpha`: the signed-rank statistic takes few values, so the
    /// interval that reaches the level covers more, 1 - 2 P(W+ <= k - 1) for its critical count k (by
    /// `SignedRankDistribution`, which assumes no ties or zeros): 96.9% for six differences at alpha 0.05, 95.3%
    /// for seven. 1 for an unbounded interval.
    package let confidence: Double

    /// The estimate and the interval of `differences` at level 1 - `alpha`, or nil when there are none.
    package init?(_ differences: [Double], alpha: Double) {
        guard let only = Self.atLevels(differences, alphas: [alpha]).first else { return nil }
        self = only
    }

    /// The estimate with an interval at each of `alphas`, in that order, from one sort of the Walsh averages and
    /// one null distribution; empty when there are no differences.
    package static func atLevels(_ differences: [Double], alphas: [Double]) -> [HodgesLehmann] {
        guard !differences.isEmpty else { return [] }
        var walsh: [Double] = []
        walsh.reserveCapacity(differences.count * (differences.count + 1) / 2)
        for i in differences.indices {
            for j in i..<differences.count { walsh.append((differences[i] + differences[j]) / 2) }
        }
        walsh.sort()
        let estimate = Sample(walsh).median!
        let distribution = SignedRankDistribution(n: differences.count)
        return alphas.map { alpha in
            let k = distribution.criticalCount(alpha: alpha)
            let (lower, upper) = k == 0 ? (-Double.infinity, Double.infinity) : (walsh[k - 1], walsh[walsh.count - k])
            let coverage = 1 - 2 * distribution.cumulative(k - 1)
            return HodgesLehmann(estimate: estimate, lower: lower, upper: upper, alpha: alpha, confidence: coverage)
        }
    }

    private init(estimate: Double, lower: Double, upper: Double, alpha: Double, confidence: Double) {
        self.estimate = estimate
        self.lower = lower
        self.upper = upper
        self.alpha = alpha
        self.confidence = confidence
    }

    /// Whether the interval is finite: there were enough differences for its level.
    package var isBounded: Bool { lower.isFinite && upper.isFinite }
}
