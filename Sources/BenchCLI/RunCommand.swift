import Foundation
import Suite
import SyncBench

/// `bench run`: measures the cases, writes the CSV after each one, prints the summary.
enum RunCommand {
    /// Runs the suite as `options` say.
    /// - Returns: `.success`; `.benchmarkFailed` when any case failed; `.interrupted` or `.terminated`
    ///   when a signal stopped the run (after writing what was measured); with `--baseline`, `.regression`
    ///   when the comparison found one (a failed case still wins), `.dataError` for a baseline that cannot be used.
    static func execute(_ options: RunOptions, catalog: Catalog, console: Console) throws(UsageError) -> ExitCode {
        if BuildInfo.isDebug && !options.allowDebug {
            throw UsageError(
                "refusing to measure in a debug build: use 'swift run -c release bench' (or pass --allow-debug)",
                usage: RunOptions.usage
            )
        }
        var catalog = catalog
        if options.injectDeadlock {
            catalog.locks.append(.lock(DeadlockingLock.self))
        }
        var chosen = try select(catalog, filter: options.filter)
        let target = try OutputTarget.resolve(options)
        let baseline: ResultsFile?
        do {
            baseline = try options.baseline.map(ResultsInput.read)
        } catch {
            console.err("bench: error: \(error)\n")
            return .dataError
        }
        let slowdown = options.slowdown.map { RunSlowdown.apply($0, to: &chosen.locks, console: console) } ?? []
        let environment = RunEnvironment.capture()
        let cases = options.matrix(effectiveCPUs: environment.effectiveCPUs).cases(chosen)
        let stop = StopSignal()
        let schedule = RunSchedule(cases: cases, options: options, stop: stop)
        announce(cases, schedule: schedule, environment: environment, target: target, console: console)
        if BuildInfo.isDebug {
            console.err("WARNING: debug build: these figures are not representative; use -c release\n")
        }

        let interrupts = InterruptHandler(stop: stop, console: console)
        defer { interrupts.restore() }
        let harness = HarnessCost.measure()
        console.err(Summary.harnessLine(harness, results: []))
        let busyWork = BusyWorkAccuracy.measure()
        console.err(Summary.busyWorkLine(busyWork))
        var progress = Progress(console: console, schedule: schedule)
        var file = ResultsFile(
            metadata: environment.metadata + harness.metadata + busyWork.metadata + slowdown
                + [("rounds", String(schedule.rounds)), ("run_status", "in_progress"), ("peak_rss_mib", "")],
            results: []
        )
        var measurements: [RunMeasurement] = []
        for step in schedule.steps {
            guard stop.reason == nil else { break }
            if step.round > 0 && file.results[step.caseIndex].status != .ok {
                progress.skip(step)
                continue
            }
            let benchmarkCase = cases[step.caseIndex]
            progress.starting(step, benchmarkCase)
            let plan = step.plan(batch: measurements.indices.contains(step.caseIndex) ? measurements[step.caseIndex].batchSize : nil)
            let measurement = benchmarkCase.subject.measure(plan)
            guard stop.reason == nil else {
                console.err("interrupted; this measurement is not recorded\n")
                break
            }
            let round = CaseResult(benchmarkCase, plan: plan, measurement: measurement, effectiveCPUs: environment.effectiveCPUs, harness: harness)
            if step.round == 0 {
                measurements.append(measurement)
                file.results.append(round)
            } else {
                measurements[step.caseIndex] = measurements[step.caseIndex].merging(measurement)
                file.results[step.caseIndex] = CaseResult(
                    benchmarkCase, plan: plan, measurement: measurements[step.caseIndex],
                    effectiveCPUs: environment.effectiveCPUs, harness: harness
                )
            }
            progress.finished(step, round: round, case: file.results[step.caseIndex])
            reportFailure(file.results[step.caseIndex], of: benchmarkCase, console: console)
            if step.round + 1 == step.rounds {
                reportNoise(file.results[step.caseIndex], of: benchmarkCase, console: console)
            }
            file.setMetadata("run_status", progress.isComplete ? "complete" : "in_progress (\(progress.status))")
            guard write(&file, to: target, console: console) else { return .cannotCreate }
        }

        if let signal = stop.reason {
            file.setMetadata("run_status", "interrupted (\(progress.status))")
            guard write(&file, to: target, console: console) else { return .cannotCreate }
            console.out(Summary.render(file, environment: environment, harness: harness))
            console.err("bench: interrupted after \(progress.status); what was measured is in \(target.path)\n")
            return .stopped(by: signal)
        }
        let executors = chosen.locks.filter { $0.role == .executor && $0.unavailableReason == nil }
        console.out(Summary.render(
            file, environment: environment, harness: harness, notes: executors.map { "\($0.name): \($0.summary)" }
        ))
        console.out("\nResults: \(target.path)\(target.latestCopy.map { " (also \($0))" } ?? "")\n")
        let outcome: ExitCode = file.results.contains { $0.status.isFailure } ? .benchmarkFailed : .success
        guard let baseline, let path = options.baseline else { return outcome }
        let compared = CompareCommand.report(
            baseline, file, names: (path, target.path), options: CompareOptions(baseline: path, current: target.path), console: console
        )
        return outcome == .benchmarkFailed ? outcome : compared
    }

    /// Writes `file` with the peak memory so far; false (after saying why) when it cannot be written.
    private static func write(_ file: inout ResultsFile, to target: OutputTarget, console: Console) -> Bool {
        file.setMetadata("peak_rss_mib", Summary.fixed(Double(ResourceSnapshot.peakResidentBytes()) / 1_048_576, places: 1))
        do {
            try target.write(file)
            return true
        } catch {
            console.err("bench: error: \(error)\n")
            return false
        }
    }

    /// Says loudly what went wrong with a case, over the rounds measured so far.
    private static func reportFailure(_ result: CaseResult, of benchmarkCase: BenchmarkCase, console: Console) {
        if result.status.isFailure {
            console.err("!!! \(benchmarkCase.label): \(Summary.explain(result.status))\n")
        }
        if case .timedOut(let stuck) = result.status {
            console.err("    its \(stuck.count) stuck thread(s) are left behind; the run goes on with the next case\n")
        }
    }

    /// Warns when other processes disturbed a case, over all its rounds.
    private static func reportNoise(_ result: CaseResult, of benchmarkCase: BenchmarkCase, console: Console) {
        if let cost = result.cost, cost.isNoisy {
            console.err(
                "warning: \(benchmarkCase.label) ran while other processes used \(Summary.format(cost.foreignCPUPercent))% "
                    + "of a CPU; its figures are marked noisy\n"
            )
        }
    }

    /// The catalog narrowed to the subjects whose names match `filter`.
    static func select(_ catalog: Catalog, filter: String?) throws(UsageError) -> Catalog {
        guard let filter else { return catalog }
        let pattern: Regex<AnyRegexOutput>
        do {
            pattern = try Regex(filter)
        } catch {
            throw UsageError("--filter '\(filter)' is not a valid regular expression", usage: RunOptions.usage)
        }
        let chosen = catalog.filtered { $0.contains(pattern) }
        guard chosen.entries.contains(where: { $0.subject.unavailableReason == nil }) else {
            var known: [String] = []
            for (_, subject) in catalog.entries where subject.unavailableReason == nil && !known.contains(subject.name) {
                known.append(subject.name)
            }
            throw UsageError(
                "--filter '\(filter)' matches no available primitive; known: \(known.joined(separator: ", "))",
                usage: RunOptions.usage
            )
        }
        return chosen
    }

    private static func announce(
        _ cases: [BenchmarkCase], schedule: RunSchedule, environment: RunEnvironment, target: OutputTarget, console: Console
    ) {
        let estimate = Double(schedule.expectedNanoseconds) / 1e9
        let rounds = schedule.rounds > 1 ? " in \(schedule.rounds) rounds (\(schedule.steps.count) measurements)" : ""
        console.err(
            "syncbench: \(cases.count) cases\(rounds), about \(Progress.clock(estimate)) (m:ss); "
                + "\(environment.effectiveCPUs) effective CPUs, so more threads than that are oversubscribed; "
                + "writing \(target.path)\n"
        )
    }
}
