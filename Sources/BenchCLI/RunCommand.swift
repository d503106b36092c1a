import Foundation
import Suite
import SyncBench

/// `bench run`: measures the cases, writes the CSV after each one, prints the summary.
enum RunCommand {
    /// Runs the suite as `options` say.
    /// - Returns: `.success`, or `.benchmarkFailed` when any case failed.
    static func execute(_ options: RunOptions, catalog: Catalog, console: Console) throws(UsageError) -> ExitCode {
        if BuildInfo.isDebug && !options.allowDebug {
            throw UsageError(
                "refusing to measure in a debug build: use 'swift run -c release bench' (or pass --allow-debug)",
                usage: RunOptions.usage
            )
        }
        let chosen = try select(catalog, filter: options.filter)
        let target = try OutputTarget.resolve(options)
        let environment = RunEnvironment.capture()
        let cases = options.matrix(effectiveCPUs: environment.effectiveCPUs).cases(chosen)
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
            let plan = options.plan(for: benchmarkCase)
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
        let executors = chosen.locks.filter { $0.role == .executor && $0.unavailableReason == nil }
        console.out(Summary.render(
            file, environment: environment, harness: harness, notes: executors.map { "\($0.name): \($0.summary)" }
        ))
        console.out("\nResults: \(target.path)\(target.latestCopy.map { " (also \($0))" } ?? "")\n")
        return file.results.contains { $0.status.isFailure } ? .benchmarkFailed : .success
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
        _ cases: [BenchmarkCase], options: RunOptions, environment: RunEnvironment, target: OutputTarget, console: Console
    ) {
        let estimate = cases.reduce(0.0) { $0 + Double(options.plan(for: $1).expectedNanoseconds) / 1e9 }
        console.err(
            "syncbench: \(cases.count) cases, about \(Progress.clock(estimate)) (m:ss); "
                + "\(environment.effectiveCPUs) effective CPUs, so more threads than that are oversubscribed; "
                + "writing \(target.path)\n"
        )
    }
}
