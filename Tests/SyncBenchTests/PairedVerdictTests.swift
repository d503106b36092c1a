import Foundation
@testable import SyncBench
import Testing

/// The paired run's rules on fixed pairs: when a case is looked at, what a look decides, and the verdicts.
@Suite("Paired verdicts: looks, decisions and the comparison")
struct PairedVerdictTests {
    /// A track of `ratios` (current over baseline), in order, the current side first every other pair.
    static func track(_ ratios: [Double]) -> PairedTrack {
        var track = PairedTrack()
        for (index, ratio) in ratios.enumerated() { track.add(.init(baseline: 10, current: 10 * ratio, currentFirst: index % 2 == 0)) }
        return track
    }

    /// Ratios spread evenly about `centre` by up to `spread` either way, in a scrambled order.
    static func ratios(_ count: Int, centre: Double, spread: Double) -> [Double] {
        (0..<count).map { centre * exp(spread * (Double(($0 * 7) % count) / Double(max(1, count - 1)) * 2 - 1)) }
    }

    @Test("A case is looked at on its scheduled pair counts and at its maximum, never twice at one count")
    func lookSchedule() {
        let policy = PairedPolicy(looks: [10, 20], maximumPairs: 30)
        #expect(policy.lookCount == 3)
        var track = Self.track(Self.ratios(9, centre: 1, spread: 0.5))
        #expect(track.look(policy, cases: 1) == nil)
        track.add(.init(baseline: 10, current: 10, currentFirst: false))
        #expect(track.look(policy, cases: 1) != nil)
        #expect(track.look(policy, cases: 1) == nil)
        #expect(track.look(policy, cases: 1, final: true) == nil)
        track.add(.init(baseline: 10, current: 10.1, currentFirst: true))
        #expect(track.look(policy, cases: 1, final: true) != nil)
        #expect(track.lookPValues.count == 2)
    }

    @Test("A clear slowdown is decided a regression at the first look; a tight no-change is decided unchanged")
    func decisions() throws {
        let policy = PairedPolicy(threshold: 0.03, alpha: 0.05, looks: [20, 40], maximumPairs: 80)
        var slower = Self.track(Self.ratios(20, centre: 1.10, spread: 0.02))
        #expect(slower.look(policy, cases: 1)?.state == .regression)
        var same = Self.track(Self.ratios(20, centre: 1.0, spread: 0.005))
        #expect(same.look(policy, cases: 1)?.state == .unchanged)
        var noisy = Self.track(Self.ratios(20, centre: 1.0, spread: 0.3))
        #expect(noisy.look(policy, cases: 1)?.state == .open)
        #expect(!noisy.isDecided && noisy.wantsPairs(policy))
    }

    @Test("A change within the threshold is not called a regression, however significant")
    func smallChangeIsNotARegression() throws {
        let policy = PairedPolicy(threshold: 0.05, alpha: 0.05, looks: [20], maximumPairs: 40)
        var track = Self.track(Self.ratios(20, centre: 1.02, spread: 0.004))
        #expect(track.look(policy, cases: 1)?.state == .unchanged)
    }

    @Test("The smallest slowdown a look could call is the distance from its estimate to its lower end, or the threshold")
    func detectableSlowdown() throws {
        let policy = PairedPolicy(threshold: 0.03, alpha: 0.05, looks: [20], maximumPairs: 40)
        var wide = Self.track(Self.ratios(20, centre: 1.0, spread: 0.2))
        let wideLook = wide.look(policy, cases: 1)
        let look = try #require(wideLook)
        let expected = exp(look.interval.estimate - look.interval.lower) - 1
        #expect(abs(try #require(look.detectableSlowdown(logThreshold: policy.logThreshold)) - expected) < 1e-12)
        var tight = Self.track(Self.ratios(20, centre: 1.0, spread: 0.001))
        let tightLook = tight.look(policy, cases: 1)
        #expect(abs((tightLook?.detectableSlowdown(logThreshold: policy.logThreshold) ?? 0) - 0.03) < 1e-12)
    }

    @Test("The comparison calls the regression, shares alpha by Holm, and keeps a failed side failed")
    func comparison() throws {
        let policy = PairedPolicy(threshold: 0.03, alpha: 0.05, looks: [20], maximumPairs: 40)
        let plan = RunPlan(threads: 1, warmupNanoseconds: 1, windowNanoseconds: 1, repetitions: 1)
        func result(_ name: String, failed: Bool = false) -> CaseResult {
            let subject = Subject.lock(NoLock.self)
            var measurement = RunMeasurement(
                windows: [.init(nanoseconds: 1_000, operationsPerThread: [100])], totals: OperationTotals(operations: 100),
                invariant: failed ? .violated(expected: 100, actual: 99) : .held, batchSize: 1, stuckWorkers: []
            )
            measurement.windowsPerRound = [1]
            var result = CaseResult(BenchmarkCase(benchmark: .uncontended, subject: subject, threads: 1), plan: plan, measurement: measurement, effectiveCPUs: 2)
            result.primitive = name
            result.status = failed ? .invariantViolated(lost: 1) : .ok
            return result
        }
        var slower = Self.track(Self.ratios(20, centre: 1.10, spread: 0.02))
        var same = Self.track(Self.ratios(20, centre: 1.0, spread: 0.005))
        var broken = Self.track(Self.ratios(20, centre: 1.0, spread: 0.005))
        slower.look(policy, cases: 3)
        same.look(policy, cases: 3)
        broken.look(policy, cases: 3)
        let comparison = PairedComparison.comparison(
            [
                .init(baseline: result("slow"), current: result("slow"), track: slower, decidedEarly: true),
                .init(baseline: result("same"), current: result("same"), track: same, decidedEarly: true),
                .init(baseline: result("broken"), current: result("broken", failed: true), track: broken, decidedEarly: true),
            ],
            policy: policy
        )
        let verdicts = Dictionary(uniqueKeysWithValues: comparison.cases.map { ($0.key.primitive, $0.verdict) })
        #expect(verdicts["slow"] == .regression && verdicts["same"] == .unchanged && verdicts["broken"] == .failed(.current))
        #expect(comparison.hasRegression && comparison.pairedPolicy == policy)
        let slow = try #require(comparison.cases.first { $0.key.primitive == "slow" }?.paired)
        #expect(slow.pairs == 20 && slow.lower > 1.03 && slow.ratio > 1.08 && slow.adjustedPValue <= 0.05)
        #expect(slow.adjustedPValue >= slow.pValue)
    }
}
