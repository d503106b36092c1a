#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The null distribution of Wilcoxon's signed-rank statistic W+ (the sum of the ranks of the positive
/// differences) for `n` differences without ties or zeros: every sign pattern equally likely.
///
/// Exact below `exactLimit` differences, counted by dynamic programming over the ranks; beyond it, the normal
/// approximation with a continuity correction, which is within a fraction of a percent of the exact tail there.
public struct SignedRankDistribution: Sendable, Equatable {
    /// The number of differences.
    public let n: Int
    /// For the exact distribution, P(W+ <= w) for each w from 0 to n(n+1)/2; empty when approximated.
    private let cumulativeProbabilities: [Double]

    /// Up to this many differences the distribution is counted exactly.
    public static let exactLimit = 60

    /// The distribution for `n` differences (exact up to `exactLimit`).
    public init(n: Int) {
        precondition(n >= 0, "a count of differences")
        self.n = n
        guard n <= Self.exactLimit else {
            cumulativeProbabilities = []
            return
        }
        // counts[w]: sign patterns of the ranks so far whose positive ranks sum to w.
        var counts = [Double](repeating: 0, count: n * (n + 1) / 2 + 1)
        counts[0] = 1
        var top = 0
        for rank in stride(from: 1, through: n, by: 1) {
            top += rank
            for w in stride(from: top, through: rank, by: -1) { counts[w] += counts[w - rank] }
        }
        let patterns = pow(2, Double(n))
        var sum = 0.0
        cumulativeProbabilities = counts.map { count in
            sum += count
            return min(1, sum / patterns)
        }
    }

    /// Whether the probabilities are exact.
    public var isExact: Bool { !cumulativeProbabilities.isEmpty }

    /// The largest value W+ can take, n(n+1)/2.
    public var maximum: Int { n * (n + 1) / 2 }

    /// The mean of W+ under the null, n(n+1)/4.
    public var mean: Double { Double(n * (n + 1)) / 4 }

    /// The standard deviation of W+ under the null, without a correction for ties.
    public var standardDeviation: Double { (Double(n * (n + 1) * (2 * n + 1)) / 24).squareRoot() }

    /// P(W+ <= w).
    public func cumulative(_ w: Int) -> Double {
        guard w >= 0 else { return 0 }
        guard w < maximum else { return 1 }
        guard isExact else { return Self.normalCDF((Double(w) + 0.5 - mean) / standardDeviation) }
        return cumulativeProbabilities[w]
    }

    /// The number `k` of the most extreme values on each side that a two-sided test at `alpha` rejects: the
    /// largest k with P(W+ <= k - 1) <= alpha / 2. Zero when no outcome is extreme enough (too few differences).
    public func criticalCount(alpha: Double) -> Int {
        var (low, high) = (0, maximum / 2 + 1)  // P(W+ <= low - 1) <= alpha/2 holds at low; the answer lies in low..<high
        while high - low > 1 {
            let middle = (low + high) / 2
            if cumulative(middle - 1) <= alpha / 2 { low = middle } else { high = middle }
        }
        return low
    }

    /// The standard normal distribution function.
    static func normalCDF(_ z: Double) -> Double {
        0.5 * erfc(-z / 2.0.squareRoot())
    }
}
