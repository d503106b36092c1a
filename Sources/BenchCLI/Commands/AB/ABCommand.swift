import Foundation
import SyncBench

/// `bench ab`: the baseline build and the current build measured in one run, in pair rounds (a fork of each
/// side per round, measuring every open case), and judged on the pairs' ratios with `bench compare`'s reports
/// and exit codes.
enum ABCommand: BenchCommand {
    static let name = "ab"
    static let summary: (synopsis: String, text: String)? = ("ab BASE [CUR]", "measure two builds in one run, in pairs: exit 2 on a regression (for CI)")
    static let usage: String? = ABOptions.usage

    /// `.dataError`, having said why, when a side of `sides` (its role, its path) cannot be started; else nil.
    private static func refusedStart(_ sides: [(String, String)], console: Console) -> ExitCode? {
        for (side, path) in sides {
            if let problem = ForkLauncher.startProblem(path) {
                console.err("bench: error: the \(side) \(path) cannot be started: \(problem)\n")
                return .dataError
            }
        }
        return nil
    }

    /// Measures the pairs as `options` say and prints the comparison.
    /// - Returns: `.success`, `.regression` when a case regressed, `.benchmarkFailed` when a case failed on a
    ///   side (a lost update, or a fork that crashed or hung on it; that wins over a regression, and so does a
    ///   run ended by losses in a row); `.dataError` when a side is not a bench of this protocol or its build
    ///   changed mid-run, or `--base` names no commit or does not build; `.cannotCreate` when the files cannot be
    ///   written; `.interrupted`/`.terminated`.
    static func execute(_ options: ABOptions, in context: CommandContext) throws(UsageError) -> ExitCode {
        var options = options
        let console = context.console
        guard let current = options.current ?? context.executable else {
            throw UsageError("cannot find this program's own path; name CURRENT", usage: ABOptions.usage)
        }
        if BuildInfo.isDebug && !options.run.allowDebug {
            throw UsageError("refusing to calibrate or compare from a debug build: use 'swift run -c release bench ab' (or pass --allow-debug)", usage: ABOptions.usage)
        }
        var subjects = try SubjectSelection.subjects(of: context.catalog, options.run)
        // Each side is checked before anything is written; a base to build, once the output folder is known to
        // be usable, so that a refused folder does not come after minutes of building.
        let given = options.base == nil ? [("baseline", options.baseline), ("current", current)] : [("current", current)]
        if let refused = refusedStart(given, console: console) { return refused }
        guard let output = try PairedOutput.prepare(options.output, kind: .ab, force: options.force, usage: ABOptions.usage, console: console) else {
            return .cannotCreate
        }
        let display = ProgressDisplay.make(options.run.progress, console: console)
        // Ctrl-C is caught from here on: during a --base build it ends the build's process group too.
        let stop = StopSignal()
        let interrupts = InterruptHandler(stop: stop, console: console, statusLine: display.statusLine)
        defer { interrupts.restore() }
        if let reference = options.base {
            do {
                options.baseline = try BaseBuild(reference: reference, stop: stop).executable { console.err($0) }
            } catch {
                console.err("bench: error: \(error)\n")
                return error.stopped.map(ExitCode.stopped(by:)) ?? .dataError
            }
            if let refused = refusedStart([("baseline", options.baseline)], console: console) { return refused }
        }
        if let warning = SideAlignment.warning(baseline: .of(executable: options.baseline), current: .of(executable: current)) {
            console.err(warning)
        }
        let environment = RunEnvironment.capture(traits: .current())
        let matrix = options.run.matrix(effectiveCPUs: environment.effectiveCPUs)
        let seed = options.seed ?? UInt64.random(in: 0...UInt64(Int.max))
        let layout = try options.run.layoutChoice(seed: seed, usage: ABOptions.usage)
        var session = ForkSession(matrix: matrix, injectDeadlock: options.run.injectDeadlock, allowDebug: options.run.allowDebug)
        // The slowdown is calibrated in forks of CURRENT, the side it slows, under the run's own layout draws, in
        // the run's budget.
        let calibrationStarted = MonotonicClock.now()
        let slowdown = options.run.slowdown.map { fraction in
            // The calibration's forks, all of CURRENT, take its suite from here; the pairs' forks do not, so that
            // both sides' environments stay alike (the baseline's program lays out its own).
            let launcher = ForkLauncher(executable: current, session: session, expectedBuild: nil, parentSuite: ForkHello.suite(of: context.catalog))
            let forks = SlowdownForks(
                launcher: launcher, effectiveCPUs: environment.effectiveCPUs, seed: seed, layout: layout, stop: stop, cases: matrix.cases(subjects)
            )
            return RunSlowdown.apply(fraction, to: &subjects.subjects, forks: forks, console: display.notes(on: console))
        }
        session.slowdown = slowdown?.work ?? [:]
        let budget = ABOptions.pairBudget(options.budgetNanoseconds, afterCalibration: slowdown == nil ? 0 : MonotonicClock.now() - calibrationStarted)
        let cases = matrix.cases(subjects)
        let runner = PairedRunner(
            .ab(
                baseline: ForkLauncher(executable: options.baseline, session: session.withoutSlowdown, expectedBuild: nil),
                current: ForkLauncher(executable: current, session: session, expectedBuild: nil), sideBySide: options.sideBySide
            ),
            cases: cases, plans: cases.map { options.plan(for: $0, stop: stop) }, policy: options.policy,
            budgetNanoseconds: budget, effectiveCPUs: environment.effectiveCPUs, seed: seed, stop: stop, layout: layout
        )
        display.note(
            "syncbench ab: \(cases.count) cases in pair rounds (a fork of each side per round), a budget of \(ClockText.minutesSeconds(Double(budget) / 1e9)) "
                + "(m:ss\(budget == options.budgetNanoseconds ? "" : ", what the calibration left of \(ClockText.minutesSeconds(Double(options.budgetNanoseconds) / 1e9))")); "
                + "baseline \(options.baseline), current \(current); writing \(output.folder)/"
        )
        let common: [(key: String, value: String)] = [
            ("ab_seed", String(seed)), ("ab_budget_s", String(budget / 1_000_000_000)), ("forks", "one per side per pair round"),
            ("layout", "\(layout.description), the same for both sides of a pair round"),
        ]
        // Each side's file names the commit that built that side's executable, not this program's.
        func sideMetadata(_ side: String, _ executable: String) -> [(key: String, value: String)] {
            var built = environment
            built.gitCommit = BuildCommit.of(executable: executable)
            return built.metadata + common + [("ab_side", side), ("ab_executable", executable)]
        }
        let reporter = PairedReporter(
            display: display, output: output, budgetNanoseconds: budget,
            metadata: (sideMetadata("baseline", options.baseline), sideMetadata("current", current) + (slowdown?.metadata ?? []))
        )
        do {
            let (outcome, state) = try runner.run(observe: reporter.observe)
            return try finish(outcome, state, options: options, names: (options.baseline, current), reporter: reporter, context: context)
        } catch {
            reporter.abandon()
            console.err("bench: error: \(error)\n")
            return .cannotCreate
        }
    }

    /// Writes the files with how the run ended, prints the comparison of what was gathered, and gives the exit status.
    private static func finish(
        _ outcome: PairedRunner.Outcome, _ state: PairedRunState, options: ABOptions, names: (baseline: String, current: String),
        reporter: PairedReporter, context: CommandContext
    ) throws(AtomicFile.WriteError) -> ExitCode {
        let console = context.console
        let progress = try reporter.finish(outcome, state)
        if let reason = outcome.failure { console.err("bench: error: \(reason)\n") }
        var printed = ExitCode.success
        let comparison = state.comparison(policy: options.policy)
        if !comparison.cases.isEmpty || !comparison.onlyInBaseline.isEmpty || !comparison.onlyInCurrent.isEmpty || !comparison.warnings.isEmpty {
            let current = ResultsFile(metadata: reporter.metadata.current, results: state.results(on: .current))
            printed = ComparisonPrinter.print(
                comparison, current: current, names: names, format: options.format, catalog: context.catalog, console: console
            )
        }
        // As `bench compare`: a run that compared nothing checked nothing, and must not pass a CI job.
        if comparison.cases.isEmpty, case .completed = outcome {
            console.err("bench: error: \(names.baseline) and \(names.current) have no case in common\n")
            printed = .dataError
        }
        console.err(reporter.keptLine(name, state, progress: progress, holding: "both sides' results and every pair"))
        return outcome.exitCode(state, completed: printed)
    }
}
