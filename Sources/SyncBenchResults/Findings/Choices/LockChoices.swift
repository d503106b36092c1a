import SyncBenchCore

/// The decision table: for each scenario the run measured (`Scenario`), the lock to reach for among the locks fit
/// for application code (`ApplicationFitness`), computed from a results file's rows alone; and below it, the locks
/// it does not recommend and the scenarios it leaves out, each with the reason.
///
/// How a row is chosen (docs/findings.md says why):
/// - the candidates are the scenario's locks (and in the tasks kernel the actor) that are fit, whose case ran `ok`,
///   and that never failed to exclude; for thread priorities, only those whose wait the hold bounds;
/// - the best figure leads and the next is the runner-up; when the run measured the two in pairs, the pairs decide:
///   their interval holding 1 names both, and one leaving 1 out recommends the cheaper of the two in pairs;
///   without pairs, the two are told apart only when the intervals of their medians do not meet.
///
/// Where the host's placement of the CPUs decides a pair, the row's estimate carries its placements
/// (`PairedEstimate.byPlacement`), which the row mentions; a choice per placement belongs here when the run has
/// placement classes to choose by.
package struct LockChoices: Sendable, Equatable {
    /// A lock measured that the table does not recommend, and why.
    package struct Unrecommended: Sendable, Equatable {
        /// The lock's name.
        package var primitive: String
        /// Why: its waiters spin, or it does not say how they wait.
        package var fitness: ApplicationFitness
        /// Where it sinks beyond the CPUs in the counter loop, when it does: the reason, in this run's figures.
        package var sinks: Sinking?
    }

    /// A scenario the table leaves out, and why.
    package struct Omission: Sendable, Equatable {
        /// The scenario.
        package var scenario: Scenario
        /// Why: the run did not measure it, or measured no lock fit for application code there.
        package var reason: String
    }

    /// The rows, in the order of `Scenario.allCases`.
    package var rows: [LockChoice] = []
    /// The locks not recommended (their waiters spin, or they do not say), in the file's order.
    package var unrecommended: [Unrecommended] = []
    /// The locks that failed to exclude in some case, never recommended.
    package var failed: [String] = []
    /// The scenarios left out.
    package var omitted: [Omission] = []
    /// The placement of the workers' CPUs whose forks the contended rows read, where the run's forks fell under
    /// two (`PlacementView`); nil where they fell under one.
    package var placement: PlacementView.Basis?

    /// The table of `results`, with the estimates among `paired` of each row's two locks where the run made them.
    /// Where the run's forks fell under two placements, every contended figure is its forks' at the placement most
    /// of them had (`PlacementView`), and a note says so.
    package init(_ results: [CaseResult], paired: [PairedEstimate] = []) {
        self.init(PlacementView(results), paired: paired)
    }

    /// The table of `view`'s results, read at its main placement, naming the other placement's leader where it differs.
    init(_ view: PlacementView, paired: [PairedEstimate]) {
        self.init(ranking: view.main, paired: paired)
        placement = view.basis
        guard let other = view.other, let basis = view.basis else { return }
        let otherRows = LockChoices(ranking: other, paired: []).rows
        for index in rows.indices {
            guard let there = otherRows.first(where: { $0.scenario == rows[index].scenario }),
                  there.chosen.figure.primitive != rows[index].chosen.figure.primitive
            else { continue }
            let forks = other.first {
                $0.primitive == there.chosen.figure.primitive && $0.benchmark == there.benchmark && $0.threads == there.threads
                    && (there.shape == nil || $0.workload == there.shape)
            }?.forks ?? 0
            rows[index].elsewhere = LockChoice.Elsewhere(side: basis.side == .near ? .far : .near, chosen: there.chosen, forks: forks)
        }
    }

    /// The table of `results` as they are, each figure the case's own.
    private init(ranking results: [CaseResult], paired: [PairedEstimate]) {
        let broken = Findings.brokenLocks(results)
        let usablePlain = results.filter {
            $0.role == .lock && !broken.contains($0.primitive) && $0.status == .ok && $0.nanosecondsPerOperation != nil && $0.isPlainContended
        }
        for scenario in Scenario.allCases {
            guard let measured = scenario.measuredCase(in: results) else {
                omitted.append(Omission(scenario: scenario, reason: "not measured by this run (\(scenario.measuredBy))"))
                continue
            }
            switch Self.candidates(scenario, measured, broken: broken) {
            case .omitted(let omission):
                omitted.append(omission)
            case .ranked(let ranked):
                var choice = Self.choice(scenario, measured, ranked: ranked, paired: paired)
                if scenario == .withinCPUs {
                    choice.sinking = choice.named.compactMap { Findings.sinking($0, plain: usablePlain) }
                }
                rows.append(choice)
            }
        }
        for row in results where row.role == .lock {
            if broken.contains(row.primitive) {
                if !failed.contains(row.primitive) { failed.append(row.primitive) }
                continue
            }
            let fitness = ApplicationFitness(row)
            guard fitness != .fit, !unrecommended.contains(where: { $0.primitive == row.primitive }) else { continue }
            unrecommended.append(Unrecommended(primitive: row.primitive, fitness: fitness, sinks: Findings.sinking(row.primitive, plain: usablePlain)))
        }
    }

    /// Whether the table has nothing to say: no row, and no lock measured that it could name.
    package var isEmpty: Bool {
        rows.isEmpty && unrecommended.isEmpty && failed.isEmpty
    }

    /// A scenario's candidates, best first, or why it has none.
    private enum Candidates {
        case ranked([CaseResult])
        case omitted(Omission)
    }

    /// The fit locks of `measured` that ran `ok`, best figure first; or why there are none.
    private static func candidates(_ scenario: Scenario, _ measured: ScenarioCase, broken: Set<String>) -> Candidates {
        let ranked = measured.rows.filter {
            ($0.role == .lock || (scenario.ranksExecutors && $0.role == .executor)) && !broken.contains($0.primitive)
                && $0.status == .ok && $0.nanosecondsPerOperation != nil && ApplicationFitness($0) == .fit
        }
        .sorted { $0.nanosecondsPerOperation! < $1.nanosecondsPerOperation! }
        guard scenario == .threadPriorities else {
            let none = Omission(scenario: scenario, reason: "no lock fit for application code measured there (\(measured.description))")
            return ranked.isEmpty ? .omitted(none) : .ranked(ranked)
        }
        if ranked.isEmpty, let reason = measured.rows.lazy.compactMap(\.status.unavailableReason).first {
            return .omitted(Omission(scenario: scenario, reason: "not measured here: \(reason)"))
        }
        guard let workload = measured.rows.first?.workload, let hold = Findings.duration(named: "hold", in: workload),
              let burst = Findings.duration(named: "burst", in: workload)
        else { return .omitted(Omission(scenario: scenario, reason: "the inversion rows do not say their hold and burst")) }
        let bounded = ranked.filter { InversionOutcome.Bound(wait: $0.nanosecondsPerOperation!, hold: hold, burst: burst) == .hold }
        guard !bounded.isEmpty else {
            return .omitted(Omission(scenario: scenario, reason: "no lock fit for application code kept the high thread's wait within 10 times the hold"))
        }
        return .ranked(bounded)
    }

    /// The row for `ranked`, best first: the pairs decide between the two best when the run measured them, else
    /// their intervals.
    private static func choice(_ scenario: Scenario, _ measured: ScenarioCase, ranked: [CaseResult], paired: [PairedEstimate]) -> LockChoice {
        var (chosen, runnerUp) = (ranked[0], ranked.dropFirst().first)
        let estimate = runnerUp.flatMap {
            Findings.estimate(
                in: paired, benchmark: measured.benchmark, workload: measured.shape, threads: measured.threads, chosen.primitive, $0.primitive
            )
        }
        let resolved: Bool
        if let estimate {
            resolved = estimate.lower > 1 || estimate.upper < 1
            let cheaper = estimate.upper < 1 ? estimate.first : estimate.second
            if resolved, let other = runnerUp, cheaper == other.primitive { (chosen, runnerUp) = (other, chosen) }
        } else if let runnerUp, let mine = candidate(chosen, scenario).interval, let theirs = candidate(runnerUp, scenario).interval {
            resolved = !mine.overlaps(theirs)
        } else {
            resolved = runnerUp == nil
        }
        return LockChoice(
            scenario: scenario, benchmark: measured.benchmark, shape: measured.shape, threads: measured.threads,
            measured: measured.description, chosen: candidate(chosen, scenario),
            runnerUp: runnerUp.map { candidate($0, scenario) }, resolved: resolved, paired: estimate
        )
    }

    /// `row`'s figure and interval in `scenario`'s unit.
    private static func candidate(_ row: CaseResult, _ scenario: Scenario) -> LockChoice.Candidate {
        let interval = MedianInterval(claiming: row.estimate)
        switch scenario.unit {
        case .nanoseconds, .wait:
            return LockChoice.Candidate(
                figure: Findings.figure(row, \.nanosecondsPerOperation), interval: interval.map { $0.lower...$0.upper },
                footprintBytes: row.footprintBytes
            )
        case .throughput:
            return LockChoice.Candidate(
                figure: Findings.figure(row, \.operationsPerSecond), interval: interval.map { 1e9 / $0.upper...1e9 / $0.lower },
                footprintBytes: row.footprintBytes
            )
        }
    }
}
