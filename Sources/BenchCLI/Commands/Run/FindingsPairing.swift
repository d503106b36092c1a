import SyncBench

/// `bench run`'s check of its two rankings in pairs: once the suite is measured, the cheapest lock uncontended
/// and the fastest at the most threads within the CPUs are each measured against their runner-up as
/// `bench versus` measures two primitives (both in one fresh fork a round, back to back, the workers left to the
/// scheduler as in the suite's own cases), and the ratios go into the results file, where the findings read them. Two separate figures a few percent apart, measured minutes
/// apart, cannot say which lock is cheaper; their pairs can.
struct FindingsPairing {
    /// The cases, as the runner-up measures them (the ratio's denominator) and as the leader does.
    let seconds: [BenchmarkCase]
    let firsts: [BenchmarkCase]

    /// The pairs `file`'s findings call for among `catalog`'s subjects: none when a ranking has no runner-up.
    init(_ file: ResultsFile, catalog: Catalog) {
        var pairs: [(BenchmarkCase, BenchmarkCase)] = []
        for finding in Findings(file.results).items {
            let ranking: (Benchmark, FindingFigure, FindingFigure?)? =
                switch finding {
                case .cheapestUncontended(let cheapest): (.uncontended, cheapest.best, cheapest.runnerUp)
                case .highestThroughput(let fastest) where !fastest.oversubscribed: (.contended, fastest.best, fastest.runnerUp)
                default: nil
                }
            guard let (benchmark, best, runnerUp) = ranking, let runnerUp,
                  let leader = catalog.subject(named: best.primitive, measuredBy: benchmark),
                  let other = catalog.subject(named: runnerUp.primitive, measuredBy: benchmark)
            else { continue }
            pairs.append((
                BenchmarkCase(benchmark: benchmark, subject: other, threads: best.threads),
                BenchmarkCase(benchmark: benchmark, subject: leader, threads: best.threads)
            ))
        }
        seconds = pairs.map(\.0)
        firsts = pairs.map(\.1)
    }

    /// Measures the pairs with `forks` within `budgetNanoseconds`, showing the rounds on `display`, and records
    /// every estimate with a bounded interval in `file`.
    /// - Returns: how the pairing ended.
    func measure(
        into file: inout ResultsFile, forks: ForkLauncher, budgetNanoseconds: UInt64, effectiveCPUs: Int, seed: UInt64, layout: LayoutChoice,
        stop: StopSignal, display: ProgressDisplay
    ) -> PairedRunner.Outcome {
        guard !seconds.isEmpty else { return .completed }
        let runner = PairedRunner(
            cases: seconds, plans: seconds.map { EstimatePairs.plan(for: $0, stop: stop) }, baseline: forks, current: forks,
            policy: .estimate(precision: EstimatePairs.standardPrecision, confidence: EstimatePairs.standardConfidence),
            budgetNanoseconds: budgetNanoseconds, effectiveCPUs: effectiveCPUs, seed: seed, stop: stop, cpus: [], layout: layout,
            currentCases: firsts, sharedForks: true
        )
        display.note(
            "pairing the findings' leaders with their runners-up: "
                + zip(firsts, seconds).map { "\($0.subject.name) against \($1.subject.name) at \($0.threads) thread(s)" }.joined(separator: ", ")
                + ", within \(ClockText.minutesSeconds(Double(budgetNanoseconds) / 1e9)) (m:ss)"
        )
        let (outcome, state) = runner.run { event, state in
            if case .roundStarted(let number, let open) = event {
                display.update("pairing the findings: pair round \(number), \(open) of \(state.cases.count) open")
            }
        }
        display.finish()
        for estimate in state.cases.compactMap(PairedEstimate.init) { file.record(estimate) }
        if let status = Self.runStatus(after: outcome) { file.setMetadata("run_status", status) }
        return outcome
    }

    /// The results file's `run_status` once the pairing ended as `outcome`, or nil to keep `complete`: every case
    /// was measured, so the run stays complete, and says how its findings' pairs ended when they did not.
    static func runStatus(after outcome: PairedRunner.Outcome) -> String? {
        switch outcome {
        case .completed: nil
        case .stopped(let signal): "complete (every case measured; the findings' pairs cut short by signal \(signal))"
        case .failed, .lostInARow: outcome.reason.map { "complete (every case measured; the findings' pairs ended early: \($0))" }
        }
    }
}
