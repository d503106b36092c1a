import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Testing

/// The paired statistics on fixed vectors, checked against SciPy 1.17 (`scipy.stats.wilcoxon`) and against
/// the tables of the signed-rank test.
@Suite("Paired statistics: signed-rank test, Hodges-Lehmann interval, Holm")
struct PairedStatisticsTests {
    static let differences = [0.12, -0.03, 0.07, 0.15, 0.04, 0.09, -0.01, 0.11, 0.06, 0.08]

    @Test("The exact signed-rank p-value matches SciPy's")
    func exactPValue() throws {
        let test = try #require(WilcoxonSignedRank(Self.differences))
        #expect(test.method == .exact && test.count == 10 && test.positiveRankSum == 52)
        #expect(abs(test.pValue - 0.009765625) < 1e-12)
        let balanced = try #require(WilcoxonSignedRank([0.1, -0.2, 0.3, -0.4, 0.5, -0.6, 0.7, -0.8]))
        #expect(balanced.positiveRankSum == 16 && abs(balanced.pValue - 0.84375) < 1e-12)
    }

    @Test("With ties the normal approximation is corrected for them, as SciPy's is")
    func tiedPValue() throws {
        let test = try #require(WilcoxonSignedRank([0.1, 0.1, 0.2, -0.1, 0.3, 0.2, 0.4, 0.1, -0.2, 0.5, 0.3, 0.2]))
        #expect(test.method == .normalApproximation)
        #expect(abs(test.pValue - 0.019643353132317253) < 1e-9)
    }

    @Test("Zeros are dropped, and all zeros give no test")
    func zeros() throws {
        #expect(WilcoxonSignedRank([0, 0, 0]) == nil)
        let withZeros = try #require(WilcoxonSignedRank(Self.differences + [0, 0]))
        let without = try #require(WilcoxonSignedRank(Self.differences))
        #expect(withZeros.count == 10 && withZeros.pValue == without.pValue)
    }

    @Test("The exact distribution's tail and critical count agree with the tables (n = 10: 8 at 5%)")
    func criticalCounts() {
        let ten = SignedRankDistribution(n: 10)
        #expect(ten.maximum == 55 && ten.isExact)
        #expect(ten.criticalCount(alpha: 0.05) == 9)  // P(W+ <= 8) <= 0.025 < P(W+ <= 9)
        #expect(ten.cumulative(8) <= 0.025 && ten.cumulative(9) > 0.025)
        #expect(SignedRankDistribution(n: 5).criticalCount(alpha: 0.05) == 0)  // five pairs cannot reach 5%
        let large = SignedRankDistribution(n: SignedRankDistribution.exactLimit + 1)
        #expect(!large.isExact && abs(large.cumulative(Int(large.mean)) - 0.5) < 0.01)
    }

    @Test("Every pair count bench ab reaches is counted exactly: 240 pairs take the exact path")
    func exactUpToTheMostPairs() throws {
        #expect(SignedRankDistribution.exactLimit >= PairedPolicy().maximumPairs)
        let distribution = SignedRankDistribution(n: 240)
        #expect(distribution.isExact && distribution.maximum == 28_920)
        #expect(distribution.cumulative(0) == pow(0.5, 240))
        #expect(abs(distribution.cumulative(10_472) / 9.606365285184746e-05 - 1) < 1e-9)  // counted in integers
        for w in [0, 5_000, 10_472, 14_459, 14_460] {
            #expect(abs(distribution.cumulative(w) + distribution.upperTail(w + 1) - 1) < 1e-12, "w \(w)")
        }
        let test = try #require(WilcoxonSignedRank((1...240).map { Double($0) / 1_000 }))
        #expect(test.method == .exact && test.count == 240 && test.pValue == 2 * pow(0.5, 240))
    }

    @Test("The exact distribution and the normal approximation agree in the middle; far out the approximation is too cautious")
    func exactAgainstApproximation() {
        let alpha = 0.01 / 52  // a look's level for the CI set: 13 cases, 4 looks
        for n in [60, 120, 240] {
            let exact = SignedRankDistribution(n: n)
            let approximate = { (w: Int) in StandardNormal.cdf((Double(w) + 0.5 - exact.mean) / exact.standardDeviation) }
            for z in [-2.0, -1.0, 0.0] {
                let w = Int(exact.mean + z * exact.standardDeviation)
                #expect(abs(exact.cumulative(w) - approximate(w)) < 0.002, "n \(n), z \(z)")
            }
            var approximateCount = 0
            while approximate(approximateCount) <= alpha / 2 { approximateCount += 1 }
            let exactCount = exact.criticalCount(alpha: alpha)
            #expect(exactCount > approximateCount, "n \(n)")
            #expect(2 * exact.cumulative(approximateCount - 1) < 0.95 * alpha, "n \(n): the approximation's test is not cautious")
        }
    }

    @Test("The Hodges-Lehmann estimate and interval are read off the Walsh averages")
    func hodgesLehmann() throws {
        let interval = try #require(HodgesLehmann(Self.differences, alpha: 0.05))
        #expect(abs(interval.estimate - 0.07) < 1e-12)
        #expect(abs(interval.lower - 0.025) < 1e-12 && abs(interval.upper - 0.11) < 1e-12)
        let two = try #require(HodgesLehmann([0.1, 0.2], alpha: 0.05))
        #expect(!two.isBounded && abs(two.estimate - 0.15) < 1e-12)
    }

    @Test("The interval states its actual coverage, which the signed-rank statistic's steps put above the level asked")
    func intervalStatesItsActualCoverage() throws {
        let differences: [Double] = [0.3, -0.1, 0.25, 0.05, 0.4, -0.2, 0.15, 0.12, 0.33, 0.02, -0.05, 0.21, 0.18, 0.07, 0.28, 0.11, 0.09, 0.35, -0.15, 0.01]
        // n = 6 at alpha 0.05: k = 1, 1 - 2/64; n = 7: k = 3, 1 - 2 x 3/128; n = 20: k = 53, 1 - 2 P(W+ <= 52).
        for (n, coverage) in [(6, 0.96875), (7, 0.953125), (20, 0.9515590667724609)] {
            let interval = try #require(HodgesLehmann(Array(differences.prefix(n)), alpha: 0.05))
            #expect(interval.alpha == 0.05 && interval.isBounded)
            #expect(abs(interval.confidence - coverage) < 1e-12, "n \(n): \(interval.confidence)")
        }
        let unbounded = try #require(HodgesLehmann(Array(differences.prefix(5)), alpha: 0.05))
        #expect(!unbounded.isBounded && unbounded.confidence == 1, "an interval without ends covers everything")
    }

    @Test("Shifting every difference shifts the estimate and the interval by as much")
    func shiftEquivariance() throws {
        let base = try #require(HodgesLehmann(Self.differences, alpha: 0.01))
        let shifted = try #require(HodgesLehmann(Self.differences.map { $0 + 0.5 }, alpha: 0.01))
        #expect(abs(shifted.estimate - base.estimate - 0.5) < 1e-12)
        #expect(abs(shifted.lower - base.lower - 0.5) < 1e-12 && abs(shifted.upper - base.upper - 0.5) < 1e-12)
    }

    @Test("The interval excludes zero exactly when the test is significant at its level")
    func intervalAgreesWithTest() throws {
        for alpha in [0.05, 0.02, 0.01] {
            for shift in stride(from: -0.1, through: 0.1, by: 0.0125) {
                let shifted = Self.differences.map { $0 - 0.06 + shift }
                let test = try #require(WilcoxonSignedRank(shifted))
                let interval = try #require(HodgesLehmann(shifted, alpha: alpha))
                #expect((interval.lower > 0 || interval.upper < 0) == (test.pValue <= alpha), "shift \(shift), alpha \(alpha)")
            }
        }
    }

    @Test("Holm multiplies the k-th smallest p by the tests left, and keeps the order")
    func holm() {
        let adjusted = Holm.adjusted([0.01, 0.04, 0.03, 0.005])
        let expected = [0.03, 0.06, 0.06, 0.02]  // 0.005x4, 0.01x3, 0.03x2 -> 0.06, max(0.06, 0.04x1)
        #expect(zip(adjusted, expected).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(Holm.adjusted([0.9, 0.8]) == [1, 1])
        #expect(Holm.adjusted([]).isEmpty)
    }

    @Test("The standard normal's two-sided critical values match the tables, and invert its tail")
    func standardNormal() {
        #expect(abs(StandardNormal.twoSidedCritical(0.05) - 1.959964) < 1e-6)
        #expect(abs(StandardNormal.twoSidedCritical(0.4) - 0.841621) < 1e-6)
        #expect(abs(StandardNormal.twoSidedCritical(0.01) - 2.575829) < 1e-6)
        #expect(abs(StandardNormal.cdf(1.959964) - 0.975) < 1e-6)
        #expect(StandardNormal.twoSidedCritical(1) < 1e-9)
        for alpha in [0.5, 0.01, 1e-4, 1e-9] {
            #expect(abs(StandardNormal.twoSidedTail(StandardNormal.twoSidedCritical(alpha)) / alpha - 1) < 1e-9)
        }
    }

    @Test("Intervals at several levels share one estimate, each at its level, the stricter holding the looser")
    func intervalsAtSeveralLevels() {
        let differences: [Double] = (0..<40).map { (index: Int) -> Double in
            let step = Double((index * 17) % 40)
            return 0.01 * step - 0.2 + 0.0001 * Double(index)
        }
        let alphas: [Double] = [0.0002, 0.025, 0.3]
        let intervals = HodgesLehmann.atLevels(differences, alphas: alphas)
        #expect(intervals.map(\.alpha) == alphas)
        #expect(zip(intervals, alphas).allSatisfy { interval, alpha in interval.confidence >= 1 - alpha && interval.confidence < 1 })
        let estimates: Set<Double> = Set(intervals.map { $0.estimate })
        #expect(estimates.count == 1)
        for (strict, loose) in zip(intervals, intervals.dropFirst()) {
            #expect(strict.lower < loose.lower && loose.upper < strict.upper)
        }
        #expect(HodgesLehmann.atLevels([], alphas: [0.05]).isEmpty)
    }
}
