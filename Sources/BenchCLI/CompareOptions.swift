import SyncBench

/// The options of `bench compare`.
public struct CompareOptions: Equatable, Sendable {
    /// How the comparison is printed.
    public enum Format: String, Sendable, CaseIterable {
        /// A table for the terminal.
        case text
        /// GitHub-flavoured Markdown, for CI job summaries and pull-request comments.
        case markdown
        /// JSON, for tools.
        case json
    }

    /// The earlier results file.
    public var baseline: String
    /// The results file to judge against it.
    public var current: String
    /// The statistical rules.
    public var policy = ComparisonPolicy()
    /// The output format.
    public var format = Format.text

    /// The usage text of `bench compare`.
    public static let usage = """
        USAGE: bench compare BASELINE.csv CURRENT.csv [options]
               bench compare BASELINE-FOLDER CURRENT-FOLDER [options]

        Compares two results files case by case: a Mann-Whitney U test on the windows of each case, a minimum
        effect size, disjoint 95% intervals of the two medians and, for files measured in rounds, the change in
        every round; and a verdict per case: regression, improvement, unchanged, or too noisy (with the reason).
        Also compares each primitive's contended curve as a whole.

        Either side may be a folder standing for several runs of the same suite: its .csv files are pooled,
        each run's windows counting as rounds of their own (a process can be slow throughout; pooled, it is
        one run among several). Give the runs a folder of their own: a folder holding one run twice is refused.

        OPTIONS:
          --threshold T         the minimum effect: a change of the median smaller than this is no change
                                (default 5%; write 5% or 0.05)
          --alpha A             significance level of the U-test (default 0.05)
          --judge-all           also judge cases whose figure depends on other threads (contended, rwmix, handoff,
                                executors, coordination...); by default only one thread's own work is judged and
                                the rest is shown but called too noisy: it swings between runs far more than within one
          --format F            text (default), markdown (CI job summaries, PR comments) or json
          -h, --help            show this help

        EXIT STATUS:
          0 no regression, 2 a regression, 64 a usage error,
          65 the files cannot be compared (unreadable, another schema, no case in common, a folder without
             a .csv file or holding one run twice)
        """

    /// Options for comparing `current` with `baseline`, every rule at its default.
    public init(baseline: String, current: String, policy: ComparisonPolicy = ComparisonPolicy(), format: Format = .text) {
        self.baseline = baseline
        self.current = current
        self.policy = policy
        self.format = format
    }

    /// Parses the arguments after `compare`.
    public static func parse(_ arguments: [String]) throws(UsageError) -> CompareOptions {
        var files: [String] = []
        var policy = ComparisonPolicy()
        var format = Format.text
        var cursor = ArgumentCursor(arguments, usage: usage)
        while let argument = cursor.next() {
            switch argument.optionName {
            case "--threshold":
                policy.threshold = try cursor.value(of: argument) { text, name throws(ArgumentValueError) in
                    try ArgumentValues.fraction(text, option: name, in: 0.001...1)
                }
            case "--alpha":
                policy.alpha = try cursor.value(of: argument, ArgumentValues.probability)
            case "--judge-all":
                policy.judgeAll = true
            case "--format":
                format = try cursor.value(of: argument) { text, name throws(ArgumentValueError) in
                    guard let format = Format(rawValue: text) else {
                        throw ArgumentValueError("\(name) '\(text)' is not one of text, markdown, json")
                    }
                    return format
                }
            default:
                guard !argument.hasPrefix("-"), files.count < 2 else { throw cursor.unknown(argument) }
                files.append(argument)
            }
        }
        guard files.count == 2 else {
            throw UsageError("compare needs two files, BASELINE.csv and CURRENT.csv", usage: usage)
        }
        return CompareOptions(baseline: files[0], current: files[1], policy: policy, format: format)
    }
}
