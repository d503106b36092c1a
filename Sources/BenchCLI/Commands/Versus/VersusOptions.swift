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

    /// The options, as the help shows them and the parser accepts them.
    static let options: [OptionHelp] = [
        OptionHelp(name: "--threads", value: "LIST", summary: "1: the uncontended case; more: the contended increment", defaultValue: "1,CPUs"),
        OptionHelp(name: "--kernel", value: "K[=N]", summary: "in a kernel: cache=95, queue, striped=8, tasks...", defaultValue: "the counter"),
        OptionHelp(name: "--budget", value: "D", summary: "time for measuring pairs; open cases then give what they have", defaultValue: OptionHelp.duration(standardBudget)),
        OptionHelp(name: "--precision", value: "P", summary: "stop a case once its interval is within ±P", defaultValue: NumberText.percent(EstimatePairs.standardPrecision, places: 0)),
        OptionHelp(name: "--confidence", value: "C", summary: "each interval's confidence", defaultValue: NumberText.percent(EstimatePairs.standardConfidence, places: 0)),
        OptionHelp(name: "--duration", value: "D", summary: "each half's window", defaultValue: OptionHelp.duration(EstimatePairs.standardWindow)),
        OptionHelp(name: "--warmup", value: "D", summary: "each half's run time before its window", defaultValue: OptionHelp.duration(EstimatePairs.standardWarmup)),
        OptionHelp(name: "--packed", value: nil, summary: "with --kernel striped: counters packed, 8 to a line", defaultValue: "padded"),
        OptionHelp(name: "--unpinned", value: nil, summary: "leave the workers to the scheduler, as bench run does", defaultValue: "pinned"),
        OptionHelp(name: "--format", value: "F", summary: "text or json", defaultValue: Format.text.rawValue),
        OptionHelp(name: "--output", value: "DIR", summary: "the results and the pairs", defaultValue: "results/versus-DATE/"),
        OptionHelp(name: "--force", value: nil, summary: "write into an --output folder that holds results", defaultValue: "off"),
        OptionHelp(name: "--seed", value: "N", summary: "order, side, CPU and layout draws, to replay them", defaultValue: "random, recorded"),
        OptionHelp(name: "--progress", value: "MODE", summary: "auto, bar, lines or none", defaultValue: ProgressMode.auto.rawValue),
        OptionHelp(name: "--allow-debug", value: nil, summary: "measure in a debug build, whose figures mean little", defaultValue: "off"),
    ]

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
        var cursor = ArgumentCursor(arguments, usage: usage)
        var options = VersusOptions()
        var names: [String] = []
        while let argument = cursor.next() {
            guard argument.hasPrefix("-") else {
                guard names.count < 2 else { throw cursor.unknown(argument) }
                names.append(argument)
                continue
            }
            try options.take(argument, from: &cursor)
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

    /// Takes one option, and its value from `cursor`.
    private mutating func take(_ argument: String, from cursor: inout ArgumentCursor) throws(UsageError) {
        switch argument.optionName {
        case "--threads": threads = try cursor.value(of: argument, ArgumentValues.threadCounts)
        case "--kernel":
            let selection = try cursor.value(of: argument, ArgumentValues.kernels)
            guard let names = selection.names, names.count == 1, (selection.shapes.first?.value.count ?? 1) == 1 else {
                throw UsageError("--kernel names one kernel, with at most one shape (cache=50, striped=64)", usage: Self.usage)
            }
            (kernel, shape) = (names[0], selection.shapes.first?.value.first)
        case "--packed": packed = true
        case "--budget":
            budgetNanoseconds = try cursor.value(of: argument, ArgumentValues.pairBudget)
        case "--precision":
            precision = try cursor.value(of: argument) { text, name throws(ArgumentValueError) in
                try ArgumentValues.fraction(text, option: name, in: 0.001...0.5)
            }
        case "--confidence":
            confidence = try cursor.value(of: argument) { text, name throws(ArgumentValueError) in
                try ArgumentValues.fraction(text, option: name, in: 0.5...0.999)
            }
        case "--format":
            format = try cursor.value(of: argument) { text, name throws(ArgumentValueError) in
                guard let format = Format(rawValue: text) else { throw ArgumentValueError("\(name) '\(text)' is not text or json") }
                return format
            }
        case "--progress":
            progress = try cursor.value(of: argument, ArgumentValues.progressMode)
        case "--duration": windowNanoseconds = try cursor.value(of: argument, ArgumentValues.duration)
        case "--warmup": warmupNanoseconds = try cursor.value(of: argument, ArgumentValues.duration)
        case "--output": output = try cursor.value(of: argument)
        case "--seed": seed = UInt64(try cursor.integer(of: argument, in: 0...Int.max))
        case "--force": force = true
        case "--allow-debug": allowDebug = true
        case "--unpinned": unpinned = true
        default: throw cursor.unknown(argument)
        }
    }
}
