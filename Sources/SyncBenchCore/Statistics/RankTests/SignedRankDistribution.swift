import Platform

/// The null distribution of Wilcoxon's signed-rank statistic W+ (the sum of the ranks of the positive
/// differences) for `n` differences without ties or zeros: every sign pattern equally likely.
///
/// Exact up to `exactLimit` differences, counted by dynamic programming over the ranks; beyond it, the normal
/// approximation with a continuity correction. The approximation is close in the middle of the distribution
/// but not in the far tails a paired run's looks test at: there its critical value is too cautious, so a test
/// at level 2e-4 rejects with a true chance of only about 0.6 of that at 60 differences and 0.9 at 240 (less
/// power than the level pays for), which is why every pair count `bench ab` can reach is counted exactly.
@usableFromInline package struct SignedRankDistribution: Sendable, Equatable {
    /// The number of differences.
    package let n: Int
    /// For the exact distribution, P(W+ <= w) for each w from 0 to n(n+1)/2; empty when approximated.
    private let cumulativeProbabilities: [Double]

    /// Up to this many differences the distribution is counted exactly: at least the most pairs a case of
    /// `bench ab` takes (480, whose distribution has 115,441 values and costs about n^3/6 additions).
    package static let exactLimit = 480

    /// The distribution for `n` differences (exact up to `exactLimit`).
    package init(n: Int) {
        precondition(n >= 0, "a count of differences")
        self.n = n
        guard n <= Self.exactLimit else {
            cumulativeProbabilities = []
            return
        }
        // probabilities[w]: the chance that the signs of the ranks so far put w in W+. Each rank is positive or
        // negative with chance one half, so the counts are halved as they go and 2^n never has to be held.
        var probabilities = [Double](repeating: 0, count: n * (n + 1) / 2 + 1)
        probabilities[0] = 1
        var top = 0
        for rank in stride(from: 1, through: n, by: 1) {
            top += rank
            for w in stride(from: top, through: rank, by: -1) { probabilities[w] = (probabilities[w] + probabilities[w - rank]) / 2 }
            for w in 0..<rank { probabilities[w] /= 2 }
        }
        var sum = 0.0
        cumulativeProbabilities = probabilities.map { probability in
            sum += probability
            return min(1, sum)
        }
    }

    /// Whether the probabilities are exact.
    package var isExact: Bool { !cumulativeProbabilities.isEmpty }

    /// The largest value W+ can take, n(n+1)/2.
    package var maximum: Int { n * (n + 1) / 2 }

    /// The mean of W+ under the null, n(n+1)/4.
    package var mean: Double { Double(n * (n + 1)) / 4 }

    /// The standard deviation of W+ under the null, without a correction for ties.
    package var standardDeviation: Double { (Double(n * (n + 1) * (2 * n + 1)) / 24).squareRoot() }

    /// P(W+ <= w).
    package func cumulative(_ w: Int) -> Double {
        guard w >= 0 else { return 0 }
        guard w < maximum else { return 1 }
        guard isExact else { return StandardNormal.cdf((Double(w) + 0.5 - mean) / standardDeviation) }
        return cumulativeProbabilities[w]
    }

    /// P(W+ >= w), read off the lower tail (W+ is symmetric about its mean), so that a small upper tail keeps
    /// its precision instead of being one minus a number close to one.
    package func upperTail(_ w: Int) -> Double {
        cumulative(maximum - w)
    }

    /// The number `k` of the most extreme values on each side that a two-sided test at `alpha` rejects: the
    /// largest k with P(W+ <= k - 1) <= alpha / 2. Zero when no outcome is extreme enough (too few differences).
    package func criticalCount(alpha: Double) -> Int {
        var (low, high) = (0, maximum / 2 + 1)  // P(W+ <= low - 1) <= alpha/2 holds at low; the answer lies in low..<high
        while high - low > 1 {
            let middle = (low + high) / 2
            if cumulative(middle - 1) <= alpha / 2 { low = middle } else { high = middle }
        }
        return low
    }

    /// The fewest differences whose exact distribution can reach a two-sided level `alpha` at all: the
    /// smallest n with P(W+ = 0) = 2^-n <= alpha / 2. Fewer give an unbounded interval at that level.
    package static func fewestDifferences(alpha: Double) -> Int {
        var n = 1
        while pow(0.5, Double(n)) > alpha / 2 { n += 1 }
        return n
    }
}
