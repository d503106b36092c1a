import SyncBench

/// The options of `bench compare`.
package struct CompareOptions: Equatable, Sendable, CommandOptions {
    /// How the comparison is printed.
    package typealias Format = ComparisonFormat

    /// The earlier results file.
    package var baseline: String
    /// The results file to judge against it.
    package var current: String
    /// The statistical rules.
    package var policy = ComparisonPolicy()
    /// The output format.
    package var format = Format.text

    /// Every option of `bench compare`, each declared once: its help line and what it does.
    static let declarations: [CommandOption<CompareOptions>] = [
        .value(
            "--threshold", "T", "the smallest change of the median that counts; 5% or 0.05",
            default: NumberText.percent(ComparisonPolicy().threshold, places: 0), parse: ArgumentValues.threshold
        ) { $0.policy.threshold = $1 },
        .value(
            "--alpha", "A", "significance level of the U-test", default: "\(ComparisonPolicy().alpha)", parse: ArgumentValues.probability
        ) { $0.policy.alpha = $1 },
        .flag("--judge-all", "also judge cases that other threads shape (contended, rwmix...)", default: "off") {
            $0.policy.judgeAll = true
        },
        .value("--format", "F", "text, markdown (for CI job summaries) or json", default: Format.text.rawValue, parse: Format.parse) {
            $0.format = $1
        },
    ]

    /// Every option of `bench compare` as the help shows it.
    static let options = declarations.map(\.help)

    /// The usage text of `bench compare`.
    package static let usage = """
        USAGE: bench compare BASELINE.csv CURRENT.csv [options]
               bench compare BASELINE-FOLDER CURRENT-FOLDER [options]

        Compares two results files case by case: regression, improvement, unchanged, or too noisy (with the
        reason). A change is called only when a Mann-Whitney U test on the windows, the minimum effect,
        disjoint confidence intervals of the two medians (95% or more; min to max of 3, 4 or 5 samples
        covers only 75%, 87.5% or 93.75%, and the verdict says so) and, for files measured in rounds,
        every round agree.
        Also compares each primitive's contended curve as a whole. A folder stands for several runs: its
        .csv files are pooled, each run's windows counting as rounds of their own (a process can be slow
        throughout; pooled, it is one run among several). A folder holding one run twice is refused.
        By default only one thread's own work is judged; the rest swings between runs far more than within
        one, and is shown but called too noisy unless --judge-all.

        OPTIONS:
        \(OptionHelp.lines(options))

        EXIT STATUS: 0 no regression, 2 a regression, 64 a usage error,
          65 the files cannot be compared (unreadable, another schema, a case twice in a file, no case in
          common, a folder without a .csv file or holding one run twice)
        """

    /// Options for comparing `current` with `baseline`, every rule at its default.
    package init(baseline: String, current: String, policy: ComparisonPolicy = ComparisonPolicy(), format: Format = .text) {
        self.baseline = baseline
        self.current = current
        self.policy = policy
        self.format = format
    }

    /// Parses the arguments after `compare`.
    package static func parse(_ arguments: [String]) throws(UsageError) -> CompareOptions {
        var files: [String] = []
        var options = CompareOptions(baseline: "", current: "")
        try CommandOption.parse(arguments, into: &options, declared: declarations, usage: usage) { _, cursor, argument throws(UsageError) in
            guard !argument.hasPrefix("-"), files.count < 2 else { throw cursor.unknown(argument) }
            files.append(argument)
        }
        guard files.count == 2 else {
            throw UsageError("compare needs two files, BASELINE.csv and CURRENT.csv", usage: usage)
        }
        (options.baseline, options.current) = (files[0], files[1])
        return options
    }
}
