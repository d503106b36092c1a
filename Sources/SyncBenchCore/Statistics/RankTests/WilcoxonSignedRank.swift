/// Wilcoxon's signed-rank test of paired differences against a median of zero: the paired test `bench ab`
/// applies to the log ratios of its pairs.
///
/// It asks only that a difference be as likely positive as negative under the null, which holds by
/// construction when both sides run the same build and each pair's order is random. Zeros are dropped
/// (Wilcoxon's own rule); ties share their mean rank and move the test to the normal approximation with the
/// tie correction.
@usableFromInline package struct WilcoxonSignedRank: Sendable, Equatable {
    /// How the p-value was found.
    package enum Method: String, Sendable {
        /// From the exact distribution of W+ (no ties, up to `SignedRankDistribution.exactLimit` differences).
        case exact
        /// From the normal approximation, corrected for ties and continuity.
        case normalApproximation = "normal"
    }

    /// The sum of the ranks of the positive differences.
    package let positiveRankSum: Double
    /// The differences that were not zero: the ones tested.
    package let count: Int
    /// The two-sided p-value.
    package let pValue: Double
    /// How `pValue` was found.
    package let method: Method

    /// Tests `differences`, or nil when every one is zero or there are none.
    package init?(_ differences: [Double]) {
        let nonZero = differences.filter { $0 != 0 }
        guard !nonZero.isEmpty else { return nil }
        let ranked = Ranks(nonZero.map { abs($0) })
        positiveRankSum = zip(nonZero, ranked.ranks).reduce(0) { $0 + ($1.0 > 0 ? $1.1 : 0) }
        count = nonZero.count
        let distribution = SignedRankDistribution(n: count)
        if ranked.tieGroupSizes.isEmpty && distribution.isExact {
            let w = Int(positiveRankSum.rounded())
            let lower = distribution.cumulative(w)
            let upper = distribution.upperTail(w)
            pValue = min(1, 2 * min(lower, upper))
            method = .exact
        } else {
            let ties = ranked.tieGroupSizes.reduce(0.0) { $0 + Double($1 * $1 * $1 - $1) } / 48
            let sd = (distribution.standardDeviation * distribution.standardDeviation - ties).squareRoot()
            let distance = max(0, abs(positiveRankSum - distribution.mean) - 0.5)
            pValue = sd > 0 ? min(1, StandardNormal.twoSidedTail(distance / sd)) : 1
            method = .normalApproximation
        }
    }
}
