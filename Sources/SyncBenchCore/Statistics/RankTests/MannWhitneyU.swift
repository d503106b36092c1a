/// The Mann-Whitney U test (Wilcoxon rank-sum test) of two independent samples, two-sided.
///
/// It asks whether values from one sample tend to be larger than values from the other, with no
/// assumption about the shape of either distribution: right for benchmark windows, whose spread
/// is skewed by the occasional disturbed window. With no ties and both samples of at most
/// `exactLimit` values, the p-value comes from the exact distribution of U; otherwise from the
/// normal approximation with the tie correction and a continuity correction (as SciPy's
/// `mannwhitneyu(method="asymptotic")`).
///
/// Five values against five can reach p = 2/252 ≈ 0.0079 at best; three against three only 0.1,
/// which is why a comparison needs several windows per side.
@usableFromInline package struct MannWhitneyU: Sendable, Equatable {
    /// How the p-value was computed.
    package enum Method: String, Sendable {
        /// From the exact distribution of U (no ties, small samples).
        case exact
        /// From the normal approximation, corrected for ties and continuity.
        case normalApproximation = "normal"
    }

    /// U of the first sample: the pairs (x from the first, y from the second) with x > y, a tie counting one half.
    package let u: Double
    /// The two-sided p-value.
    package let pValue: Double
    /// How `pValue` was computed.
    package let method: Method

    /// The largest sample size for which the exact distribution is used.
    package static let defaultExactLimit = 20

    /// Tests `first` against `second`, or nil when either is empty.
    /// - Parameters:
    ///   - first: one sample, e.g. the baseline's windows.
    ///   - second: the other, e.g. the current run's windows.
    ///   - exactLimit: the exact distribution is used when neither sample is larger than this and nothing ties.
    package init?(_ first: [Double], _ second: [Double], exactLimit: Int = MannWhitneyU.defaultExactLimit) {
        guard !first.isEmpty, !second.isEmpty else { return nil }
        let n = first.count
        let m = second.count
        let ranked = Ranks(first + second)
        let rankSum = ranked.ranks.prefix(n).reduce(0, +)
        u = rankSum - Double(n * (n + 1)) / 2
        if ranked.tieGroupSizes.isEmpty && n <= exactLimit && m <= exactLimit {
            // Without ties U is a whole number.
            pValue = ExactUDistribution(n: n, m: m).twoSidedPValue(u: Int(u.rounded()))
            method = .exact
        } else {
            pValue = Self.normalPValue(u: u, n: n, m: m, tieGroupSizes: ranked.tieGroupSizes)
            method = .normalApproximation
        }
    }

    private static func normalPValue(u: Double, n: Int, m: Int, tieGroupSizes: [Int]) -> Double {
        let total = Double(n + m)
        let mean = Double(n * m) / 2
        let tieTerm = tieGroupSizes.reduce(0.0) { sum, t in sum + Double(t * t * t - t) } / (total * (total - 1))
        let variance = Double(n * m) / 12 * ((total + 1) - tieTerm)
        // Every value tied: the samples cannot be told apart.
        guard variance > 0 else { return 1 }
        let z = max(0, abs(u - mean) - 0.5) / variance.squareRoot()
        return min(1, StandardNormal.twoSidedTail(z))
    }
}

/// Ranks of values, 1-based, ties sharing the mean of the ranks they span.
struct Ranks {
    /// The rank of each value, in the order given.
    let ranks: [Double]
    /// The size of every group of two or more equal values.
    let tieGroupSizes: [Int]

    init(_ values: [Double]) {
        let order = values.indices.sorted { values[$0] < values[$1] }
        var ranks = [Double](repeating: 0, count: values.count)
        var ties: [Int] = []
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count && values[order[end]] == values[order[start]] { end += 1 }
            // Positions start..<end hold equal values; 1-based ranks start+1...end share their mean.
            let shared = Double(start + 1 + end) / 2
            for position in start..<end { ranks[order[position]] = shared }
            if end - start > 1 { ties.append(end - start) }
            start = end
        }
        self.ranks = ranks
        tieGroupSizes = ties
    }
}
