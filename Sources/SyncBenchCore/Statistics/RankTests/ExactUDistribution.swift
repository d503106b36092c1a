/// The exact null distribution of the Mann-Whitney U statistic for two samples without ties.
///
/// Under the null hypothesis every interleaving of the two samples is equally likely, so the
/// distribution is a count of interleavings per value of U, built by dynamic programming:
/// the largest of all n + m values belongs either to the first sample, where it beats all m
/// values of the second (U grows by m), or to the second, where it beats none.
/// Counts are kept as `Double`: C(40, 20) is about 1.4e11, well within its exact integers.
@usableFromInline package struct ExactUDistribution: Sendable, Equatable {
    /// Size of the first sample.
    package let n: Int
    /// Size of the second sample.
    package let m: Int
    /// `counts[u]`: the interleavings whose U equals `u`, for u in 0...n*m.
    package let counts: [Double]

    /// The distribution for samples of `n` and `m` values.
    /// - Precondition: both sizes are at least 1; keep them small (a few dozen), the work grows as n²m².
    package init(n: Int, m: Int) {
        precondition(n >= 1 && m >= 1, "U needs two non-empty samples")
        self.n = n
        self.m = m
        // previous[j] holds the counts for (i - 1, j); current[j] those for (i, j).
        var previous = [[Double]](repeating: [1], count: m + 1)
        for i in 1...n {
            var current: [[Double]] = [[1]]
            for j in 1...m {
                var row = [Double](repeating: 0, count: i * j + 1)
                for (u, count) in previous[j].enumerated() { row[u + j] += count }
                for (u, count) in current[j - 1].enumerated() { row[u] += count }
                current.append(row)
            }
            previous = current
        }
        counts = previous[m]
    }

    /// P(U <= u) under the null hypothesis.
    package func cumulative(_ u: Int) -> Double {
        guard u >= 0 else { return 0 }
        let total = counts.reduce(0, +)
        return counts.prefix(u + 1).reduce(0, +) / total
    }

    /// The two-sided p-value of an observed U: twice the smaller tail, at most 1.
    /// The distribution is symmetric about nm/2, so the smaller tail is the lower tail of min(U, nm - U).
    package func twoSidedPValue(u: Int) -> Double {
        min(1, 2 * cumulative(min(u, n * m - u)))
    }
}
