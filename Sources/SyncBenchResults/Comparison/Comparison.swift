import SyncBenchCore

/// Two results files compared case by case: the CI regression check.
///
/// Cases are matched by benchmark, primitive, workload and threads; a case in only one file is listed,
/// not fatal. Each matched case gets a `CaseComparison`; each primitive's contended curve a `CurveSummary`.
package struct Comparison: Sendable {
    /// The rules used: a paired run's threshold and alpha, in a paired run.
    package let policy: ComparisonPolicy
    /// What the verdicts rest on: two stored runs' samples, or a paired run's pairs.
    package let basis: Basis
    /// Every case in both files, worst first: regressions by falling ratio, then failures, then the rest by falling ratio.
    package let cases: [CaseComparison]
    /// Cases only the baseline has.
    package let onlyInBaseline: [CaseKey]
    /// Cases only the current file has.
    package let onlyInCurrent: [CaseKey]
    /// Each primitive's contended curve, in the order the current file measured them.
    package let curves: [CurveSummary]
    /// For each judged case, the slowdown beyond which it would have been called.
    package let sensitivity: Sensitivity
    /// Things a reader must know before trusting the verdicts: different machines, few windows, a slowed run,
    /// a machine too noisy to see a small regression.
    package let warnings: [String]

    /// The metadata whose differences make two files measure different things.
    package static let environmentKeys: [EnvironmentKey] = [.host, .platform, .cpuModel, .effectiveCPUs, .swift, .build]
    /// More such metadata, which files written before it was recorded lack: a difference is said only when both
    /// files record it.
    package static let recordedSinceKeys: [EnvironmentKey] = [.swiftRuntime]

    /// Compares `current` with `baseline` under `policy`.
    package init(baseline: ResultsFile, current: ResultsFile, policy: ComparisonPolicy = ComparisonPolicy()) {
        self.policy = policy
        let before = Dictionary(baseline.results.map { (CaseKey($0), $0) }, uniquingKeysWith: { first, _ in first })
        let afterKeys = Set(current.results.map(CaseKey.init))
        var seen: Set<CaseKey> = []
        var pairs: [(baseline: CaseResult, current: CaseResult)] = []
        for result in current.results {
            let key = CaseKey(result)
            guard let old = before[key], seen.insert(key).inserted else { continue }
            pairs.append((old, result))
        }
        let overForks = pairs.filter { policy.judgesOverForks($0.baseline, $0.current) }.count
        let cases = pairs.map { CaseComparison(baseline: $0.baseline, current: $0.current, policy: policy, casesOverForks: overForks) }
        self.cases = cases.sorted(by: Self.worseFirst)
        onlyInBaseline = Self.unique(baseline.results.map(CaseKey.init).filter { !afterKeys.contains($0) })
        onlyInCurrent = Self.unique(current.results.map(CaseKey.init).filter { before[$0] == nil })
        curves = CurveSummary.summaries(of: cases)
        sensitivity = Sensitivity(cases)
        basis = .storedRuns(
            StoredRuns(
                baselineRuns: baseline.metadata(ResultsFile.pooledRunsKey).flatMap { Int($0) } ?? 1,
                currentRuns: current.metadata(ResultsFile.pooledRunsKey).flatMap { Int($0) } ?? 1, casesOverForks: overForks
            )
        )
        let blind = BlindCases(sensitivity.blindness)
        warnings = Self.environmentWarnings(baseline, current) + Self.completionWarnings(baseline, current)
            + Self.hostWarnings(baseline, current) + Self.placementWarnings(baseline, current) + Self.sampleWarnings(cases)
            + Self.sensitivityWarnings(
                sensitivity, threshold: policy.threshold, blind: (blind.why, blind.advice), advice: "compare again when the machine is quieter"
            )
    }

    /// The comparison of a paired run, from cases already judged by their pairs (see `PairedComparison`), of
    /// which `sharingAlpha` shared alpha.
    package init(
        paired: PairedPolicy, sharingAlpha: Int, cases: [CaseComparison], onlyInBaseline: [CaseKey], onlyInCurrent: [CaseKey],
        warnings: [String]
    ) {
        policy = ComparisonPolicy(threshold: paired.threshold, alpha: paired.alpha, judgeAll: true)
        basis = .pairs(paired, sharingAlpha: sharingAlpha)
        self.cases = cases.sorted(by: Self.worseFirst)
        self.onlyInBaseline = onlyInBaseline
        self.onlyInCurrent = onlyInCurrent
        curves = CurveSummary.summaries(of: cases)
        sensitivity = Sensitivity(cases)
        self.warnings = warnings
            + Self.sensitivityWarnings(
                sensitivity, threshold: paired.threshold, blind: (why: "too few pairs", advice: "give the run a longer --budget"),
                advice: "give the run a longer --budget"
            )
    }

    /// Whether any case regressed: `bench compare` then exits 2.
    package var hasRegression: Bool {
        cases.contains { $0.verdict == .regression }
    }

    /// How many cases got each kind of verdict, in the order regression, improvement, unchanged, too noisy, failed,
    /// unavailable.
    package var tally: [(kind: Verdict.Kind, count: Int)] {
        Verdict.Kind.allCases.map { kind in (kind, cases.filter { $0.verdict.kind == kind }.count) }
    }

    private static func worseFirst(_ lhs: CaseComparison, _ rhs: CaseComparison) -> Bool {
        func rank(_ verdict: Verdict) -> Int {
            switch verdict {
            case .regression: 0
            case .failed: 1
            default: 2
            }
        }
        let ranks = (rank(lhs.verdict), rank(rhs.verdict))
        if ranks.0 != ranks.1 { return ranks.0 < ranks.1 }
        let ratios = (lhs.ratio ?? 1, rhs.ratio ?? 1)
        return ratios.0 != ratios.1 ? ratios.0 > ratios.1 : lhs.key < rhs.key
    }

    private static func unique(_ keys: [CaseKey]) -> [CaseKey] {
        var seen: Set<CaseKey> = []
        return keys.filter { seen.insert($0).inserted }
    }

    private static func environmentWarnings(_ baseline: ResultsFile, _ current: ResultsFile) -> [String] {
        var warnings = (environmentKeys + recordedSinceKeys).compactMap { key -> String? in
            let (before, after) = (baseline.metadata(key), current.metadata(key))
            if recordedSinceKeys.contains(key), before == nil || after == nil { return nil }
            guard before != after else { return nil }
            return "\(key.rawValue) differs: baseline '\(before ?? "unknown")', current '\(after ?? "unknown")'; the files were not measured alike"
        }
        for (name, file) in [("baseline", baseline), ("current", current)] {
            if let slowdown = file.metadata("slowdown") {
                warnings.append("the \(name) was recorded with --slowdown \(slowdown): deliberately slowed locks, for validating compare only")
            }
        }
        return warnings
    }

    /// A warning for each side whose run, or any of whose pooled runs, did not complete: a pooled side says how
    /// many of its runs, since its `run_status` lists each distinct status once, in sorted order.
    static func completionWarnings(_ baseline: ResultsFile, _ current: ResultsFile) -> [String] {
        [("baseline", baseline), ("current", current)].compactMap { name, file in
            let incomplete = file.incompleteRuns
            guard incomplete > 0 else { return nil }
            let status = file.runStatus?.description ?? "unknown"
            let runs = file.metadata(ResultsFile.pooledRunsKey).flatMap { Int($0) } ?? 1
            guard runs > 1 else { return "the \(name) run is not complete (run_status: \(status))" }
            return "\(incomplete) of the \(runs) \(name) runs pooled \(incomplete == 1 ? "is" : "are") not complete (run_status: \(status))"
        }
    }

    /// A warning when the two files' host probes lie further apart than the steadiness threshold, case by case
    /// (the median over the cases both carry a probe for of the current case's median reading over the
    /// baseline's, since the probe reads apart after different kinds of case): the host ran at another speed
    /// for each, and a change between them may be the host's.
    static func hostWarnings(_ baseline: ResultsFile, _ current: ResultsFile) -> [String] {
        let before = baseline.probeMedians
        let after = current.probeMedians
        let ratios = before.compactMap { key, reading in after[key].map { $0 / reading } }
        guard let ratio = Sample(ratios).median, abs(ratio - 1) > HostSteadiness.standardThreshold else { return [] }
        return [
            "the host ran at another speed: case by case, its probe read \(NumberText.change(ratio)) for the current file against the "
                + "baseline (the median over \(ratios.count) case\(ratios.count == 1 ? "" : "s"), beyond "
                + "\(NumberText.percent(HostSteadiness.standardThreshold, places: 0))); a change between them may be the host's: measure both in one run with 'bench ab'"
        ]
    }

    /// A warning for each thread count at which the workers' round trips (`placementRoundTrips`) of the two files
    /// sit a `PlacementGap.factor` or more apart, median against median: the host put the workers' CPUs at another
    /// distance for each, and a contended lock's cost follows that distance (docs/placement.md).
    static func placementWarnings(_ baseline: ResultsFile, _ current: ResultsFile) -> [String] {
        let threads = Set(baseline.results.map(\.threads)).intersection(current.results.map(\.threads)).sorted()
        return threads.compactMap { count in
            guard let before = baseline.placementRoundTrip(threads: count), let after = current.placementRoundTrip(threads: count),
                  max(before, after) >= PlacementGap.factor * min(before, after)
            else { return nil }
            return "the workers' CPUs sat at another distance at \(count) threads: their round trip's median read "
                + "\(NumberText.figure(before)) ns in the baseline and \(NumberText.figure(after)) ns in the current file; a contended "
                + "figure follows that distance, so a change there may be the host's placement (docs/placement.md)"
        }
    }

    /// A warning when, in half of the cases compare judges, only a slowdown of more than twice the threshold
    /// (or none at all) could have been called: then a pass says little, since a smaller regression would have
    /// passed too. When half or more could call none, `blind` says what left them blind and what to do about
    /// it; otherwise `advice` says what to do about a machine that noisy.
    static func sensitivityWarnings(
        _ sensitivity: Sensitivity, threshold: Double, blind: (why: String, advice: String), advice: String
    ) -> [String] {
        guard sensitivity.judged > 0 else { return [] }
        let judged = sensitivity.judged
        guard let median = sensitivity.median else {
            return [
                "no slowdown could have been called in \(sensitivity.blind) of the \(judged) case\(judged == 1 ? "" : "s") compare "
                    + "judges (\(blind.why)): a pass says little; \(blind.advice)"
            ]
        }
        guard median > 2 * threshold else { return [] }
        return [
            "in \(judged == 1 ? "the one case" : "half of the \(judged) cases") compare judges only a slowdown beyond "
                + "\(NumberText.percent(median)) could have been called (threshold \(NumberText.percent(threshold))): smaller "
                + "regressions pass unseen on a machine this noisy; \(advice)"
        ]
    }

    private static func sampleWarnings(_ cases: [CaseComparison]) -> [String] {
        let fewest = cases.filter { !$0.overForks && !$0.verdict.isSetAside }.map { min($0.baselineCount, $0.currentCount) }.min() ?? .max
        guard fewest < ComparisonPolicy.recommendedSamples else { return [] }
        return [
            "some cases have only \(fewest) window\(fewest == 1 ? "" : "s") on a side; the U-test needs about "
                + "\(ComparisonPolicy.recommendedSamples) per side to see small changes (bench run --repetitions \(ComparisonPolicy.recommendedSamples))"
        ]
    }
}
