import Foundation
import SyncBench

/// `bench run`: measures the cases, writes the CSV after each measurement, prints the summary.
enum RunCommand: BenchCommand {
    static let name = "run"
    static let summary: (synopsis: String, text: String)? = ("run (default)", "measure the suite, print a summary, write a CSV under results/")
    static let usage: String? = RunOptions.usage

    /// Runs the suite as `options` say.
    /// - Returns: `.success`; `.benchmarkFailed` when any case failed; `.interrupted` or `.terminated`
    ///   when a signal stopped the run (after writing what was measured); `.benchmarkFailed` too when the run
    ///   could not go on (its forks all failed the same way); with `--baseline`, `.regression`
    ///   when the comparison found one (a failed case still wins), `.dataError` for a baseline that cannot be used.
    static func execute(_ options: RunOptions, in context: CommandContext) throws(UsageError) -> ExitCode {
        let console = context.console
        let setup = try RunSetup(options, catalog: context.catalog, executable: context.executable)
        if let refusal = OutputFolder.unwritable(setup.target.folder, role: options.output == nil ? "the results folder" : "--output") {
            console.err("bench: error: \(refusal)\n")
            return .cannotCreate
        }
        let baseline: ResultsFile?
        do {
            baseline = try options.baseline.map(ResultsInput.read)
        } catch {
            console.err("bench: error: \(error)\n")
            return .dataError
        }
        let stop = StopSignal()
        let display = ProgressDisplay.make(options.progress, console: console)
        let interrupts = InterruptHandler(stop: stop, console: console, statusLine: display.statusLine)
        defer { interrupts.restore() }
        let waited = options.waitSteadyNanoseconds.map { SteadyWaiting.wait($0, stop: stop, console: console, display: display) }
        if waited == .stopped, let signal = stop.reason { return .stopped(by: signal) }
        var run = setup.start(stop: stop, console: console, display: display)
        if let waited { run.file.setMetadata("wait_steady", waited.description) }
        let reporter = RunReporter(display: display, console: console, target: setup.target)
        let ending: SuiteRunner.Outcome
        do {
            ending = try run.runner.run(into: &run.file, observe: reporter.observe)
        } catch {
            reporter.finish()
            console.err("bench: error: \(error)\n")
            return .cannotCreate
        }
        var pairing = PairedRunner.Outcome.completed
        if case .completed = ending, let forks = run.forks, options.pairingBudget > 0 {
            do {
                pairing = try pairFindings(into: &run, forks: forks, options: options, setup: setup, stop: stop, display: display, reporter: reporter)
            } catch {
                reporter.finish()
                console.err("bench: error: \(error)\n")
                return .cannotCreate
            }
            if let reason = pairing.reason { console.err("bench: warning: the findings' pairs ended early: \(reason)\n") }
        }
        reporter.finish()
        console.out(Summary.render(
            run.file, environment: run.environment, harness: run.harness, notes: run.executorNotes, terminal: console.terminals.output
        ))
        if case .stopped(let signal) = pairing { return .stopped(by: signal) }
        switch ending {
        case .completed: break
        case .stopped(let signal): return .stopped(by: signal)
        case .failed: return .benchmarkFailed
        }
        console.out("\nResults: \(setup.target.path)\(setup.target.latestCopy.map { " (also \($0))" } ?? "")\n")
        let outcome: ExitCode = run.file.results.contains { $0.status.isFailure } ? .benchmarkFailed : .success
        guard let baseline, let path = options.baseline else { return outcome }
        let names = (baseline: path, current: setup.target.path)
        let compared = ComparisonPrinter.compare(
            baseline, run.file, names: names, policy: ComparisonPolicy(), format: .text, catalog: context.catalog, console: console
        )
        return outcome == .benchmarkFailed ? outcome : compared
    }

    /// Measures the findings' leaders against their runners-up in pairs (`FindingsPairing`) and writes the file
    /// with their estimates.
    /// - Returns: how the pairing ended.
    /// - Throws: `AtomicFile.WriteError` when the file cannot be written.
    private static func pairFindings(
        into run: inout RunSetup.Started, forks: ForkLauncher, options: RunOptions, setup: RunSetup, stop: StopSignal, display: ProgressDisplay,
        reporter: RunReporter
    ) throws(AtomicFile.WriteError) -> PairedRunner.Outcome {
        let seed = UInt64.random(in: 0...UInt64(Int.max))
        let layout: LayoutChoice = if case .forced = setup.layout { setup.layout } else { .drawn(seed: seed) }
        run.file.setMetadata("pairing_seed", String(seed))
        let cases = options.matrix(effectiveCPUs: run.environment.effectiveCPUs).cases(setup.catalog)
        let outcome = FindingsPairing(run.file, cases: cases).measure(
            into: &run.file, forks: forks, budgetNanoseconds: options.pairingBudget, effectiveCPUs: run.environment.effectiveCPUs, seed: seed,
            layout: layout, stop: stop, display: display
        )
        try reporter.write(run.file)
        return outcome
    }
}
