import Foundation
import Suite
import SyncBench

/// `bench run`: measures the cases, writes the CSV after each one, prints the summary.
enum RunCommand {
    /// Runs the suite as `options` say.
    /// - Returns: `.success`, or `.benchmarkFailed` when any case failed; with `--baseline`, `.regression` when the
    ///   comparison found one (a failed case still wins), `.dataError` for a baseline that cannot be used.
    static func execute(_ options: RunOptions, subjects: [Subject], console: Console) throws(UsageError) -> ExitCode {
        if BuildInfo.isDebug && !options.allowDebug {
            throw UsageError(
                "refusing to measure in a debug build: use 'swift run -c release bench' (or pass --allow-debug)",
                usage: RunOptions.usage
            )
        }
        var chosen = try select(subjects, filter: options.filter)
        let target = try OutputTarget.resolve(options)
        let baseline: ResultsFile?
        do {
            baseline = try options.baseline.map(ResultsInput.read)
        } catch {
            console.err("bench: error: \(error)\n")
            return .dataError
        }
        let slowdown = options.slowdown.map { RunSlowdown.apply($0, to: &chosen, console: console) } ?? []
        let environment = RunEnvironment.capture()
        let cases = BenchmarkCase.matrix(subjects: chosen, threadCounts: options.threadCounts(effectiveCPUs: environment.effectiveCPUs))
        announce(cases, options: options, environment: environment, target: target, console: console)
        if BuildInfo.isDebug {
            console.err("WARNING: debug build: these figures are not representative; use -c release\n")
        }

        let progress = Progress(console: console, total: cases.count)
        var file = ResultsFile(metadata: environment.metadata + slowdown + [("run_status", "in_progress")], results: [])
        for (index, benchmarkCase) in cases.enumerated() {
            progress.starting(index, benchmarkCase)
            let plan = options.plan(threads: benchmarkCase.threads)
            let measurement = benchmarkCase.subject.measure(plan)
            let result = CaseResult(benchmarkCase, plan: plan, measurement: measurement, effectiveCPUs: environment.effectiveCPUs)
            progress.finished(index, result)
            if result.status.isFailure {
                console.err("!!! \(benchmarkCase.label): \(Summary.explain(result.status))\n")
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
        console.out(Summary.render(file, environment: environment))
        console.out("\nResults: \(target.path)\(target.latestCopy.map { " (also \($0))" } ?? "")\n")
        let outcome: ExitCode = file.results.contains { $0.status.isFailure } ? .benchmarkFailed : .success
        guard let baseline, let path = options.baseline else { return outcome }
        let compared = CompareCommand.report(
            baseline, file, names: (path, target.path), options: CompareOptions(baseline: path, current: target.path), console: console
        )
        return outcome == .benchmarkFailed ? outcome : compared
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
