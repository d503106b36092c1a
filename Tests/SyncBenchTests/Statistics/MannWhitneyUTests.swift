import SyncBench
import Testing

/// Reference values from SciPy 1.17 `scipy.stats.mannwhitneyu(x, y, method=...)`, whose statistic is U of x.
@Suite("Mann-Whitney U test against SciPy")
struct MannWhitneyUTests {
    @Test func completelySeparatedFiveAgainstFiveIsTheSmallestExactP() throws {
        let test = try #require(MannWhitneyU([1, 2, 3, 4, 5], [6, 7, 8, 9, 10]))
        #expect(test.u == 0)
        #expect(test.method == .exact)
        #expect(abs(test.pValue - 2.0 / 252) < 1e-12)  // SciPy exact: 0.007936507936507936
    }

    @Test func exactWithUnequalSizes() throws {
        let small = try #require(MannWhitneyU([1.1, 2.2, 3.3, 4.4], [2.5, 3.5, 5.5, 6.5, 7.5, 8.5]))
        #expect(small.u == 3)
        #expect(abs(small.pValue - 0.06666666666666667) < 1e-12)
        let seven = try #require(MannWhitneyU([10.5, 11.2, 12.9, 13.1, 9.8, 10.1, 11.7], [12.4, 14.8, 13.3, 15.2, 16.1, 12.2, 14.4, 13.9]))
        #expect(seven.u == 4)
        #expect(abs(seven.pValue - 0.0037296037296037296) < 1e-12)
    }

    @Test func tiesUseTheNormalApproximationWithTieCorrection() throws {
        let test = try #require(MannWhitneyU([1, 2, 2, 3, 4, 5, 5, 6], [3, 4, 5, 5, 7, 8, 9, 9, 10]))
        #expect(test.method == .normalApproximation)
        #expect(test.u == 12)
        #expect(abs(test.pValue - 0.02255199183742046) < 1e-9)
        let twenty = try #require(MannWhitneyU(
            [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4],
            [2, 7, 1, 8, 2, 8, 1, 8, 2, 8, 4, 5, 9, 0, 4, 5, 2, 3, 5, 3]
        ))
        #expect(twenty.u == 224.5)
        #expect(abs(twenty.pValue - 0.5128073440759058) < 1e-9)
    }

    @Test func largeSamplesUseTheNormalApproximation() throws {
        let first = (1...25).map(Double.init)
        let test = try #require(MannWhitneyU(first, first.map { $0 + 7.5 }))
        #expect(test.method == .normalApproximation)
        #expect(test.u == 153)
        #expect(abs(test.pValue - 0.002035157807278379) < 1e-9)
    }

    @Test func theTestIsSymmetric() throws {
        let a: [Double] = [12.1, 11.9, 12.4, 12.0, 12.2]
        let b: [Double] = [13.0, 12.3, 13.4, 12.9, 13.1]
        let forward = try #require(MannWhitneyU(a, b))
        let backward = try #require(MannWhitneyU(b, a))
        #expect(forward.u + backward.u == 25)
        #expect(forward.pValue == backward.pValue)
    }

    @Test func indistinguishableAndEmptySamples() throws {
        #expect(try #require(MannWhitneyU([4, 4, 4], [4, 4, 4])).pValue == 1)
        #expect(MannWhitneyU([], [1, 2]) == nil)
        #expect(MannWhitneyU([1], []) == nil)
    }

    @Test func exactDistributionCountsEveryInterleaving() {
        let distribution = ExactUDistribution(n: 5, m: 5)
        #expect(distribution.counts.count == 26)
        #expect(distribution.counts.reduce(0, +) == 252)  // C(10, 5)
        #expect(distribution.counts == distribution.counts.reversed())
        #expect(distribution.counts.prefix(3) == [1, 1, 2])
        #expect(distribution.cumulative(25) == 1)
        #expect(ExactUDistribution(n: 20, m: 20).counts.reduce(0, +) == 137_846_528_820)  // C(40, 20)
    }
}
