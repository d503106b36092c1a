import SyncBench
import Platform

/// The words and figures of a comparison, shared by the text and Markdown reports.
enum ComparisonCells {
    /// The columns of the case table.
    static let caseHeader = [
        "benchmark", "primitive", "workload", "threads", "baseline ns/op", "current ns/op", "change", "p", "samples", "could call",
        "verdict",
    ]
    /// The columns of the case table holding words, not figures.
    static let caseWordColumns: Set<Int> = [0, 1, 2, 8, 10]

    /// One case's row: figures, the change of the median, the U-test's p, the verdict and its reason.
    static func caseRow(_ comparison: CaseComparison) -> [String] {
        let key = comparison.key
        let verdict = comparison.verdict.reason.map { "\(comparison.verdict.word): \($0)" } ?? comparison.verdict.word
        return [
            key.benchmark.rawValue, key.primitive, key.workload, String(key.threads),
            NumberText.figure(comparison.baselineMedian), NumberText.figure(comparison.currentMedian),
            change(comparison), comparison.pValue.map(NumberText.probability) ?? "-",
            samples(comparison), comparison.detectableSlowdown.map { ">" + NumberText.percent($0, places: 0) } ?? "-", verdict,
        ]
    }

    /// The change of the median, `+5.2%`; in a paired run with the interval of the ratio, `+5.2% [+3.1%, +7.4%]`.
    static func change(_ comparison: CaseComparison) -> String {
        guard let ratio = comparison.ratio else { return "-" }
        guard let paired = comparison.paired, paired.lower > 0, paired.upper.isFinite else { return NumberText.change(ratio) }
        return "\(NumberText.change(ratio)) [\(NumberText.change(paired.lower)), \(NumberText.change(paired.upper))]"
    }

    /// What the test compared: `5+5 forks` (their medians), `9+9 windows`, or in a paired run `24 pairs`; when the
    /// pairs parted by placement, the placement's: `331 far of 480 pairs` (the far pairs decided alone), `331 far + 140
    /// near pairs` (each tested apart; the row shows the first).
    static func samples(_ comparison: CaseComparison) -> String {
        guard let paired = comparison.paired else {
            return "\(comparison.baselineCount)+\(comparison.currentCount) \(comparison.overForks ? "forks" : "windows")"
        }
        guard let placement = paired.placement else { return "\(paired.pairs) pair\(paired.pairs == 1 ? "" : "s")" }
        if let other = placement.other, other.tested {
            return "\(paired.pairs) \(placement.side.rawValue) + \(other.pairs) \(other.side.rawValue) pairs"
        }
        return "\(paired.pairs) \(placement.side.rawValue) of \(paired.seen) pairs"
    }

    /// A line for each case of a paired run whose pairs parted by placement: which decided, and the other's ratio.
    /// `contended NSLock increment threads=2: the far pairs decided alone (round trip 341-445 ns; 40 near pairs: +1.2%
    /// [-0.5%, +3.0%], too few to test (under a third, or 20), shown only; 9 left out, their halves on either side)`.
    static func placementNotes(_ comparison: Comparison) -> [String] {
        comparison.cases.compactMap { item in
            guard let placement = item.paired?.placement else { return nil }
            let trips = "round trip \(NumberText.fixed(placement.roundTrip.lowerBound, places: 0))-\(NumberText.fixed(placement.roundTrip.upperBound, places: 0)) ns"
            var parts = [trips]
            if let other = placement.other {
                let ratio = other.interval.map {
                    "\(NumberText.change(exp($0.estimate))) [\(NumberText.change(exp($0.lower))), \(NumberText.change(exp($0.upper)))]"
                } ?? "too few to bound"
                let role = other.tested ? "tested apart, \(other.state?.rawValue ?? "open")" : "too few to test (under a third, or 20), shown only"
                parts.append("\(other.pairs) \(other.side.rawValue) pairs: \(ratio), \(role)")
            }
            if placement.leftOut > 0 { parts.append("\(placement.leftOut) left out, their halves on either side") }
            let decided = placement.other?.tested == true ? "each placement tested apart; shown" : "decided alone"
            return "\(item.key): the \(placement.side.rawValue) pairs \(decided) (\(parts.joined(separator: "; ")))"
        }
    }

    /// The columns of the curve table.
    static let curveHeader = ["primitive", "workload", "threads", "geomean ratio", "change", "peak at (baseline -> current)"]

    /// One primitive's curve: the geometric mean of its ratios and where its peak throughput lies in each file.
    static func curveRow(_ curve: CurveSummary) -> [String] {
        let moved = curve.baselinePeakThreads == curve.currentPeakThreads ? "" : " (moved)"
        return [
            curve.primitive, curve.workload, curve.threadCounts.map(String.init).joined(separator: ","),
            NumberText.fixed(curve.geometricMeanRatio, places: 3), NumberText.change(curve.geometricMeanRatio),
            "\(curve.baselinePeakThreads) -> \(curve.currentPeakThreads) threads\(moved)",
        ]
    }

    /// `1 regression, 0 improvements, 12 unchanged, 3 too noisy, 0 failed`, and `, 1 unavailable` when a case was:
    /// rare (an inversion where SCHED_FIFO is refused), so not worth a `0` on every other line.
    static func tally(_ comparison: Comparison) -> String {
        comparison.tally.compactMap { kind, count in
            guard kind != .unavailable || count > 0 else { return nil }
            let plural = count != 1 && (kind == .regression || kind == .improvement)
            return "\(count) \(kind.rawValue)\(plural ? "s" : "")"
        }.joined(separator: ", ")
    }

    /// What the comparison could have seen: `Slowdowns it could call: beyond 12.3% in the median case of 6 judged (...)`;
    /// for a paired run, the slowdowns it would call four times in five.
    static func sensitivity(_ comparison: Comparison) -> String {
        (comparison.basis.isPaired ? "Slowdowns it would call 4 times in 5: " : "Slowdowns it could call: ")
            + comparison.sensitivity.summary
    }

    /// `path`, and for a folder of runs how many were pooled: `baseline/ (3 runs pooled)`.
    static func side(_ path: String, runs: Int, code: Bool = false) -> String {
        let name = code ? "`\(path)`" : path
        return runs > 1 ? "\(name) (\(runs) runs pooled)" : name
    }

    /// The rules in one line: `threshold 5%, alpha 0.05`.
    static func rules(_ comparison: Comparison) -> String {
        switch comparison.basis {
        case .pairs(let paired, let cases):
            return "paired: threshold \(byThreads(paired.oneThread?.threshold, paired.threshold)), alpha \(paired.alpha) family-wise over "
                + "\(cases) case\(cases == 1 ? "" : "s") and up to \(paired.lookCount) looks each (Holm); "
                + "unchanged within ±\(byThreads(paired.oneThread?.margin, paired.margin)) at \(NumberText.percent(1 - paired.equivalenceAlpha, places: 0)) a case "
                + "(its interval at \(NumberText.percent(1 - paired.equivalenceLookAlpha, places: 1)))"
        case .storedRuns(let runs):
            let policy = comparison.policy
            let shared = runs.casesOverForks > 1 ? " (shared among the \(runs.casesOverForks) cases judged over forks)" : ""
            return "threshold \(NumberText.percent(policy.threshold, places: 1)), alpha \(policy.alpha)\(shared)"
                + (policy.judgeAll ? ", every case judged" : "")
        }
    }

    /// A limit of a paired run: `2.0%`, or `0.6% at one thread, 2.0% at more` when one-thread cases have their own.
    static func byThreads(_ oneThread: Double?, _ more: Double) -> String {
        guard let oneThread, oneThread != more else { return NumberText.percent(more, places: 1) }
        return "\(NumberText.percent(oneThread, places: 1)) at one thread, \(NumberText.percent(more, places: 1)) at more"
    }

    /// Every case key as `contended NSLock increment threads=2`, comma-separated.
    static func keys(_ keys: [CaseKey]) -> String {
        keys.map(\.description).joined(separator: ", ")
    }
}
