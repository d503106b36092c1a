import Foundation
import SyncBench

/// `bench versus`: two primitives of this build measured in pairs, both halves of a pair in one fresh process,
/// until each case's ratio is known within the precision asked or the budget is spent.
enum VersusCommand: BenchCommand {
    static let name = "versus"
    static let summary: (synopsis: String, text: String)? = ("versus A B", "one primitive's cost against another's, in pairs: a ratio with its interval")
    static let usage: String? = VersusOptions.usage

    /// Measures the pairs as `options` say and prints each case's ratio.
    /// - Returns: `.success`; `.benchmarkFailed` when a case failed (a lost update, or a fork that crashed or
    ///   hung on it) or the forks were lost in a row; `.dataError` when the forks cannot serve; `.cannotCreate`
    ///   when the files cannot be written; `.interrupted`/`.terminated`.
    static func execute(_ options: VersusOptions, in context: CommandContext) throws(UsageError) -> ExitCode {
        let console = context.console
        guard let executable = context.executable else {
            throw UsageError("cannot find this program's own path to start its forks", usage: VersusOptions.usage)
        }
        if BuildInfo.isDebug && !options.allowDebug {
            throw UsageError("refusing to measure from a debug build: use 'swift run -c release bench versus' (or pass --allow-debug)", usage: VersusOptions.usage)
        }
        let environment = RunEnvironment.capture(traits: .current())
        let threads = options.threads ?? Array(Set([1, environment.effectiveCPUs])).sorted()
        let firsts = try VersusCases.cases(of: options.first, threads: threads, options: options, catalog: context.catalog)
        let seconds = try VersusCases.cases(of: options.second, threads: threads, options: options, catalog: context.catalog)
        guard let output = try PairedOutput.prepare(options.output, kind: .versus, force: options.force, usage: VersusOptions.usage, console: console) else {
            return .cannotCreate
        }
        let run = VersusCases.runOptions(options, threads: threads)
        let seed = options.seed ?? UInt64.random(in: 0...UInt64(Int.max))
        let layout = try run.layoutChoice(seed: seed, usage: VersusOptions.usage)
        let stop = StopSignal()
        let session = ForkSession(matrix: run.matrix(effectiveCPUs: environment.effectiveCPUs), allowDebug: options.allowDebug)
        let launcher = ForkLauncher(executable: executable, session: session, expectedBuild: nil, parentSuite: ForkHello.suite(of: context.catalog))
        let policy = PairedPolicy.estimate(precision: options.precision, confidence: options.confidence)
        let runner = PairedRunner(
            .versus(first: firsts, forks: launcher), cases: seconds,
            plans: seconds.map { EstimatePairs.plan(for: $0, window: options.windowNanoseconds, warmup: options.warmupNanoseconds, stop: stop) },
            policy: policy, budgetNanoseconds: options.budgetNanoseconds, effectiveCPUs: environment.effectiveCPUs, seed: seed, stop: stop,
            cpus: options.workerCPUs, layout: layout
        )
        let display = ProgressDisplay.make(options.progress, console: console)
        display.note(
            "syncbench versus: \(options.first) against \(options.second)\(firsts.first.map { $0.benchmark.isKernel ? " in the \($0.benchmark.rawValue) kernel (\($0.workload))" : "" } ?? "") at \(threads.map(String.init).joined(separator: ", ")) thread(s), "
                + "in pair rounds (one fork per round measures both), until each ratio is within ±\(NumberText.percent(options.precision)) "
                + "or \(ClockText.minutesSeconds(Double(options.budgetNanoseconds) / 1e9)) (m:ss) is spent; writing \(output.folder)/"
        )
        let metadata = environment.metadata + [
            ("versus", "\(options.first) against \(options.second)"), ("versus_seed", String(seed)),
            ("versus_budget_s", String(Double(options.budgetNanoseconds) / 1e9)), ("versus_precision", String(options.precision)),
            ("versus_confidence", String(options.confidence)), ("forks", "one per pair round, measuring both primitives"),
            ("versus_workers", options.unpinned ? "unpinned" : "pinned"),
            ("layout", "\(layout.description), the same for both primitives of a pair round"),
        ]
        let reporter = PairedReporter(display: display, output: output, budgetNanoseconds: options.budgetNanoseconds, metadata: (metadata, metadata))
        let interrupts = InterruptHandler(stop: stop, console: console, statusLine: display.statusLine)
        defer { interrupts.restore() }
        do {
            let (outcome, state) = try runner.run(observe: reporter.observe)
            let progress = try reporter.finish(outcome, state)
            if let reason = outcome.reason { console.err("bench: error: \(reason)\n") }
            let estimates = state.cases.compactMap(PairedEstimate.init)
            switch options.format {
            case .text: console.out(VersusReport.text(estimates, options: options, outcome: outcome))
            case .json: console.out(VersusReport.json(estimates, options: options, seed: seed) + "\n")
            }
            console.err(reporter.keptLine(name, state, progress: progress, holding: "the results and every pair"))
            return outcome.exitCode(state, completed: .success)
        } catch {
            reporter.abandon()
            console.err("bench: error: \(error)\n")
            return .cannotCreate
        }
    }
}
