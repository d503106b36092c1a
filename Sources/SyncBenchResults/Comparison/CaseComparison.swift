import SyncBenchCore

/// One case found in both files: its figures side by side, the test, and the verdict.
package struct CaseComparison: Sendable, Equatable {
    /// The case.
    package let key: CaseKey
    /// The baseline's ns per op as its file gives it (`CaseResult.nanosecondsPerOperation`, the `ns_per_op`
    /// column): the median of its forks' medians when it was measured in forks, else of its windows; in a
    /// paired run the median of the baseline halves of the pairs seen. Nil when it has no samples. With 2 to 4
    /// forks the test is on the windows, whose median can differ from this figure: `ratio` is theirs.
    package let baselineMedian: Double?
    /// The current side's ns per op as its file gives it, as `baselineMedian`; nil when it has no samples.
    package let currentMedian: Double?
    /// Samples in the baseline: its forks when the case is judged over forks, else its windows.
    package let baselineCount: Int
    /// Samples in the current file: its forks when the case is judged over forks, else its windows.
    package let currentCount: Int
    /// Whether the samples are the forks' medians (both files measured the case in enough forks), so that the
    /// test, the intervals and the detectable slowdown see how processes differ, not only how windows do.
    package let overForks: Bool
    /// The current samples' median over the baseline's, of the samples the test compared (the forks' medians
    /// when judged over forks, else the windows); in a paired run the pairs' estimate. Above 1 is slower.
    package let ratio: Double?
    /// What the verdict rests on: a test of two stored runs' samples, or a paired run's pairs.
    package let evidence: Evidence
    /// The wider of the two medians' confidence intervals (`MedianInterval`), relative to its median.
    package let spread: Double?
    /// What the comparison concludes.
    package let verdict: Verdict
    /// The slowdown beyond which the rules would have called one for this case, 0.12 for 12% (see
    /// `ComparisonPolicy.detectableSlowdown`); nil for a case compare does not judge (failed, measured under
    /// load, dependent on other threads) or cannot (too few windows).
    package let detectableSlowdown: Double?
    /// Why the case could call no slowdown at all: set for a judged case without a `detectableSlowdown`, else nil.
    package let blindness: Blindness?

    /// Compares one case's two results under `policy`; failed and unavailable cases are listed, not tested.
    /// - Parameter casesOverForks: how many cases of the whole comparison are judged over forks; a case judged
    ///   over forks must reach `alpha` shared among them (see `ComparisonPolicy.sharingAlpha(among:)`).
    package init(baseline: CaseResult, current: CaseResult, policy: ComparisonPolicy, casesOverForks: Int = 1) {
        key = CaseKey(current)
        overForks = policy.judgesOverForks(baseline, current)
        let policy = overForks ? policy.sharingAlpha(among: casesOverForks) : policy
        let before = overForks ? baseline.estimate : baseline.sample
        let after = overForks ? current.estimate : current.sample
        let (baseMedian, currentMedian) = (before.median, after.median)
        let ratio = baseMedian.flatMap { base in currentMedian.map { $0 / base } }
        let test = MannWhitneyU(after.sorted, before.sorted)
        let intervals = (baseline: MedianInterval(before), current: MedianInterval(after))
        let spread = Self.relativeWidth(intervals.baseline, baseMedian).flatMap { base in
            Self.relativeWidth(intervals.current, currentMedian).map { max(base, $0) }
        }
        // Over forks, each sample is a process: the interval rule already asks every process to have moved.
        let roundRatios = overForks ? nil : Self.roundRatios(baseline, current)
        // What the files say the case costs, whatever the test compared: with 2 to 4 forks that is the median of
        // the forks' medians, while the test (and the ratio) are on the windows.
        baselineMedian = baseline.nanosecondsPerOperation
        self.currentMedian = current.nanosecondsPerOperation
        baselineCount = before.count
        currentCount = after.count
        self.ratio = ratio
        evidence = .test(test)
        self.spread = spread
        verdict = Self.judge(
            baseline, current, counts: (before.count, after.count), overForks: overForks, ratio: ratio, test: test, spread: spread,
            intervals: intervals, roundRatios: roundRatios, policy: policy
        )
        detectableSlowdown = verdict.couldCallAChange
            ? policy.detectableSlowdown(baseline: before, current: after, roundRatios: roundRatios)
            : nil
        blindness = verdict.isJudged && detectableSlowdown == nil
            ? Blindness(verdict: verdict, baseline: before, current: after, overForks: overForks, policy: policy)
            : nil
    }

    /// A case of a paired run, judged by its pairs (see `PairedComparison`): the ratio is the pairs' estimate,
    /// the samples are the pairs, and the spread is the width of the ratio's interval.
    package init(
        key: CaseKey, baselineMedian: Double?, currentMedian: Double?, paired: PairedEvidence?, verdict: Verdict, detectableSlowdown: Double?
    ) {
        self.key = key
        self.baselineMedian = baselineMedian
        self.currentMedian = currentMedian
        baselineCount = paired?.pairs ?? 0
        currentCount = paired?.pairs ?? 0
        overForks = true
        ratio = paired?.ratio
        evidence = .pairs(paired)
        spread = paired.flatMap { $0.lower > 0 && $0.upper.isFinite ? $0.upper / $0.lower - 1 : nil }
        self.verdict = verdict
        self.detectableSlowdown = detectableSlowdown
        // A judged paired case that could call nothing had too few pairs for its looks' levels.
        blindness = verdict.isJudged && detectableSlowdown == nil ? .tooFewSamples : nil
    }

    /// What a case's verdict rests on.
    package enum Evidence: Sendable, Equatable {
        /// Two stored runs: the U-test of the current samples against the baseline's; nil when a side has none.
        case test(MannWhitneyU?)
        /// A paired run (`bench ab`): the pairs and what they say; nil before the case's first look.
        case pairs(PairedEvidence?)
    }

    /// The U-test of two stored runs' samples; nil in a paired run, or when a side has no samples.
    package var test: MannWhitneyU? {
        if case .test(let test) = evidence { test } else { nil }
    }

    /// The pairs of a paired run; nil for two stored runs compared, or before the case's first look.
    package var paired: PairedEvidence? {
        if case .pairs(let pairs) = evidence { pairs } else { nil }
    }

    /// The p-value the verdict rests on: the U-test's, or in a paired run the pairs' after Holm's adjustment.
    package var pValue: Double? { paired?.adjustedPValue ?? test?.pValue }

    private static func judge(
        _ baseline: CaseResult, _ current: CaseResult, counts: (Int, Int), overForks: Bool, ratio: Double?, test: MannWhitneyU?,
        spread: Double?,
        intervals: (baseline: MedianInterval?, current: MedianInterval?), roundRatios: ClosedRange<Double>?, policy: ComparisonPolicy
    ) -> Verdict {
        if let setAside = Verdict.setAside(baseline: baseline.status, current: current.status) { return setAside }
        // Not judged at all comes first, so that a busy machine does not make such a case count as judged. Over
        // forks every case is judged: the samples then carry what varies from one process to the next.
        if !policy.judgeAll && !overForks && !isOneThreadsOwnWork(current) {
            return .tooNoisy(.dependsOnOtherThreads)
        }
        if let load = foreignLoad(baseline, current) {
            return .tooNoisy(load)
        }
        guard min(counts.0, counts.1) >= policy.minimumSamples, let ratio, let test, let spread,
              let before = intervals.baseline, let after = intervals.current
        else {
            return .tooNoisy(.tooFewSamples(baseline: counts.0, current: counts.1, minimum: policy.minimumSamples))
        }
        return policy.verdict(
            ratio: ratio, pValue: test.pValue, spread: spread, intervals: (before, after), roundRatios: roundRatios
        )
    }

    /// Whether a case's figure is one thread's own work: a lock, control or twin, uncontended or alone, in the
    /// counter loop or a kernel run on the engine's own thread (not the tasks kernel, whose task runs where the
    /// pool puts it).
    ///
    /// Every other figure depends on other threads (a contended handoff, a wake-up, a queue's worker, the
    /// scheduler's placement), which the scheduler arranges anew in each run: the same build can move several
    /// times over between runs while each run's windows agree within a few percent (docs/compare.md), so a
    /// test of the windows would call noise a regression.
    static func isOneThreadsOwnWork(_ result: CaseResult) -> Bool {
        let ownWork = [Benchmark.uncontended, .contended, .cache, .queue, .striped, .kernel].contains(result.benchmark)
        let selfContained = [Subject.Role.lock, .control, .twin].contains(result.role ?? .lock)
        return ownWork && result.threads == 1 && selfContained
    }

    /// The smallest and largest ratio of a current round's median to a baseline round's, when both sides
    /// were measured in rounds.
    static func roundRatios(_ baseline: CaseResult, _ current: CaseResult) -> ClosedRange<Double>? {
        guard let before = baseline.roundMedians, let after = current.roundMedians,
              let slowestBefore = before.max(), let fastestBefore = before.min(), fastestBefore > 0,
              let slowestAfter = after.max(), let fastestAfter = after.min()
        else { return nil }
        return (fastestAfter / slowestBefore)...(slowestAfter / fastestBefore)
    }

    /// Why a case cannot be judged when either side was measured under foreign load, or nil.
    private static func foreignLoad(_ baseline: CaseResult, _ current: CaseResult) -> Verdict.NoiseReason? {
        let noisy = (baseline.cost?.isNoisy == true, current.cost?.isNoisy == true)
        let side: Verdict.Side
        switch noisy {
        case (true, true): side = .both
        case (true, false): side = .baseline
        case (false, true): side = .current
        case (false, false): return nil
        }
        let worst = max(baseline.cost?.foreignCPUPercent ?? 0, current.cost?.foreignCPUPercent ?? 0)
        return .measuredUnderLoad(side: side, foreignCPUPercent: worst)
    }

    /// The width of a median's confidence interval over the median; nil for an empty sample or a zero median.
    private static func relativeWidth(_ interval: MedianInterval?, _ median: Double?) -> Double? {
        guard let interval, let median, median > 0 else { return nil }
        return (interval.upper - interval.lower) / median
    }
}
