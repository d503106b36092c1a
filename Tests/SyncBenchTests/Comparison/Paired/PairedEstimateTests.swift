import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Testing

/// The estimate `bench versus` gives: a look that settles at the precision asked, and the ratio in words.
@Suite("An estimate's look settles at the precision asked, and says its ratio in words")
struct PairedEstimateTests {
    static let policy = PairedPolicy.estimate(precision: 0.02, confidence: 0.95)

    /// Twenty log ratios around `centre`, spread by `spread` (alternating above and below in steps).
    static func ratios(centre: Double, spread: Double) -> [Double] {
        (0..<20).map { centre + spread * Double($0 % 5 - 2) * ($0 % 2 == 0 ? 1 : -1) }
    }

    @Test("Looks at 20 pairs, then as the pairs grow by about a quarter, below the most pairs")
    func looks() {
        #expect(Array(Self.policy.looks.prefix(8)) == [20, 30, 40, 50, 60, 80, 100, 130])
        #expect(Self.policy.looks.last! < Self.policy.maximumPairs && Self.policy.looks == Self.policy.looks.sorted())
        #expect(zip(Self.policy.looks, Self.policy.looks.dropFirst()).allSatisfy { Double($1) <= 1.3 * Double($0) + 10 })
        #expect(Self.policy.lookAlpha(cases: 13) == 1 - 0.95, "an estimate's interval is at its own level, whatever the cases")
    }

    @Test("Settled once the interval lies within ±precision of the estimate; open while wider; never a verdict")
    func settles() throws {
        let tight = try #require(PairedLook(logRatios: Self.ratios(centre: log(0.8), spread: 0.002), alpha: 0.05, equivalenceAlpha: 0.05, logThreshold: 0, logMargin: 0, precision: 0.02))
        #expect(tight.state == .settled)
        let wide = try #require(PairedLook(logRatios: Self.ratios(centre: log(0.8), spread: 0.05), alpha: 0.05, equivalenceAlpha: 0.05, logThreshold: 0, logMargin: 0, precision: 0.02))
        #expect(wide.state == .open)
        #expect(!PairedLook.isWithin(wide.interval, precision: 0.02) && wide.interval.upper - wide.interval.estimate > log(1.02))
        let few = try #require(PairedLook(logRatios: [0.1, 0.1], alpha: 0.05, equivalenceAlpha: 0.05, logThreshold: 0, logMargin: 0, precision: 0.5))
        #expect(few.state == .open, "an unbounded interval is never within the precision")
    }

    /// A case of `first` against `second` whose pairs are `pairs` (second's, first's ns per op), looked at once.
    static func estimate(_ pairs: [(Double, Double)]) throws -> PairedEstimate {
        let plan = RunPlan(threads: 1, warmupNanoseconds: 1, windowNanoseconds: 1, repetitions: 1)
        var record = PairedCase(
            BenchmarkCase(benchmark: .uncontended, subject: .lock(NoLock.self), threads: 1), plan: plan,
            currentCase: BenchmarkCase(benchmark: .uncontended, subject: .lock(PthreadMutex.self), threads: 1)
        )
        for (second, first) in pairs { record.track.add(.init(baseline: second, current: first, currentFirst: false)) }
        record.track.look(policy, cases: 1, final: true)
        return try #require(PairedEstimate(record))
    }

    @Test("The ratio in words: cheaper, dearer, or no difference resolved, with the halves' medians beside it")
    func sentence() throws {
        let cheaper = try Self.estimate((0..<20).map { (10.0, 8.0 + 0.01 * Double($0 % 3)) })
        #expect(cheaper.sentence.hasPrefix("pthread_mutex costs 19.9% less than no_lock (95.16% interval: 19.9% to 20.0% less)"), "\(cheaper.sentence)")
        #expect(cheaper.secondNanoseconds == 10 && cheaper.firstNanoseconds == 8.01 && cheaper.settled)
        let dearer = try Self.estimate((0..<20).map { (10.0, 12.0 + 0.01 * Double($0 % 3)) })
        #expect(dearer.sentence.hasPrefix("pthread_mutex costs 20.1% more than no_lock (95.16% interval: 20.0% to 20.1% more)"), "\(dearer.sentence)")
        let same = try Self.estimate((0..<20).map { (10.0, $0 % 2 == 0 ? 10.5 : 9.5) })
        #expect(same.sentence.hasPrefix("pthread_mutex and no_lock: no difference resolved (ratio"), "\(same.sentence)")
        #expect(!same.settled && same.halfWidth > 0.02)
        #expect(cheaper.moved == nil && same.moved == nil, "twenty pairs are too few to split")
    }

    @Test("A ratio whose two halves of pairs disagree moved during the run, and says so; halves that meet did not")
    func moved() throws {
        let shifted = try Self.estimate((0..<40).map { (10.0, ($0 < 20 ? 9.0 : 20.0) + 0.01 * Double($0 % 3)) })
        let moved = try #require(shifted.moved)
        #expect(abs(moved.early - 0.901) < 0.001 && abs(moved.late - 2.001) < 0.001)
        #expect(shifted.sentence.hasSuffix("; it moved during the run: 0.901 in the first half of the pairs, 2.001 in the second"), "\(shifted.sentence)")
        let steady = try Self.estimate((0..<40).map { (10.0, 9.0 + 0.01 * Double($0 % 3)) })
        #expect(steady.moved == nil)
    }
}
