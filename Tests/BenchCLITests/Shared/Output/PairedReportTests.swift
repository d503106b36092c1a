import Foundation
@testable import BenchCLI
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Testing

/// What `bench ab`'s reports say of a paired case: in JSON every look it had and the run's equivalence level; in
/// text the rules with both levels and the slowdowns it would call.
@Suite("Paired reports: the looks' history, the levels, the power")
struct PairedReportTests {
    /// A one-thread case's result of one window: its figures play no part in a paired verdict.
    static func result() -> CaseResult {
        let benchmarkCase = BenchmarkCase(benchmark: .uncontended, subject: .lock(NoLock.self), threads: 1)
        let plan = RunPlan(threads: 1, warmupNanoseconds: 1, windowNanoseconds: 1, repetitions: 1)
        var measurement = RunMeasurement(
            windows: [.init(nanoseconds: 1_000, operationsPerThread: [100])], totals: OperationTotals(operations: 100), invariant: .held,
            batchSize: 1, stuckWorkers: []
        )
        measurement.windowsPerRound = [1]
        return CaseResult(benchmarkCase, plan: plan, rounds: [MeasuredRound(measurement)], effectiveCPUs: 2)
    }

    @Test("Each paired case lists its looks in order, with both intervals and what each decided, and its ratio by which side went first")
    func looksHistory() throws {
        let policy = PairedPolicy(threshold: 0.03, oneThread: nil, alpha: 0.05, looks: [20], maximumPairs: 40)
        var track = PairedTrack()
        for index in 0..<40 {
            let ratio = 1 + 0.3 * (Double((index * 7) % 40) / 39 * 2 - 1)
            track.add(.init(baseline: 10, current: 10 * ratio, currentFirst: index % 2 == 0))
            track.look(policy, cases: 1)
        }
        #expect(track.looks.map(\.pairs) == [20, 40])
        let result = Self.result()
        let comparison = PairedComparison.comparison(
            [.init(baseline: result, current: result, medians: (10, 10), track: track, decidedEarly: false)], policy: policy, cases: 1
        )
        let document = CompareJSONReport.document(comparison, baseline: "base", current: "head", findings: Findings([result]))
        #expect(document.equivalenceAlpha == policy.equivalenceAlpha)
        let row = try #require(document.cases.first)
        let currentFirst = track.pairs.filter(\.currentFirst).map(\.logRatio)
        let baselineFirst = track.pairs.filter { !$0.currentFirst }.map(\.logRatio)
        #expect(row.ratioCurrentFirst == Sample(currentFirst).median.map { exp($0) })
        #expect(row.ratioBaselineFirst == Sample(baselineFirst).median.map { exp($0) })
        let looks = try #require(document.cases.first?.looks)
        #expect(looks.map(\.pairs) == [20, 40] && looks.map(\.state) == ["open", "open"])
        for (look, taken) in zip(looks, track.looks) {
            #expect(look.pValue == taken.test?.pValue && look.ratio == exp(taken.interval.estimate))
            #expect(look.ratioLow == exp(taken.interval.lower) && look.equivalenceHigh == exp(taken.equivalence.upper))
            #expect(look.ratioConfidence == taken.interval.confidence && look.equivalenceConfidence == taken.equivalence.confidence)
        }
        #expect(ComparisonCells.rules(comparison).hasSuffix("; unchanged within ±3.0% at 95% a case (its interval at 95.0%)"))
        #expect(ComparisonCells.sensitivity(comparison).hasPrefix("Slowdowns it would call 4 times in 5: "))
    }

    @Test("The rules line and the JSON give one-thread cases' limits beside the others', and each case the limits it was judged by")
    func oneThreadLimits() throws {
        let policy = PairedPolicy()
        var track = PairedTrack()
        for index in 0..<20 { track.add(.init(baseline: 10, current: 10 * (1.001 + 0.0001 * Double(index % 5)), currentFirst: index % 2 == 0)) }
        track.look(policy.forCase(threads: 1), cases: 1, final: true)
        let result = Self.result()
        let comparison = PairedComparison.comparison(
            [.init(baseline: result, current: result, medians: (10, 10.01), track: track, decidedEarly: false)], policy: policy, cases: 1
        )
        let rules = ComparisonCells.rules(comparison)
        #expect(rules.hasPrefix("paired: threshold 0.6% at one thread, 2.0% at more, alpha 0.01 "))
        #expect(rules.contains("; unchanged within ±1.0% at one thread, 3.0% at more at 95% a case"))
        let document = CompareJSONReport.document(comparison, baseline: "base", current: "head", findings: Findings([result]))
        #expect(document.threshold == 0.02 && document.oneThreadThreshold == 0.006 && document.oneThreadMargin == 0.01)
        let row = try #require(document.cases.first)
        #expect(row.threshold == 0.006 && row.margin == 0.01 && row.verdict == "unchanged")
    }

    @Test("A case whose pairs parted by placement names the placement that decided, and gives the other's ratio")
    func byPlacement() throws {
        let policy = PairedPolicy()
        var track = PairedTrack()
        // 60 near pairs 5% slower, 25 far ones unchanged, 3 whose halves read either side.
        for index in 0..<88 {
            let (ratio, trips): (Double, [Double]) = index < 60 ? (1.05, [80, 90]) : index < 85 ? (1.0, [400, 420]) : (2, [85, 410])
            let spread = 1 + 0.01 * (Double(index % 10) / 9 * 2 - 1)
            track.add(.init(baseline: 10, current: 10 * ratio * spread, currentFirst: index % 2 == 0, roundTrips: trips))
        }
        track.look(policy, cases: 1, final: true)
        let result = Self.result()
        let comparison = PairedComparison.comparison(
            [.init(baseline: result, current: result, medians: (10, 10), track: track, decidedEarly: false)], policy: policy, cases: 1
        )
        let item = try #require(comparison.cases.first)
        #expect(item.verdict == Verdict.regression && ComparisonCells.samples(item) == "60 near of 88 pairs")
        let note = try #require(ComparisonCells.placementNotes(comparison).first)
        #expect(note.hasSuffix("the near pairs decided alone (round trip 80-90 ns; 25 far pairs: -0.1% [-0.6%, +0.3%], too few to test (under a third, or 20), shown only; 3 left out, their halves on either side)"), "\(note)")
        let text = CompareTextReport.render(comparison, baseline: "base", current: "head")
        #expect(text.contains("By placement:") && text.contains(note))
        let json = try #require(CompareJSONReport.document(comparison, baseline: "base", current: "head", findings: Findings([result])).cases.first?.placement)
        #expect(json.side == "near" && json.leftOut == 3 && json.otherPairs == 25 && json.otherTested == false)
    }

    @Test("A run stopped before a contended case's first look still renders as JSON: the case has no ratio and no curve")
    func stoppedBeforeTheFirstLook() throws {
        let policy = PairedPolicy(threshold: 0.03, alpha: 0.05, looks: [20], maximumPairs: 40)
        var track = PairedTrack()
        for index in 0..<17 {
            track.add(.init(baseline: 10, current: 11, currentFirst: index % 2 == 0))
        }
        let benchmarkCase = BenchmarkCase(benchmark: .contended, subject: .lock(NoLock.self), threads: 2)
        let plan = RunPlan(threads: 2, warmupNanoseconds: 1, windowNanoseconds: 1, repetitions: 1)
        var measurement = RunMeasurement(
            windows: [.init(nanoseconds: 1_000, operationsPerThread: [50, 50])], totals: OperationTotals(operations: 100),
            invariant: .held, batchSize: 1, stuckWorkers: []
        )
        measurement.windowsPerRound = [1]
        let result = CaseResult(benchmarkCase, plan: plan, rounds: [MeasuredRound(measurement)], effectiveCPUs: 2)
        let comparison = PairedComparison.comparison(
            [.init(baseline: result, current: result, medians: (10, 11), track: track, decidedEarly: false)], policy: policy, cases: 1
        )
        #expect(comparison.cases.first?.ratio == nil && comparison.curves.isEmpty)
        let json = CompareJSONReport.render(comparison, baseline: "base", current: "head", findings: Findings([result]))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((document["curves"] as? [Any])?.isEmpty == true)
        #expect(!json.lowercased().contains("nan"))
    }
}
