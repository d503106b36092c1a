import Foundation
import SyncBench

/// What `bench run` settles before measuring anything: the build may measure, the subjects the filter
/// chose, and where the CSV goes. Each problem is a usage error, found before any time is spent.
struct RunSetup {
    /// The options as parsed.
    let options: RunOptions
    /// The subjects to measure, with the deliberate deadlock when asked for.
    let catalog: Catalog
    /// Where the CSV is written.
    let target: OutputTarget
    /// The program forks are started from; nil when it cannot be started again.
    let executable: String?
    /// The suite every fork must lay out: this program's whole catalog, as `bench __fork` hashes it.
    let suite: String
    /// Where each fork places what it measures.
    let layout: LayoutChoice

    /// Checks `options` against this build, `catalog` and `executable`, this program's path.
    /// - Throws: `UsageError` for a debug build without `--allow-debug`, a filter that matches nothing,
    ///   an output that cannot be written, and forks without a program to start them from.
    init(_ options: RunOptions, catalog: Catalog, executable: String?) throws(UsageError) {
        if BuildInfo.isDebug && !options.allowDebug {
            throw UsageError(
                "refusing to measure in a debug build: use 'swift run -c release bench' (or pass --allow-debug)",
                usage: RunOptions.usage
            )
        }
        if options.forkCount > 1 && executable == nil {
            throw UsageError("cannot find this program's own path to start forks from; use --forks 1", usage: RunOptions.usage)
        }
        self.options = options
        suite = ForkHello.suite(of: catalog)
        self.catalog = try SubjectSelection.subjects(of: catalog, options)
        target = try OutputTarget.resolve(options)
        self.executable = executable
        layout = try options.layoutChoice(seed: UInt64.random(in: 0...UInt64(Int.max)), usage: RunOptions.usage)
    }

    /// A run ready to measure, and what the summary needs to describe it.
    struct Started {
        /// Measures the cases into `file`.
        var runner: SuiteRunner
        /// The results file: its metadata now, its results as they come.
        var file: ResultsFile
        /// Where and how the run measures.
        let environment: RunEnvironment
        /// What the harness itself costs here.
        let harness: HarnessCost
        /// How the executors among the subjects differ from locks, for the summary.
        let executorNotes: [String]
        /// What starts the run's forks; nil when it measures in this process.
        let forks: ForkLauncher?
    }

    /// Calibrates any slowdown, captures the environment, lays out the cases, announces the run and measures
    /// the harness's own costs and how its busy work lands; `stop` ends the run early. What it says goes to
    /// `display` as notes, but for the warnings that change what the results mean, which go to `console`.
    func start(stop: StopSignal, console: Console, display: ProgressDisplay) -> Started {
        var catalog = catalog
        // Each primitive's footprint, measured now from the allocator's process-wide counters, before any worker,
        // fork or status line allocates beside the measurement; every row written later takes it as measured here.
        for subject in catalog.subjects where subject.unavailableReason == nil { _ = subject.footprint?() }
        let environment = RunEnvironment.capture(traits: .current())
        let matrix = options.matrix(effectiveCPUs: environment.effectiveCPUs)
        var session = ForkSession(matrix: matrix, injectDeadlock: options.injectDeadlock, allowDebug: options.allowDebug)
        // A forked run calibrates its slowdown in forks of this build, as it measures; a run in this process, here.
        let slowdown = options.slowdown.map { fraction in
            let forks = options.forkCount > 1 ? executable.map { executable in
                SlowdownForks(
                    launcher: ForkLauncher(executable: executable, session: session, expectedBuild: BuildFingerprint.current, expectedSuite: suite),
                    effectiveCPUs: environment.effectiveCPUs, seed: options.seed ?? UInt64.random(in: 0...UInt64(Int.max)), layout: layout, stop: stop,
                    cases: matrix.cases(catalog)
                )
            } : nil
            return RunSlowdown.apply(fraction, to: &catalog.subjects, forks: forks, console: display.notes(on: console))
        }
        session.slowdown = slowdown?.work ?? [:]
        // Every fork must run this very build, with this suite: a rebuild that replaces the executable mid-run is
        // refused, and so is a program that lays out other cases (the suite matters where the build is unknown).
        let forks = options.forkCount > 1
            ? executable.map { ForkLauncher(executable: $0, session: session, expectedBuild: BuildFingerprint.current, expectedSuite: suite) }
            : nil
        let cases = matrix.cases(catalog)
        let schedule = RunSchedule(cases: cases, plans: cases.map { options.plan(for: $0, stop: stop) }, interleaving: options.interleaving)
        announce(cases, schedule, environment: environment, console: console, display: display)
        let harness = HarnessCost.measure()
        display.note(Summary.harnessLine(harness, results: []))
        let busyWork = BusyWorkAccuracy.measure()
        if busyWork.isWithinTolerance {
            display.note(Summary.busyWorkLine(busyWork))
        } else {
            console.err(Summary.busyWorkLine(busyWork))
        }
        let runner = SuiteRunner(
            cases: cases, schedule: schedule, effectiveCPUs: environment.effectiveCPUs, harness: harness, stop: stop, forks: forks,
            layout: layout, pacing: options.spreadNanoseconds.map { RoundPacing(spreadNanoseconds: $0) }
        )
        let file = ResultsFile(
            metadata: environment.metadata + harness.metadata + busyWork.metadata + (slowdown?.metadata ?? [])
                + [("rounds", String(schedule.rounds)), ("forks", String(options.forkCount)), ("layout", layout.description), options.placementMetadata]
                + [("build_fingerprint", BuildFingerprint.current)]
                + [RunStatus.inProgress().metadata, ("peak_rss_mib", ""), (ResultsFile.hostSteadinessKey, "unknown (no probe yet)")],
            results: []
        )
        let executors = catalog.subjects.filter { $0.role == .executor && $0.unavailableReason == nil }
        return Started(
            runner: runner, file: file, environment: environment, harness: harness,
            executorNotes: executors.map { "\($0.name): \($0.summary)" }, forks: forks
        )
    }

    private func announce(
        _ cases: [BenchmarkCase], _ schedule: RunSchedule, environment: RunEnvironment, console: Console, display: ProgressDisplay
    ) {
        // A spread run's last round starts when the spread is over, and takes its share of the windows.
        let spread = options.spreadNanoseconds.map { $0 + schedule.expectedNanoseconds / UInt64(max(1, schedule.rounds)) } ?? 0
        let estimate = Double(max(schedule.expectedNanoseconds, spread)) / 1e9
        let unit = options.forkCount > 1 ? "forks" : "rounds"
        let roundsNote = schedule.rounds > 1 ? " in \(schedule.rounds) \(unit) (\(schedule.steps.count) measurements)" : ""
        display.note(
            "syncbench: \(cases.count) cases\(roundsNote), about \(RunReporter.clock(estimate)) (m:ss); "
                + "\(environment.effectiveCPUs) effective CPUs, so more threads than that are oversubscribed; "
                + "writing \(target.path)"
        )
        if BuildInfo.isDebug {
            console.err("WARNING: debug build: these figures are not representative; use -c release\n")
        }
    }
}
