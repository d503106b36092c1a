import SyncBench

/// The options of `bench versus`: the two primitives, the thread counts, and when an estimate is good enough.
struct VersusOptions: CommandOptions {
    /// The primitive whose cost is the ratio's numerator.
    var first = ""
    /// The primitive it is measured against, the ratio's denominator.
    var second = ""
    /// The thread counts: 1 for the uncontended case, more for the contended increment; nil for 1 and the
    /// effective CPUs.
    var threads: [Int]?
    /// The time for measuring pairs, in nanoseconds.
    var budgetNanoseconds = VersusOptions.standardBudget
    /// The half-width, as a fraction, at which a case's interval is good enough and its pairs stop.
    var precision = EstimatePairs.standardPrecision
    /// The confidence of every interval.
    var confidence = EstimatePairs.standardConfidence
    /// The seed of the order of cases and sides and of the placements; nil for one drawn at random (and recorded).
    var seed: UInt64?
    /// The folder for the results and the pairs; nil for a fresh one under `results/`.
    var output: String?
    /// Use an existing `--output` folder's files.
    var force = false
    /// Text or JSON.
    var format = Format.text
    /// How progress is shown.
    var progress = ProgressMode.auto
    /// Measure in a debug build.
    var allowDebug = false
    /// The kernel both primitives are measured in, by name; nil for the counter loop.
    var kernel: String?
    /// The kernel's shape: its read share in percent (cache, tasks) or its stripes (striped); nil for its headline.
    var shape: Int?
    /// The striped kernel's counters packed rather than padded.
    var packed = false
    /// Leave each pair's workers to the scheduler, as `bench run` does; otherwise they are pinned to CPUs
    /// (turned from pair to pair), as in `bench ab`. Unpinned, the scheduler sometimes runs both workers on one
    /// CPU, which mixes placements in the pairs and widens a contended interval (docs/versus.md, "What it can and
    /// cannot resolve").
    var unpinned = false
    /// The CPUs each pair's workers are pinned to (turned from pair to pair): every CPU this process may use, or
    /// none (the scheduler places them) when `unpinned`.
    var workerCPUs: [Int] {
        unpinned ? [] : WorkerPlacement.allowedCPUs()
    }

    /// Each half's window, in nanoseconds.
    var windowNanoseconds = EstimatePairs.standardWindow
    /// Each half's warm-up before its window, in nanoseconds.
    var warmupNanoseconds = EstimatePairs.standardWarmup

    /// How the estimates are printed.
    enum Format: String, CaseIterable {
        case text, json
    }

    /// Half a minute: both cases of the default pair settle within it on this project's VMs.
    static let standardBudget: UInt64 = 30_000_000_000

    /// The options, each declared once: its help line and what it does.
    static let declarations: [CommandOption<VersusOptions>] = [
        .value(
            "--threads", "LIST", "1: the uncontended case; more: the contended increment", default: "1,CPUs",
            parse: ArgumentValues.threadCounts
        ) { $0.threads = $1 },
        CommandOption("--kernel", "K[=N]", "in a kernel: cache=95, queue, striped=8, tasks...", default: "the counter") {
            options, cursor, argument throws(UsageError) in
            let selection = try cursor.value(of: argument, ArgumentValues.kernels)
            guard let names = selection.names, names.count == 1, (selection.shapes.first?.value.count ?? 1) == 1 else {
                throw UsageError("--kernel names one kernel, with at most one shape (cache=50, striped=64)", usage: VersusOptions.usage)
            }
            (options.kernel, options.shape) = (names[0], selection.shapes.first?.value.first)
        },
        .value(
            "--budget", "D", "time for measuring pairs; open cases then give what they have",
            default: OptionHelp.duration(standardBudget), parse: ArgumentValues.pairBudget
        ) { $0.budgetNanoseconds = $1 },
        .value(
            "--precision", "P", "stop a case once its interval is within ±P",
            default: NumberText.percent(EstimatePairs.standardPrecision, places: 0), parse: ArgumentValues.fraction(in: 0.001...0.5)
        ) { $0.precision = $1 },
        .value(
            "--confidence", "C", "each interval's confidence",
            default: NumberText.percent(EstimatePairs.standardConfidence, places: 0), parse: ArgumentValues.fraction(in: 0.5...0.999)
        ) { $0.confidence = $1 },
        .value(
            "--duration", "D", "each half's window", default: OptionHelp.duration(EstimatePairs.standardWindow),
            parse: ArgumentValues.duration
        ) { $0.windowNanoseconds = $1 },
        .value(
            "--warmup", "D", "each half's run time before its window", default: OptionHelp.duration(EstimatePairs.standardWarmup),
            parse: ArgumentValues.duration
        ) { $0.warmupNanoseconds = $1 },
        .flag("--packed", "with --kernel striped: counters packed, 8 to a line", default: "padded") { $0.packed = true },
        .flag("--unpinned", "leave the workers to the scheduler, as bench run does", default: "pinned") { $0.unpinned = true },
        .value("--format", "F", "text or json", default: Format.text.rawValue) { text, name throws(ArgumentValueError) -> Format in
            guard let format = Format(rawValue: text) else { throw ArgumentValueError("\(name) '\(text)' is not text or json") }
            return format
        } set: {
            $0.format = $1
        },
        .text("--output", "DIR", "the results and the pairs", default: "results/versus-DATE/") { $0.output = $1 },
        .flag("--force", "write into an --output folder that holds results", default: "off") { $0.force = true },
        .value(
            "--seed", "N", "order, side, CPU and layout draws, to replay them", default: "random, recorded",
            parse: ArgumentValues.integer(in: 0...Int.max)
        ) { $0.seed = UInt64($1) },
        .value("--progress", "MODE", "auto, bar, lines or none", default: ProgressMode.auto.rawValue, parse: ArgumentValues.progressMode) {
            $0.progress = $1
        },
        .flag("--allow-debug", "measure in a debug build, whose figures mean little", default: "off") { $0.allowDebug = true },
    ]

    /// The options as the help shows them.
    static let options = declarations.map(\.help)

    /// The usage text of `bench versus`.
    static let usage = """
        USAGE: bench versus FIRST SECOND [options]

        Measures two primitives of this build in pairs, back to back in one fresh process a round: each case
        gives the ratio of FIRST's cost to SECOND's with its interval. A host's drift slows both halves of a
        pair alike, so the ratio is far tighter than two separate figures. 'bench list' names primitives.

        OPTIONS:
        \(OptionHelp.lines(options))

        EXIT: 0 measured, 1 a case failed, 64 usage, 65 forks cannot serve, 73 no output, 130/143 stopped
        """

    /// Parses the arguments after `versus`.
    static func parse(_ arguments: [String]) throws(UsageError) -> VersusOptions {
        var options = VersusOptions()
        var names: [String] = []
        try CommandOption.parse(arguments, into: &options, declared: declarations, usage: usage) { _, cursor, argument throws(UsageError) in
            guard !argument.hasPrefix("-"), names.count < 2 else { throw cursor.unknown(argument) }
            names.append(argument)
        }
        guard names.count == 2 else {
            throw UsageError("versus needs two primitives, e.g. 'bench versus Mutex pthread_mutex'", usage: usage)
        }
        guard names[0] != names[1] else { throw UsageError("versus needs two different primitives, not \(names[0]) twice", usage: usage) }
        if options.packed && options.kernel != KernelKind.striped.rawValue {
            throw UsageError("--packed shapes the striped kernel: give it with --kernel striped", usage: usage)
        }
        (options.first, options.second) = (names[0], names[1])
        return options
    }
}
