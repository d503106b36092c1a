import SyncBench

/// `bench run`'s check of its rankings in pairs: once the suite is measured, the cheapest lock uncontended, the
/// fastest at the most threads within the CPUs, and each kernel's leader at each thread count are each measured
/// against their runner-up as `bench versus` measures two primitives (both in one fresh fork a round, back to
/// back), and so are the two best locks of each row of the decision table within the CPUs (`LockChoices`), where
/// they are not already among those; the ratios go into the results file, where the findings read them. Two
/// separate figures a few percent apart, measured minutes apart, cannot say which lock is cheaper; their pairs can.
///
/// The counter loop's pairs leave the workers to the scheduler, as the suite's own cases do. The kernels' pairs
/// pin them, turned from pair to pair as `bench versus` does, so that each pair records how far apart the host
/// placed the two CPUs and a ratio that depends on it shows as two (`PairedEstimate.byPlacement`).
struct FindingsPairing {
    /// One group of pairs, measured by one paired run: the cases as the runner-up measures them (the ratio's
    /// denominator) and as the leader does, and whether the workers are pinned.
    struct Group {
        var seconds: [BenchmarkCase] = []
        var firsts: [BenchmarkCase] = []
        var pinned: Bool
    }

    /// The counter loop's pairs, then the kernels'.
    let groups: [Group]

    /// The pairs `file`'s findings call for among `cases`, the run's own: none when a ranking has no runner-up.
    init(_ file: ResultsFile, cases: [BenchmarkCase]) {
        var counter = Group(pinned: false)
        var kernels = Group(pinned: true)
        func add(_ benchmark: Benchmark, workload: String?, threads: Int, _ leader: String, _ runnerUp: String, to group: inout Group) {
            func find(_ name: String) -> BenchmarkCase? {
                cases.first { candidate in
                    candidate.benchmark == benchmark && candidate.subject.name == name && candidate.threads == threads
                        && (workload.map { candidate.workload == $0 } ?? (candidate.parameters == WorkloadParameters()))
                }
            }
            guard let first = find(leader), let second = find(runnerUp) else { return }
            let known = zip(group.firsts, group.seconds).contains { Set([$0.label, $1.label]) == [first.label, second.label] }
            guard !known else { return }
            group.firsts.append(first)
            group.seconds.append(second)
        }
        let findings = Findings(file.results)
        for finding in findings.items {
            switch finding {
            case .cheapestUncontended(let cheapest):
                if let runnerUp = cheapest.runnerUp {
                    add(.uncontended, workload: nil, threads: 1, cheapest.best.primitive, runnerUp.primitive, to: &counter)
                }
            case .highestThroughput(let fastest) where !fastest.oversubscribed:
                if let runnerUp = fastest.runnerUp {
                    add(.contended, workload: nil, threads: fastest.best.threads, fastest.best.primitive, runnerUp.primitive, to: &counter)
                }
            case .kernelLeader(let leader):
                if let runnerUp = leader.runnerUp {
                    add(leader.benchmark, workload: leader.workload, threads: leader.best.threads, leader.best.primitive, runnerUp.primitive, to: &kernels)
                }
            default:
                break
            }
        }
        // The decision table's rows within the CPUs that the rankings did not pair: the table's two are fit locks,
        // which a ranking topped by a spinlock never pairs.
        for choice in findings.choices.rows where choice.benchmark != .inversion && !choice.chosen.figure.oversubscribed {
            guard let runnerUp = choice.runnerUp else { continue }
            let (leader, other) = (choice.chosen.figure.primitive, runnerUp.figure.primitive)
            if choice.benchmark.isKernel {
                add(choice.benchmark, workload: choice.shape, threads: choice.threads, leader, other, to: &kernels)
            } else {
                add(choice.benchmark, workload: nil, threads: choice.threads, leader, other, to: &counter)
            }
        }
        groups = [counter, kernels].filter { !$0.seconds.isEmpty }
    }

    /// Measures each group's pairs with `forks` within an equal share of `budgetNanoseconds`, showing the rounds
    /// on `display`, and records every estimate with a bounded interval in `file`.
    /// - Returns: how the pairing ended: the first group that did not complete, or completed.
    func measure(
        into file: inout ResultsFile, forks: ForkLauncher, budgetNanoseconds: UInt64, effectiveCPUs: Int, seed: UInt64, layout: LayoutChoice,
        stop: StopSignal, display: ProgressDisplay
    ) -> PairedRunner.Outcome {
        var outcome = PairedRunner.Outcome.completed
        let share = budgetNanoseconds / UInt64(max(1, groups.count))
        for (index, group) in groups.enumerated() where outcome == .completed {
            outcome = measure(
                group, into: &file, forks: forks, budgetNanoseconds: share, effectiveCPUs: effectiveCPUs, seed: seed &+ UInt64(index),
                layout: layout, stop: stop, display: display
            )
        }
        if let status = Self.runStatus(after: outcome) { file.setRunStatus(status) }
        return outcome
    }

    /// Measures one group's pairs.
    private func measure(
        _ group: Group, into file: inout ResultsFile, forks: ForkLauncher, budgetNanoseconds: UInt64, effectiveCPUs: Int, seed: UInt64,
        layout: LayoutChoice, stop: StopSignal, display: ProgressDisplay
    ) -> PairedRunner.Outcome {
        let runner = PairedRunner(
            .findings(leaders: group.firsts, forks: forks), cases: group.seconds,
            plans: group.seconds.map { EstimatePairs.plan(for: $0, stop: stop) },
            policy: .estimate(precision: EstimatePairs.standardPrecision, confidence: EstimatePairs.standardConfidence),
            budgetNanoseconds: budgetNanoseconds, effectiveCPUs: effectiveCPUs, seed: seed, stop: stop,
            cpus: group.pinned ? WorkerPlacement.allowedCPUs() : [], layout: layout
        )
        display.note(
            "pairing the findings' leaders with their runners-up\(group.pinned ? " (workers pinned)" : ""): "
                + zip(group.firsts, group.seconds).map { "\($0.subject.name) against \($1.subject.name) in \(Self.name($0))" }
                .joined(separator: ", ") + ", within \(ClockText.minutesSeconds(Double(budgetNanoseconds) / 1e9)) (m:ss)"
        )
        let (outcome, state) = runner.run { event, state in
            if case .roundStarted(let number, let open) = event {
                display.update("pairing the findings: pair round \(number), \(open) of \(state.cases.count) open")
            }
        }
        display.finish()
        for estimate in state.cases.compactMap(PairedEstimate.init) { file.record(estimate) }
        return outcome
    }

    /// `contended at 2 thread(s)`, `cache read95 at 1 thread(s)`.
    private static func name(_ benchmarkCase: BenchmarkCase) -> String {
        let workload = benchmarkCase.benchmark.isKernel ? " \(benchmarkCase.workload)" : ""
        return "\(benchmarkCase.benchmark.rawValue)\(workload) at \(benchmarkCase.threads) thread(s)"
    }

    /// The results file's `run_status` once the pairing ended as `outcome`, or nil to keep `complete`: every case
    /// was measured, so the run stays complete, and says how its findings' pairs ended when they did not.
    static func runStatus(after outcome: PairedRunner.Outcome) -> RunStatus? {
        switch outcome {
        case .completed: nil
        case .stopped(let signal): .complete("every case measured; the findings' pairs cut short by signal \(signal)")
        case .failed, .lostInARow: outcome.reason.map { .complete("every case measured; the findings' pairs ended early: \($0)") }
        }
    }
}
