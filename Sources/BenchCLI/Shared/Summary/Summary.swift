import Foundation
import SyncBench

/// The readable summary printed at the end of a run.
enum Summary {
    /// The whole summary, so that its first screen says what matters: the environment and host lines, the
    /// findings, and the failed, noisy and disturbed cases; then, after a heading, every table.
    /// - Parameters:
    ///   - notes: how the executors among the subjects differ from locks (their workers, their operation).
    ///   - terminal: where the summary goes; on a terminal that takes colour, failures are red (their section
    ///     and the FAILED cells) and the sections and marks of disturbed cases yellow.
    static func render(
        _ file: ResultsFile, environment: RunEnvironment, harness: HarnessCost, notes: [String] = [], terminal: Terminal = .file
    ) -> String {
        let identity = environment.cpuIdentity == "unknown" ? "" : " (\(environment.cpuIdentity))"
        var text = "\nsyncbench on \(environment.platform), \(environment.cpuModel)\(identity), "
            + "\(environment.effectiveCPUs) effective CPUs, Swift \(environment.swiftVersion), \(environment.buildConfiguration) build"
            + (environment.swiftRuntime == .static ? ", Swift runtime linked statically" : "") + "\n"
        if let host = file.metadata(ResultsFile.hostSteadinessKey) {
            text += "Host: \(host)\n"
        }
        if let episodes = file.metadata(ResultsFile.hostEpisodesKey), !(file.hostEpisodes?.episodes.isEmpty ?? true) {
            text += "Host episodes: \(episodes)\n"
        }
        text += intervalScope(file)
        if let slowdown = file.metadata("slowdown") {
            text += "DELIBERATELY SLOWED RUN (--slowdown \(slowdown)): every lock does extra work inside it; "
                + "for validating 'bench compare', not a real measurement\n"
        }
        text += findings(file)
        text += terminal.paint(failures(file.results), .red)
        text += terminal.paint(noise(file.results), .yellow)
        text += terminal.paint(hostOff(file.results), .yellow)
        text += terminal.paint(forks(file.results), .yellow)
        text += placement(file)
        text += "\n== Full tables (~ noisy, # host off, ! forks disagree, * oversubscribed) ==\n"
        text += uncontended(file.results, terminal: terminal)
        text += twins(file.results)
        text += contended(file.results, effectiveCPUs: environment.effectiveCPUs, terminal: terminal)
        text += notes.isEmpty ? "" : "  Executors, not locks:\n" + notes.map { "    \($0)\n" }.joined()
        text += fairness(file.results, effectiveCPUs: environment.effectiveCPUs, terminal: terminal)
        text += kernels(file.results, effectiveCPUs: environment.effectiveCPUs, terminal: terminal)
        text += sweep(file.results, effectiveCPUs: environment.effectiveCPUs, terminal: terminal)
        text += readWriteMix(file.results, terminal: terminal)
        text += handoff(file.results, terminal: terminal)
        text += coordination(file.results, terminal: terminal)
        text += inversion(file.results, setting: environment.traits.inversionSetting, terminal: terminal)
        text += explosion(file.results)
        text += waiting(file.results, effectiveCPUs: environment.effectiveCPUs)
        text += platform(environment.traits)
        text += "\n" + harnessLine(harness, results: file.results)
        if let peak = file.metadata("peak_rss_mib"), !peak.isEmpty {
            text += "Peak memory (resident): \(peak) MiB\n"
        }
        return text
    }

    /// What the run's intervals cover (`IntervalScope`), at the level they claim.
    static func intervalScope(_ file: ResultsFile) -> String {
        guard let scope = file.metadata(IntervalScope.key) else { return "" }
        let level = file.results.lazy.compactMap { MedianInterval($0.estimate)?.confidence }.first
        return "Intervals\(level.map { " (\(NumberText.percent($0, places: 2)))" } ?? ""): \(scope)\n"
    }

    /// What the harness costs, and at most how much of that lands on each operation in `results`.
    static func harnessLine(_ harness: HarnessCost, results: [CaseResult]) -> String {
        var line = "Harness: a clock read costs \(NumberText.figure(harness.clockReadNanoseconds)) ns (none inside a batch); "
            + "a batch's bookkeeping costs \(NumberText.figure(harness.batchOverheadNanoseconds)) ns"
        if let worst = results.compactMap(\.harnessNanosecondsPerOperation).max() {
            line += ", at most \(NumberText.figure(worst)) ns per operation in this run"
        }
        return line + "\n"
    }

    static func uncontended(_ results: [CaseResult], terminal: Terminal) -> String {
        let rows = results.filter { $0.benchmark == .uncontended }
        guard !rows.isEmpty else { return "" }
        var table = TextTable(header: ["primitive", "ns/op", "CI of median", "cv", "status"])
        for result in rows {
            let interval = MedianInterval(result.estimate)
            table.rows.append([
                result.primitive,
                NumberText.figure(result.nanosecondsPerOperation) + marks(result, terminal: terminal),
                interval.map { "[\(NumberText.figure($0.lower)), \(NumberText.figure($0.upper))] \(NumberText.percent($0.confidence, places: 1))" } ?? "-",
                result.sample.coefficientOfVariation.map { NumberText.percent($0, places: 1) } ?? "-",
                statusWord(result, terminal: terminal),
            ])
        }
        let over = rows[0].forks > 1 ? "the median of \(rows[0].forks) forks' medians" : "median of \(rows[0].samples.count) windows"
        return "\nUncontended: ns per lock/unlock pair, \(over) (cv: over all windows)\n" + table.render()
    }

    /// Each C twin beside the Swift subject it mirrors: what the Swift wrapper costs, uncontended.
    static func twins(_ results: [CaseResult]) -> String {
        let uncontended = results.filter { $0.benchmark == .uncontended }
        var table = TextTable(header: ["Swift primitive", "Swift ns/op", "C twin", "C ns/op", "Swift / C"])
        for (swift, c) in CTwinPairs.all {
            guard let swiftResult = uncontended.first(where: { $0.primitive == swift }),
                  let cResult = uncontended.first(where: { $0.primitive == c }),
                  let swiftCost = swiftResult.nanosecondsPerOperation, let cCost = cResult.nanosecondsPerOperation
            else { continue }
            table.rows.append([swift, NumberText.figure(swiftCost), c, NumberText.figure(cCost), NumberText.fixed(swiftCost / cCost, places: 3)])
        }
        guard !table.rows.isEmpty else { return "" }
        return "\nSwift wrapper overhead, uncontended (the same loop written in C)\n" + table.render()
    }

    static func contended(_ results: [CaseResult], effectiveCPUs: Int, terminal: Terminal) -> String {
        let rows = plainContended(results)
        guard !rows.isEmpty else { return "" }
        let threadCounts = Array(Set(rows.map(\.threads))).sorted()
        var table = TextTable(header: ["primitive"] + threadCounts.map { "\($0)\($0 > effectiveCPUs ? "*" : "")" })
        for primitive in orderedPrimitives(rows) {
            table.rows.append([primitive] + threadCounts.map { threads in
                guard let result = rows.first(where: { $0.primitive == primitive && $0.threads == threads }) else { return "" }
                return (result.operationsPerSecond.map { NumberText.figure($0 / 1e6) } ?? "-") + marks(result, terminal: terminal)
                    + failedMark(result, terminal: terminal)
            })
        }
        return "\nContended: throughput in Mops/s (median) by thread count; "
            + "* = more threads than the \(effectiveCPUs) effective CPUs (oversubscribed)\n" + table.render()
    }

    /// CPU time and context switches per operation: spinning burns CPU, parking switches. Where the platform
    /// cannot tell voluntary from involuntary switches (Darwin), only their total is shown.
    static func waiting(_ results: [CaseResult], effectiveCPUs: Int) -> String {
        let rows = plainContended(results).filter { $0.cost != nil }
        let shown = sweepThreadCounts(rows, effectiveCPUs: effectiveCPUs)
        guard !shown.isEmpty else { return "" }
        let split = rows.allSatisfy { $0.cost?.voluntarySwitchesPerOperation != nil && $0.cost?.involuntarySwitchesPerOperation != nil }
        var header = ["primitive"]
        for threads in shown {
            let at = "@\(threads)\(threads > effectiveCPUs ? "*" : "")"
            header += ["cpu ns/op \(at)"] + (split ? ["vol cs/op \(at)", "invol cs/op \(at)"] : ["cs/op \(at)"])
        }
        var table = TextTable(header: header)
        for primitive in orderedPrimitives(rows) {
            table.rows.append([primitive] + shown.flatMap { threads -> [String] in
                guard let cost = rows.first(where: { $0.primitive == primitive && $0.threads == threads })?.cost else {
                    return split ? ["", "", ""] : ["", ""]
                }
                guard split, let voluntary = cost.voluntarySwitchesPerOperation, let involuntary = cost.involuntarySwitchesPerOperation else {
                    return [NumberText.figure(cost.cpuNanosecondsPerOperation), NumberText.significant(cost.switchesPerOperation, digits: 3)]
                }
                return [NumberText.figure(cost.cpuNanosecondsPerOperation), NumberText.significant(voluntary, digits: 3), NumberText.significant(involuntary, digits: 3)]
            })
        }
        let title = split
            ? "CPU time and context switches per operation"
            : "CPU time and context switches (all kinds: this platform cannot tell parking from preemption) per operation"
        return "\nCost of waiting (contended): \(title)\n" + table.render()
    }

    /// The cases measured while other processes were busy.
    static func noise(_ results: [CaseResult]) -> String {
        let noisy = results.filter { $0.cost?.isNoisy == true }
        guard !noisy.isEmpty else { return "" }
        return "\nNOISY: \(noisy.count) case(s) ran while other processes used at least "
            + "\(NumberText.figure(ResourceUsage.noisyForeignCPUPercent))% of a CPU beyond the machine load's tick rounding (marked ~ in the tables, noisy=yes in the CSV); "
            + "repeat on a quiet machine before trusting them\n"
    }

    /// The cases at least half of whose forks ran while the host probe was off the run's median.
    static func hostOff(_ results: [CaseResult]) -> String {
        let off = results.filter(\.hostOff)
        guard !off.isEmpty else { return "" }
        return "\nHOST OFF: \(off.count) case(s) had at least half their forks run while the host, by the probe's "
            + "readings around them (each set against its own case's), was more than \(NumberText.percent(HostSteadiness.standardThreshold, places: 0)) off the run's median (marked # in the tables, host_off=yes in the CSV): "
            + "the host ran at another speed then; compare such figures with care, or within one run with 'bench ab'\n"
    }

    static func failures(_ results: [CaseResult]) -> String {
        let failed = results.filter(\.status.isFailure)
        guard !failed.isEmpty else { return "" }
        return "\nFAILED CASES (\(failed.count)):\n" + failed.map { "  \(CaseKey($0)): \(explain($0.status))\n" }.joined()
    }

    /// One line on what went wrong.
    static func explain(_ status: CaseResult.Status) -> String {
        switch status {
        case .ok: "ok"
        case .invariantViolated(let lost, let torn):
            "INVARIANT VIOLATED: the lock did not exclude, \(lost) updates lost" + (torn > 0 ? ", \(torn) reads saw a write half done" : "")
        case .timedOut(let stuck): "TIMED OUT: worker(s) \(stuck.map(String.init).joined(separator: ", ")) never stopped"
        case .noProgress: "NO PROGRESS: no operation completed in any window"
        case .unavailable(let reason): "unavailable: \(reason)"
        case .forkFailed(let reason): "FORK LOST (its windows only; the other forks' are kept): \(reason)"
        }
    }

    /// The primitives of `rows` in the order first measured.
    static func orderedPrimitives(_ rows: [CaseResult]) -> [String] {
        var primitives: [String] = []
        for result in rows where !primitives.contains(result.primitive) {
            primitives.append(result.primitive)
        }
        return primitives
    }

    /// What to put after a figure: "~" when it was measured under foreign load, "#" when a fork ran while the
    /// host probe was off, "!" when its forks disagree; yellow on a terminal that takes colour.
    static func marks(_ result: CaseResult, terminal: Terminal) -> String {
        let marks = (result.cost?.isNoisy == true ? "~" : "") + (result.hostOff ? "#" : "") + (result.forkAgreement?.disagree == true || result.forkModes != nil ? "!" : "")
        return terminal.paint(marks, .yellow)
    }

    /// " FAILED" after the figure of a case that failed, red on a terminal that takes colour; else nothing.
    static func failedMark(_ result: CaseResult, terminal: Terminal) -> String {
        result.status.isFailure ? " " + terminal.paint("FAILED", .red) : ""
    }

    private static func statusWord(_ result: CaseResult, terminal: Terminal) -> String {
        if result.status.isFailure { return terminal.paint(result.status.csvValue, .red) }
        return result.lostUpdates > 0 ? "ok (lost \(result.lostUpdates) updates, expected)" : "ok"
    }
}
