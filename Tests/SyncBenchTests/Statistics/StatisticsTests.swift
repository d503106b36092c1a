import SyncBench
import Testing

@Suite("Statistics on fixed vectors")
struct StatisticsTests {
    @Test func medianOfOddAndEvenCounts() {
        #expect(Sample([5, 1, 3]).median == 3)
        #expect(Sample([4, 1, 3, 2]).median == 2.5)
        #expect(Sample([]).median == nil)
    }

    @Test func meanMinMax() {
        let sample = Sample([2, 4, 4, 4, 5, 5, 7, 9])
        #expect(sample.mean == 5)
        #expect(sample.min == 2)
        #expect(sample.max == 9)
    }

    @Test func standardDeviationUsesNMinusOne() throws {
        let sample = Sample([2, 4, 4, 4, 5, 5, 7, 9])
        // Sum of squared deviations is 32; 32 / 7.
        #expect(abs(try #require(sample.standardDeviation) - (32.0 / 7).squareRoot()) < 1e-12)
        #expect(abs(try #require(sample.coefficientOfVariation) - (32.0 / 7).squareRoot() / 5) < 1e-12)
        #expect(Sample([3]).standardDeviation == nil)
        #expect(Sample([0, 0]).coefficientOfVariation == nil)
    }

    @Test func percentilesInterpolateLinearly() {
        let sample = Sample([10, 20, 30, 40, 50])
        #expect(sample.percentile(0) == 10)
        #expect(sample.percentile(100) == 50)
        #expect(sample.percentile(25) == 20)
        #expect(sample.percentile(90) == 46)
        #expect(sample.percentile(12.5) == 15)
        #expect(sample.percentile(101) == nil)
    }

    @Test func medianIntervalOfFiveIsTheRangeAtItsTrueCoverage() throws {
        let interval = try #require(MedianInterval(Sample([5, 1, 4, 2, 3])))
        #expect(interval.lower == 1)
        #expect(interval.upper == 5)
        #expect(abs(interval.confidence - 0.9375) < 1e-12)
    }

    @Test func anIntervalThatClaimsCoverageNeedsTwoValues() throws {
        #expect(MedianInterval(Sample([7]))?.confidence == 0)
        #expect(MedianInterval(claiming: Sample([7])) == nil)
        let two = try #require(MedianInterval(claiming: Sample([7, 9])))
        #expect(two.lower == 7 && two.upper == 9 && abs(two.confidence - 0.5) < 1e-12)
    }

    @Test func medianIntervalNarrowsWithMoreValues() throws {
        // n = 10: (x2, x9) covers with 1 - 2 * (1 + 10) / 1024 = 0.978515625; (x3, x8) only 0.890625.
        let interval = try #require(MedianInterval(Sample((1...10).map(Double.init))))
        #expect(interval.lower == 2)
        #expect(interval.upper == 9)
        #expect(abs(interval.confidence - 0.978515625) < 1e-12)
        // n = 20: (x6, x15) covers 0.9586; (x7, x14) only 0.8847.
        let twenty = try #require(MedianInterval(Sample((1...20).map(Double.init))))
        #expect(twenty.lower == 6)
        #expect(twenty.upper == 15)
    }

    @Test func tukeyFencesClassifyWithoutDropping() {
        // Quartiles 3.25 and 7.75 (IQR 4.5): inner fences -3.5 and 14.5, outer fences -10 and 21.25.
        let sample = Sample([1, 2, 3, 4, 5, 6, 7, 8, 20, 40])
        #expect(Outliers(sample) == Outliers(mild: 1, severe: 1))
        #expect(sample.count == 10)
        #expect(Outliers(Sample([1, 2, 100])) == Outliers(mild: 0, severe: 0))
    }
}
