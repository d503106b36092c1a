import Foundation
import Suite
import SyncBench

/// `bench run`: measures the cases, writes the CSV after each one, prints the summary.
enum RunCommand {
    /// Runs the suite as `options` say.
    /// - Returns: `.success`, or `.benchmarkFailed` when any case failed.
    static func execute(_ options: RunOptions, subjects: [Subject], console: Console) throws(UsageError) -> ExitCode {
        if BuildInfo.isDebug && !options.allowDebug {
            throw UsageError(
                "refusing to measure in a debug build: use 'swift run -c release bench' (or pass --allow-debug)",
                usage: RunOptions.usage
            )
        }
        let chosen = try select(subjects, filter: options.filter)
        let target = try OutputTarget.resolve(options)
        let environment = RunEnvironment.capture()
        let cases = BenchmarkCase.matrix(subjects: chosen, threadCounts: options.threadCounts(effectiveCPUs: environment.effectiveCPUs))
        announce(cases, options: options, environment: environment, target: target, console: console)
        if BuildInfo.isDebug {
            console.err("WARNING: debug build: these figures are not representative; use -c release\n")
        }

        let harness = HarnessCost.measure()
        console.err(Summary.harnessLine(harness, results: []))
        let progress = Progress(console: console, total: cases.count)
        var file = ResultsFile(
            metadata: environment.metadata + harness.metadata + [("run_status", "in_progress")], results: []
        )
        for (index, benchmarkCase) in cases.enumerated() {
            progress.starting(index, benchmarkCase)
            let plan = options.plan(threads: benchmarkCase.threads)
            let measurement = benchmarkCase.subject.measure(plan)
            let result = CaseResult(
                benchmarkCase, plan: plan, measurement: measurement, effectiveCPUs: environment.effectiveCPUs, harness: harness
            )
            progress.finished(index, result)
            if result.status.isFailure {
                console.err("!!! \(benchmarkCase.label): \(Summary.explain(result.status))\n")
            }
            if let cost = result.cost, cost.isNoisy {
                console.err(
                    "warning: \(benchmarkCase.label) ran while other processes used \(Summary.format(cost.foreignCPUPercent))% "
                        + "of a CPU; its figures are marked noisy\n"
                )
            }
            file.results.append(result)
            file.setMetadata("run_status", index + 1 == cases.count ? "complete" : "in_progress (\(index + 1) of \(cases.count) cases)")
            do {
                try target.write(file)
            } catch {
                console.err("bench: error: \(error)\n")
                return .cannotCreate
            }
        }
        console.out(Summary.render(file, environment: environment, harness: harness))
        console.out("\nResults: \(target.path)\(target.latestCopy.map { " (also \($0))" } ?? "")\n")
        return file.results.contains { $0.status.isFailure } ? .benchmarkFailed : .success
    }

    /// The subjects whose names match `filter`, available or not.
    static func select(_ subjects: [Subject], filter: String?) throws(UsageError) -> [Subject] {
        guard let filter else { return subjects }
        let pattern: Regex<AnyRegexOutput>
        do {
            pattern = try Regex(filter)
        } catch {
            throw UsageError("--filter '\(filter)' is not a valid regular expression", usage: RunOptions.usage)
        }
        let chosen = subjects.filter { $0.name.contains(pattern) }
        guard chosen.contains(where: { $0.unavailableReason == nil }) else {
            let known = subjects.filter { $0.unavailableReason == nil }.map(\.name).joined(separator: ", ")
            throw UsageError("--filter '\(filter)' matches no available primitive; known: \(known)", usage: RunOptions.usage)
        }
        return chosen
    }

    private static func announce(
        _ cases: [BenchmarkCase], options: RunOptions, environment: RunEnvironment, target: OutputTarget, console: Console
    ) {
        let estimate = cases.reduce(0.0) { $0 + Double(options.plan(threads: $1.threads).expectedNanoseconds) / 1e9 }
        console.err(
            "syncbench: \(cases.count) cases, about \(Progress.clock(estimate)) (m:ss); "
                + "\(environment.effectiveCPUs) effective CPUs, so more threads than that are oversubscribed; "
                + "writing \(target.path)\n"
        )
    }
}
