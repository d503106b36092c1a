import SyncBench

/// The options of `bench ab`: the two executables, the run options that choose and shape the cases, and the
/// paired comparison's own.
package struct ABOptions: Sendable, CommandOptions {
    /// The baseline executable; empty with `base`, whose build it is then.
    package var baseline: String
    /// A git revision whose build is the baseline (`--base REF`, `BaseBuild`); nil when BASELINE names one.
    package var base: String?
    /// The current executable; nil for the running one.
    package var current: String?
    /// The run options: which cases, their windows, `--slowdown` (of the current side only).
    package var run: RunOptions
    /// The paired rules.
    package var policy = PairedPolicy()
    /// The time for measuring: `--slowdown`'s calibration, if any, and then the pairs, in nanoseconds.
    package var budgetNanoseconds = ABOptions.standardBudget
    /// How the comparison is printed.
    package var format = ComparisonFormat.text
    /// The folder for both sides' results files and the pairs; nil for a fresh one under `results/`.
    package var output: String?
    /// Use an existing `--output` folder's files.
    package var force = false
    /// Measure one-thread cases on both sides at the same moment.
    package var sideBySide = false
    /// The seed of the order of cases and sides; nil for one drawn at random (and recorded).
    package var seed: UInt64?
    /// Whether `--duration` set every case's window; else ab picks one by the case's thread count.
    package var windowGiven = false

    /// The budget unless told otherwise: a run of the CI set ends within three minutes.
    package static let standardBudget: UInt64 = 150_000_000_000

    /// The part of `budget` left for the pairs once a `--slowdown` calibration took `calibration` ns of it: the
    /// rest, but never less than a quarter of the budget, so that a calibration that outlasts it still leaves
    /// the cases some pairs. Counting the calibration keeps a slowed run within its budget: with pooled tries a
    /// calibration takes a large part of it (docs/ab.md, "Measured with pooled tries").
    static func pairBudget(_ budget: UInt64, afterCalibration calibration: UInt64) -> UInt64 {
        max(budget > calibration ? budget - calibration : 0, budget / 4)
    }
    /// Each fork's window, warm-up and window count unless told otherwise: one short window, so that the two
    /// halves of a pair lie a few tens of milliseconds apart. A virtual CPU here changes speed every few
    /// milliseconds, so medians taken further apart, or on two CPUs, differ more (docs/ab.md, "Why so short and
    /// on one CPU").
    static let standardWindow: UInt64 = 20_000_000
    /// The window of a case with more than one thread unless told otherwise: half the one-thread window. A
    /// contended window falls into a state and keeps it, so a longer one does not narrow its pairs, and a shorter
    /// one makes each half quicker (docs/ab.md, "Cases with more than one thread measure 10 ms windows"). The
    /// cases that need the most pairs get about half as many again in the same budget.
    static let standardContendedWindow: UInt64 = 10_000_000
    static let standardWarmup: UInt64 = 5_000_000
    static let standardRepetitions = 1

    /// The options of its own, each declared once: its help line and what it does.
    static let declarations: [CommandOption<ABOptions>] = [
        .value(
            "--budget", "D", "time for calibrating a slowdown and the pairs; then a last look",
            default: OptionHelp.duration(standardBudget), parse: ArgumentValues.pairBudget
        ) { $0.budgetNanoseconds = $1 },
        .value(
            "--threshold", "T", "the smallest change called, all cases", default: standardLimits(\.threshold),
            parse: ArgumentValues.threshold
        ) { $0.policy.threshold = $1; $0.policy.oneThread?.threshold = $1 },
        .value(
            "--margin", "M", "unchanged: interval within ±M, all cases", default: standardLimits(\.margin),
            parse: ArgumentValues.threshold
        ) { $0.policy.margin = $1; $0.policy.oneThread?.margin = $1 },
        .value(
            "--alpha", "A", "family-wise error rate over cases and looks", default: "\(PairedPolicy().alpha)",
            parse: ArgumentValues.probability
        ) { $0.policy.alpha = $1 },
        .value(
            "--equivalence", "A", "chance a case that moved by the margin is called unchanged",
            default: "\(PairedPolicy().equivalenceAlpha)", parse: ArgumentValues.probability
        ) { $0.policy.equivalenceAlpha = $1 },
        .value(
            "--format", "F", "text, markdown (for CI job summaries) or json", default: ComparisonFormat.text.rawValue,
            parse: ComparisonFormat.parse
        ) { $0.format = $1 },
        .text("--output", "DIR", "both sides' CSVs and the pairs", default: "results/ab-DATE/") { $0.output = $1 },
        .flag("--force", "write into an --output folder that holds results", default: "off") { $0.force = true },
        .flag("--side-by-side", "one-thread cases: both sides at once, a CPU each", default: "off") { $0.sideBySide = true },
        .value(
            "--seed", "N", "order, side, CPU and layout draws, to replay them", default: "random, recorded",
            parse: ArgumentValues.integer(in: 0...Int.max)
        ) { $0.seed = UInt64($1) },
        .text("--base", "REF", "the baseline: git revision REF, built in .build/ab-base/", default: "BASELINE") { $0.base = $1 },
    ]

    /// A limit's default as the help shows it: `0.6% at 1 thread, else 2%`.
    private static func standardLimits(_ limit: KeyPath<PairedPolicy.Limits, Double>) -> String {
        let policy = PairedPolicy()
        let more = NumberText.percent(policy.limits(threads: 2)[keyPath: limit], places: 0)
        guard policy.oneThread != nil else { return more }
        return "\(NumberText.percent(policy.limits(threads: 1)[keyPath: limit], places: 1)) at 1 thread, else \(more)"
    }

    /// The options of its own as the help shows them.
    static let options = declarations.map(\.help)

    /// The plan of `benchmarkCase` in a pair's half: the run options' window when `--duration` was given, else
    /// ab's own for the case's thread count.
    func plan(for benchmarkCase: BenchmarkCase, stop: StopSignal) -> RunPlan {
        var shaped = run
        if !windowGiven {
            shaped.windowNanoseconds = benchmarkCase.threads > 1 ? Self.standardContendedWindow : Self.standardWindow
        }
        return shaped.plan(for: benchmarkCase, stop: stop)
    }

    /// The run options `bench ab` takes, with its own defaults for the windows: those not refused (`RunOption.inAB`)
    /// nor replaced by an option of its own of the same name.
    static let runOptions = RunOptions.declarations.filter { option in
        option.inAB == .taken && CommandOption.named(option.name, in: declarations) == nil
    }

    /// The run options ab takes, by name, and what `--slowdown` does here, wrapped to the help's width.
    private static var runOptionNames: String {
        var lines = ["RUN OPTIONS (see 'bench run --help'):"]
        let names = runOptions.map { " \($0.name)," }.joined().dropLast()
        for word in (names + "; --kernels: none unless named; --slowdown: CURRENT only.").split(separator: " ") {
            if lines[lines.count - 1].count + word.count + 1 > OptionHelp.maximumWidth - 2 { lines.append(" ") }
            lines[lines.count - 1] += " " + word
        }
        return lines.joined(separator: "\n")
    }

    /// The usage text of `bench ab`.
    static let usage = """
        USAGE: bench ab BASELINE [CURRENT] [options], or bench ab --base REF [CURRENT] [options]

        Measures each case on two builds in pairs (one measurement of each build, back to back, in balanced
        order) until its ratio is decided or the budget is spent. Each pair round starts a fresh process of
        each build. BASELINE and CURRENT are bench executables; CURRENT is this one unless given.

        OPTIONS:
        \(OptionHelp.lines(options))
        \(runOptionNames)

        EXIT: 0 no regression, 1 a case failed (its fork crashed, say), 2 a regression, 64 usage, 65 a side
          is not a bench of this protocol (or its build changed mid-run), 130/143 stopped
        """
}
