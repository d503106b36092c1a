import SyncBenchCore

/// How often the intervals stated by several runs of one suite contain the median of all their medians: the
/// honest test of a stated confidence level, since a run that claims 93.75% should contain the next run's
/// figure about that often.
package struct IntervalCoverage: Sendable {
    /// One case over the runs.
    package struct Case: Sendable, Equatable {
        /// The case.
        package let key: CaseKey
        /// Each run's median (ns per op), in the order of the runs; failed runs of the case are left out.
        package let medians: [Double]
        /// The median of `medians`: the figure every run's interval should contain.
        package let target: Double
        /// The runs whose interval contains `target`.
        package let covered: Int
        /// The runs that stated an interval (of more than one sample).
        package let runs: Int
        /// The smallest coverage the runs' intervals claimed (`ci_level`), or nil when none stated one.
        package let statedLevel: Double?

        /// How far the runs' medians moved between runs: their range as a share of `target`.
        package let movement: Double
        /// How many times wider (about each run's own median) the intervals would have had to be for the share
        /// that `statedLevel` claims (of `runs`, rounded up) to contain `target`; at most 1 when they held their
        /// claim, nil when some interval has no room on the side where the target lies.
        package let wideningNeeded: Double?

        /// `covered` as a share of `runs`.
        package var share: Double { runs > 0 ? Double(covered) / Double(runs) : 0 }
    }

    /// Every case that at least two runs measured with an interval of some coverage, in the order of the first run.
    package let cases: [Case]

    /// The coverage of `runs`, each a results file of the same suite.
    package init(_ runs: [ResultsFile]) {
        var order: [CaseKey] = []
        var figures: [CaseKey: [(median: Double, interval: MedianInterval)]] = [:]
        for run in runs {
            for result in run.results where !result.status.isFailure {
                // An "interval" of one sample (one fork, or one window) states nothing to check.
                guard let median = result.nanosecondsPerOperation, let interval = MedianInterval(claiming: result.estimate) else { continue }
                let key = CaseKey(result)
                if figures[key] == nil { order.append(key) }
                figures[key, default: []].append((median, interval))
            }
        }
        cases = order.compactMap { key in
            guard let measured = figures[key], measured.count >= 2, let target = Sample(measured.map(\.median)).median else {
                return nil
            }
            let level = measured.map(\.interval.confidence).min()
            let medians = measured.map(\.median)
            return Case(
                key: key, medians: medians, target: target,
                covered: measured.filter { $0.interval.lower <= target && target <= $0.interval.upper }.count,
                runs: measured.count, statedLevel: level,
                movement: ((medians.max() ?? target) - (medians.min() ?? target)) / target,
                wideningNeeded: level.flatMap { Self.wideningNeeded(measured, target: target, level: $0) }
            )
        }
    }

    /// The smallest factor by which the intervals of `measured`, each widened about its own median, contain
    /// `target` in at least `level` of the runs (rounded up); nil when that takes an interval with no room on
    /// the target's side.
    static func wideningNeeded(_ measured: [(median: Double, interval: MedianInterval)], target: Double, level: Double) -> Double? {
        let factors = measured.map { median, interval -> Double in
            if target == median { return 0 }
            let room = target < median ? median - interval.lower : interval.upper - median
            return room > 0 ? abs(target - median) / room : .infinity
        }.sorted()
        let claimed = Int((level * Double(factors.count) - 1e-9).rounded(.up))
        let needed = factors[min(factors.count, max(1, claimed)) - 1]
        return needed.isFinite ? needed : nil
    }
}
