import SyncBench
import Testing

@Suite("The latency histogram")
struct LatencyHistogramTests {
    @Test func smallValuesAreExact() throws {
        let histogram = LatencyHistogram()
        for value in [3, 1, 2, 5, 4] as [UInt64] { histogram.record(value) }
        #expect(histogram.count == 5)
        #expect(histogram.percentile(50) == 3)
        #expect(histogram.percentile(100) == 5)
        #expect(histogram.percentile(0) == 1)
        #expect(histogram.min == 1)
        #expect(histogram.max == 5)
    }

    @Test func relativeErrorIsBoundedAcrossTheRange() throws {
        // Every value reported back within 1/64 of itself, from 1 ns to about 10 minutes.
        var value: UInt64 = 1
        while value < 600_000_000_000 {
            let histogram = LatencyHistogram()
            histogram.record(value)
            histogram.record(value)
            let reported = try #require(histogram.percentile(50))
            #expect(abs(reported - Double(value)) <= Double(value) / 64, "\(value) reported as \(reported)")
            value = value * 3 + 7
        }
    }

    @Test func percentilesOfAUniformSpread() throws {
        let histogram = LatencyHistogram()
        for value in 1...10_000 as ClosedRange<UInt64> { histogram.record(value) }
        for (p, exact) in [(50.0, 5_000.0), (90, 9_000), (99, 9_900), (99.9, 9_990)] {
            let reported = try #require(histogram.percentile(p))
            #expect(abs(reported - exact) <= exact / 64, "p\(p) = \(reported)")
        }
        #expect(histogram.percentile(100) == 10_000)
        #expect(histogram.percentile(101) == nil)
        #expect(LatencyHistogram().percentile(50) == nil)
    }

    @Test func mergingEqualsRecordingEverythingInOne() {
        let left = LatencyHistogram()
        let right = LatencyHistogram()
        let both = LatencyHistogram()
        for value in stride(from: 1 as UInt64, to: 2_000_000, by: 997) {
            (value % 3 == 0 ? left : right).record(value)
            both.record(value)
        }
        left.merge(right)
        #expect(left.count == both.count)
        #expect(left.min == both.min)
        #expect(left.max == both.max)
        for p in [1.0, 25, 50, 75, 90, 99, 99.9] {
            #expect(left.percentile(p) == both.percentile(p))
        }
        #expect(LatencySummary(left) == LatencySummary(both))
    }
}
