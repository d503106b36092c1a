import Foundation
import SyncBench
import Testing

/// Fixed sample sets: every verdict rule, matching across files, and the warnings. No timing is measured.
@Suite("Comparing results files")
struct ComparisonTests {
    /// Nine windows near 100 ns with a spread of under 1%.
    static let steady: [Double] = [99.6, 100.2, 99.8, 100.4, 100.0, 99.7, 100.1, 100.3, 99.9]
    /// The same distribution, measured again: interleaves `steady`.
    static let steadyAgain: [Double] = [99.65, 100.25, 99.85, 100.35, 100.05, 99.75, 100.15, 99.95, 100.0]

    static func result(
        _ benchmark: Benchmark, _ primitive: String = "pthread_mutex", threads: Int, _ samples: [Double], status: CaseResult.Status = .ok
    ) -> CaseResult {
        CaseResult(
            benchmark: benchmark, primitive: primitive, workload: "increment", threads: threads, oversubscribed: false,
            windowSeconds: 0.03, totalOperations: 1_000, samples: samples, lostUpdates: 0, batchSize: 10, status: status
        )
    }

    static func result(_ primitive: String, _ samples: [Double], status: CaseResult.Status = .ok) -> CaseResult {
        result(.uncontended, primitive, threads: 1, samples, status: status)
    }

    static func result(_ samples: [Double], status: CaseResult.Status = .ok) -> CaseResult {
        result("pthread_mutex", samples, status: status)
    }

    static func file(_ results: [CaseResult], _ metadata: [(key: String, value: String)] = []) -> ResultsFile {
        ResultsFile(metadata: [("host", "vm"), ("cpu_model", "AMD EPYC"), ("swift", "6.3.1"), ("build", "release")] + metadata, results: results)
    }

    static func verdict(_ baseline: [Double], _ current: [Double], policy: ComparisonPolicy = ComparisonPolicy()) -> CaseComparison {
        CaseComparison(baseline: result(baseline), current: result(current), policy: policy)
    }

    @Test func identicalDistributionsAreUnchanged() {
        let comparison = Self.verdict(Self.steady, Self.steadyAgain)
        #expect(comparison.verdict == .unchanged)
        #expect(comparison.test!.pValue > 0.5)
    }

    @Test func aShiftOfTwentyPercentWithLowNoiseIsARegressionOfRatio1_2() throws {
        let comparison = Self.verdict(Self.steady, Self.steady.map { $0 * 1.2 })
        #expect(comparison.verdict == .regression)
        #expect(abs(try #require(comparison.ratio) - 1.2) < 1e-9)
        #expect(try #require(comparison.test).pValue < 0.001)
    }

    @Test func aSlowdownInEveryRoundIsARegressionEvenWhenOneRoundIsWilder() throws {
        // +15% in every round, one round disturbed further: the interval [113.5, 140] is wider than the change,
        // but every window but one lies above the baseline's interval.
        let slowed: [Double] = [113, 114, 115, 114.5, 113.5, 115.5, 135, 140, 150]
        let comparison = Self.verdict(Self.steady, slowed)
        #expect(try #require(comparison.spread) > 0.15)
        #expect(comparison.verdict == .regression)
    }

    @Test("A slow phase that spans two rounds of three is given away by the third")
    func aChangeMustHoldInEveryRound() throws {
        // An A/A pair of this VM: the current process ran 12-15% slower in its first and last rounds.
        var baseline = Self.result([13.4, 13.4, 13.3, 13.3, 13.3, 13.3, 13.2, 13.2, 13.6])
        var current = Self.result([15.5, 15.5, 15.4, 13.9, 13.7, 13.6, 15.0, 14.9, 14.9])
        #expect(CaseComparison(baseline: baseline, current: current, policy: ComparisonPolicy()).verdict == .regression)
        (baseline.samplesPerRound, current.samplesPerRound) = ([3, 3, 3], [3, 3, 3])
        let comparison = CaseComparison(baseline: baseline, current: current, policy: ComparisonPolicy())
        guard case .tooNoisy(.notInEveryRound(let closest)) = comparison.verdict else {
            Issue.record("expected not in every round, got \(comparison.verdict)")
            return
        }
        #expect(abs(closest - (13.7 / 13.4 - 1)) < 1e-9)
        #expect(comparison.verdict.reason == "not in every round: the nearest current and baseline rounds differ by +2.2%")
        // A slowdown in every round is still a regression, and a speed-up in every round an improvement.
        var slowed = baseline
        slowed.samples = baseline.samples.map { $0 * 1.15 }
        #expect(CaseComparison(baseline: baseline, current: slowed, policy: ComparisonPolicy()).verdict == .regression)
        slowed.samples = baseline.samples.map { $0 * 0.85 }
        #expect(CaseComparison(baseline: baseline, current: slowed, policy: ComparisonPolicy()).verdict == .improvement)
    }

    @Test func aShiftDownIsAnImprovement() {
        #expect(Self.verdict(Self.steady, Self.steady.map { $0 * 0.8 }).verdict == .improvement)
    }

    @Test func aSignificantShiftWithinTheThresholdIsUnchanged() {
        // +3%: the U-test finds it (p < 0.001), but it is smaller than the 5% minimum effect.
        let comparison = Self.verdict(Self.steady, Self.steady.map { $0 * 1.03 })
        #expect(comparison.test!.pValue < 0.001)
        #expect(comparison.verdict == .unchanged)
        #expect(Self.verdict(Self.steady, Self.steady.map { $0 * 1.03 }, policy: ComparisonPolicy(threshold: 0.02)).verdict == .regression)
    }

    @Test func twoSamplesAreTooFew() {
        let comparison = Self.verdict([100, 101], [150, 151])
        #expect(comparison.verdict == .tooNoisy(.tooFewSamples(baseline: 2, current: 2, minimum: 3)))
        #expect(comparison.verdict.reason == "too few samples (2 and 2; at least 3 per side)")
    }

    @Test func aWildSpreadIsTooNoisyEitherWay() {
        let wild: [Double] = [60, 140, 80, 190, 100, 70, 160, 90, 120]
        // Medians 100 and 102: within the threshold, but the spread cannot rule out a change.
        guard case .tooNoisy(.spreadWiderThanThreshold) = Self.verdict(wild, wild.map { $0 * 1.02 }).verdict else {
            Issue.record("expected spread wider than the threshold")
            return
        }
        // Windows disturbed by another process: the median moves 30% and the U-test agrees, but three windows
        // did not move, so the intervals, [100, 170] and [99.7, 100.3], overlap.
        let disturbed: [Double] = [100, 101, 99, 130, 180, 135, 170, 131, 160]
        #expect(Self.verdict(Self.steady, disturbed).verdict == .tooNoisy(.intervalsOverlap(baseline: 0.9609375, current: 0.9609375)))
        #expect(Self.verdict(Self.steady, disturbed).verdict.reason == "the two medians' 96.09% intervals overlap")
        // One round of three disturbed by 12%, the others not: the median holds.
        let oneRound = Self.steady.enumerated().map { $0.offset < 3 ? $0.element * 1.12 : $0.element }
        #expect(Self.verdict(Self.steady, oneRound).verdict != .regression)
    }

    @Test("Overlapping intervals are reported at the level each covers: below 95% for five samples, each side's when they differ")
    func overlappingIntervalsStateTheirOwnLevel() {
        // Five windows: the interval is min to max, which covers the median with 1 - 2/32 = 93.75%.
        let disturbed: [Double] = [100.3, 130, 131, 135, 160]
        let five = Self.verdict(Array(Self.steady.prefix(5)), disturbed)
        #expect(five.verdict.reason == "the two medians' 93.75% intervals overlap")
        let nineAndFive = Self.verdict(Self.steady, disturbed)
        #expect(nineAndFive.verdict == .tooNoisy(.intervalsOverlap(baseline: 0.9609375, current: 0.9375)))
        #expect(nineAndFive.verdict.reason == "the two medians' intervals overlap (baseline 96.09%, current 93.75%)")
        #expect([0.75, 0.875, 0.9375, 0.96875].map(NumberText.trimmedPercent) == ["75%", "87.5%", "93.75%", "96.88%"])
    }

    @Test func aChangeTheTestCannotConfirmIsTooNoisy() {
        // Three against three: the smallest two-sided p is 0.1, so a 20% shift is not significant.
        let comparison = Self.verdict([100, 100.5, 99.5], [120, 120.5, 119.5])
        #expect(comparison.verdict == .tooNoisy(.notSignificant(pValue: 0.1, alpha: 0.05)))
    }

    @Test func casesThatDependOnOtherThreadsAreJudgedOnlyWhenAskedTo() {
        let slower = Self.steady.map { $0 * 1.5 }
        for (benchmark, threads, role) in [
            (Benchmark.contended, 2, Subject.Role.lock), (.rwmix, 2, .lock), (.handoff, 2, .channel), (.inversion, 3, .lock),
            (.coordination, 1, .coordination), (.uncontended, 1, .executor),
        ] {
            var baseline = Self.result(benchmark, threads: threads, Self.steady)
            var current = Self.result(benchmark, threads: threads, slower)
            (baseline.role, current.role) = (role, role)
            #expect(CaseComparison(baseline: baseline, current: current, policy: ComparisonPolicy()).verdict
                == .tooNoisy(.dependsOnOtherThreads), "\(benchmark) \(role)")
            #expect(CaseComparison(baseline: baseline, current: current, policy: ComparisonPolicy(judgeAll: true)).verdict == .regression)
        }
        for (benchmark, role) in [(Benchmark.uncontended, Subject.Role?.some(.lock)), (.contended, .lock), (.uncontended, .twin), (.uncontended, nil)] {
            var baseline = Self.result(benchmark, threads: 1, Self.steady)
            var current = Self.result(benchmark, threads: 1, slower)
            (baseline.role, current.role) = (role, role)
            #expect(CaseComparison(baseline: baseline, current: current, policy: ComparisonPolicy()).verdict == .regression)
        }
    }

    @Test func aCaseMeasuredUnderForeignLoadIsNeverARegression() {
        var loaded = Self.result(Self.steady.map { $0 * 1.2 })
        loaded.cost = ResourceCost(
            cpuNanosecondsPerOperation: 120, voluntarySwitchesPerOperation: 0, involuntarySwitchesPerOperation: 0,
            foreignCPUPercent: 45, isNoisy: true
        )
        let comparison = CaseComparison(baseline: Self.result(Self.steady), current: loaded, policy: ComparisonPolicy())
        #expect(comparison.verdict == .tooNoisy(.measuredUnderLoad(side: .current, foreignCPUPercent: 45)))
        #expect(comparison.verdict.reason == "the current was measured while other processes used 45% of a CPU")
        var quiet = loaded
        quiet.cost?.foreignCPUPercent = 2
        quiet.cost?.isNoisy = false
        #expect(CaseComparison(baseline: Self.result(Self.steady), current: quiet, policy: ComparisonPolicy()).verdict == .regression)
    }

    @Test func aCaseThatDependsOnOtherThreadsIsNotJudgedEvenUnderLoad() {
        var loaded = Self.result(.contended, threads: 2, Self.steady)
        loaded.cost = ResourceCost(
            cpuNanosecondsPerOperation: 120, voluntarySwitchesPerOperation: 0, involuntarySwitchesPerOperation: 0,
            foreignCPUPercent: 45, isNoisy: true
        )
        let comparison = CaseComparison(baseline: Self.result(.contended, threads: 2, Self.steady), current: loaded, policy: ComparisonPolicy())
        #expect(comparison.verdict == .tooNoisy(.dependsOnOtherThreads))
        #expect(!comparison.verdict.isJudged)
        let judgedAll = CaseComparison(
            baseline: Self.result(.contended, threads: 2, Self.steady), current: loaded, policy: ComparisonPolicy(judgeAll: true)
        )
        #expect(judgedAll.verdict == .tooNoisy(.measuredUnderLoad(side: .current, foreignCPUPercent: 45)))
        #expect(judgedAll.verdict.isJudged && !judgedAll.verdict.couldCallAChange)
        #expect(judgedAll.detectableSlowdown == nil)
    }

    @Test func failedCasesAreListedNotTested() {
        let failed = Self.result(Self.steady, status: .invariantViolated(lost: 3))
        #expect(CaseComparison(baseline: Self.result(Self.steady), current: failed, policy: ComparisonPolicy()).verdict == .failed(.current))
        #expect(CaseComparison(baseline: failed, current: Self.result(Self.steady), policy: ComparisonPolicy()).verdict == .failed(.baseline))
        #expect(CaseComparison(baseline: failed, current: failed, policy: ComparisonPolicy()).verdict.word == "failed in both")
    }

    @Test("A case a side could not run (status unavailable) is set aside like a failure: not judged, in no warning")
    func unavailableCasesAreSetAside() {
        let unavailable = Self.result([], status: .unavailable("SCHED_FIFO refused (Operation not permitted)"))
        let measured = Self.result(Self.steady)
        for judgeAll in [false, true] {
            let policy = ComparisonPolicy(judgeAll: judgeAll)
            #expect(CaseComparison(baseline: unavailable, current: unavailable, policy: policy).verdict == .unavailable(.both))
            #expect(CaseComparison(baseline: measured, current: unavailable, policy: policy).verdict.word == "unavailable in current")
            #expect(!CaseComparison(baseline: unavailable, current: measured, policy: policy).verdict.isJudged)
            let file = Self.file([unavailable, Self.result("NSLock", Self.steady)])
            let comparison = Comparison(baseline: file, current: file, policy: policy)
            #expect(comparison.warnings.isEmpty, "\(comparison.warnings)")
            #expect(comparison.sensitivity.judged == 1)
            #expect(comparison.tally.map(\.count) == [0, 0, 1, 0, 0, 1])
        }
        // A failure on one side outweighs a case the other side could not run.
        let failed = Self.result(Self.steady, status: .noProgress)
        #expect(CaseComparison(baseline: failed, current: unavailable, policy: ComparisonPolicy()).verdict == .failed(.baseline))
    }

    @Test func casesMatchByKeyAndTheRestAreListed() {
        let baseline = Self.file([
            Self.result("pthread_mutex", Self.steady),
            Self.result("NSLock", Self.steady),
            Self.result(.contended, "NSLock", threads: 4, Self.steady),
        ])
        let current = Self.file([
            Self.result("NSLock", Self.steady.map { $0 * 1.3 }),
            Self.result("pthread_mutex", Self.steadyAgain),
            Self.result(.contended, "NSLock", threads: 8, Self.steady),
        ])
        let comparison = Comparison(baseline: baseline, current: current)
        #expect(comparison.cases.map(\.key.primitive) == ["NSLock", "pthread_mutex"])  // worst first
        #expect(comparison.cases.map(\.verdict) == [.regression, .unchanged])
        #expect(comparison.onlyInBaseline.map(\.description) == ["contended NSLock increment threads=4"])
        #expect(comparison.onlyInCurrent.map(\.description) == ["contended NSLock increment threads=8"])
        #expect(comparison.hasRegression)
        #expect(comparison.warnings.isEmpty)
        #expect(comparison.tally.map(\.count) == [1, 0, 1, 0, 0, 0])
    }

    @Test func regressionsComeFirstThenFailuresThenTheRestByRatio() {
        let baseline = Self.file(["a", "b", "c", "d"].map { Self.result($0, Self.steady) })
        let current = Self.file([
            Self.result("a", Self.steady.map { $0 * 0.5 }),
            Self.result("b", Self.steady, status: .noProgress),
            Self.result("c", Self.steady.map { $0 * 1.1 }),
            Self.result("d", Self.steady.map { $0 * 1.02 }),
        ])
        #expect(Comparison(baseline: baseline, current: current).cases.map(\.key.primitive) == ["c", "b", "d", "a"])
    }

    @Test func curvesSummarizeEveryThreadCount() throws {
        let counts = [1, 2, 4]
        func file(_ factors: [Int: Double]) -> ResultsFile {
            Self.file(counts.map { threads in Self.result(.contended, threads: threads, Self.steady.map { $0 * factors[threads]! }) })
        }
        let baseline = file([1: 1, 2: 2, 4: 2])
        let current = file([1: 2, 2: 1, 4: 4])
        let curve = try #require(Comparison(baseline: baseline, current: current).curves.first)
        #expect(curve.threadCounts == counts)
        // Ratios 2, 0.5 and 2: geometric mean 2^(1/3).
        #expect(abs(curve.geometricMeanRatio - 1.2599210498948732) < 1e-9)
        #expect(curve.baselinePeakThreads == 1)
        #expect(curve.currentPeakThreads == 2)
    }

    @Test("A contended case without a ratio (a paired case before its first look) is left out of its curve")
    func curvesLeaveOutCasesWithoutARatio() throws {
        func paired(threads: Int, ratio: Double?) -> CaseComparison {
            let evidence = ratio.flatMap { ratio in
                PairedLook(logRatios: Array(repeating: log(ratio), count: 20), alpha: 0.01, equivalenceAlpha: 0.05, logThreshold: 0.02, logMargin: 0.03)
            }.map { look in
                PairedEvidence(look, interval: look.interval, pValue: 0.5, adjustedPValue: 1, decidedEarly: false, history: [look], pairs: [],
                    limits: PairedPolicy.Limits(threshold: 0.02, margin: 0.03))
            }
            return CaseComparison(
                key: CaseKey(benchmark: .contended, primitive: "p", workload: "increment", threads: threads),
                baselineMedian: 10, currentMedian: 11, paired: evidence,
                verdict: .tooNoisy(.tooFewSamples(baseline: 17, current: 17, minimum: 20)), detectableSlowdown: nil
            )
        }
        #expect(CurveSummary.summaries(of: [paired(threads: 1, ratio: nil)]).isEmpty)
        let curve = try #require(CurveSummary.summaries(of: [paired(threads: 1, ratio: nil), paired(threads: 2, ratio: 1.25)]).first)
        #expect(curve.threadCounts == [2])
        #expect(abs(curve.geometricMeanRatio - 1.25) < 1e-12)
    }

    @Test func warnsAboutDifferentMachinesFewWindowsAndSlowedRuns() {
        let baseline = Self.file([Self.result(Array(Self.steady.prefix(5)))])
        var current = Self.file([Self.result(Self.steady)], [("slowdown", "15%")])
        current.setMetadata("cpu_model", "Intel Xeon")
        let warnings = Comparison(baseline: baseline, current: current).warnings
        #expect(warnings.contains("cpu_model differs: baseline 'AMD EPYC', current 'Intel Xeon'; the files were not measured alike"))
        #expect(warnings.contains { $0.hasPrefix("the current was recorded with --slowdown 15%") })
        #expect(warnings.contains { $0.hasPrefix("some cases have only 5 windows on a side") })
    }

    @Test("Files linked differently are warned of when both record their Swift runtime, and not when one predates it")
    func warnsAboutSwiftRuntimeOnlyWhenBothRecordIt() {
        let steady = [Self.result(Self.steady)]
        let warning = "swift_runtime differs: baseline 'dynamic', current 'static'; the files were not measured alike"
        let (dynamic, linkedStatically) = (Self.file(steady, [("swift_runtime", "dynamic")]), Self.file(steady, [("swift_runtime", "static")]))
        #expect(Comparison(baseline: dynamic, current: linkedStatically).warnings.contains(warning))
        #expect(!Comparison(baseline: dynamic, current: dynamic).warnings.contains { $0.hasPrefix("swift_runtime") })
        #expect(!Comparison(baseline: Self.file(steady), current: linkedStatically).warnings.contains { $0.hasPrefix("swift_runtime") })
        #expect(!Comparison(baseline: linkedStatically, current: Self.file(steady)).warnings.contains { $0.hasPrefix("swift_runtime") })
    }

    @Test("A run that ended complete is not warned of, however its run_status goes on; one that did not is")
    func incompleteRunsAreWarnedOf() {
        let steady = [Self.result(Self.steady)]
        let statuses = ["complete", "complete (120 pairs in 20 pair rounds)", "interrupted (40 pairs in 8 pair rounds)"]
        let warned = statuses.map { status in
            Comparison(baseline: Self.file(steady, [(RunStatus.key, status)]), current: Self.file(steady)).warnings
                .contains { $0.hasPrefix("the baseline run is not complete") }
        }
        #expect(warned == [false, false, true])
    }

    @Test("A pooled side is warned of when any of its runs did not complete, whichever status sorts first, with how many")
    func anIncompletePooledRunIsWarnedOf() {
        let steady = [Self.result(Self.steady)]
        let interrupted = "interrupted (3 of 21 measurements in 3 forks)"
        let statuses = ["complete", interrupted, interrupted]
        let pooled = ResultsFile(pooling: statuses.map { Self.file(steady, [(RunStatus.key, $0)]) })
        let warnings = Comparison(baseline: Self.file(steady, [RunStatus.complete().metadata]), current: pooled).warnings
        #expect(warnings == ["2 of the 3 current runs pooled are not complete (run_status: complete | \(interrupted))"])
        let complete = ResultsFile(pooling: ["complete", "complete (120 pairs in 20 pair rounds)"].map { Self.file(steady, [(RunStatus.key, $0)]) })
        #expect(Comparison(baseline: complete, current: complete).warnings.isEmpty)
    }
}
