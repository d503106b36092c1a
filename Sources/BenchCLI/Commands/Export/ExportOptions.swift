import SyncBench

/// The options of `bench export`.
struct ExportOptions: Equatable, CommandOptions {
    /// The results file, or folder of runs, to export.
    var input: String
    /// The format to write.
    var format: ExportFormat
    /// The file to write, replacing it; nil for standard output.
    var output: String?
    /// Google Benchmark JSON without the per-window rows.
    var aggregatesOnly = false

    /// The usage text of `bench export`.
    static let usage = """
        USAGE: bench export FILE|FOLDER --format FORMAT [--output PATH] [--aggregates-only]

        Writes the results in a format another tool reads, each case under the same name in every format and
        every run: benchmark/primitive/workload/threads (e.g. contended/pthread_mutex/increment/2). Each
        window is a sample. Cases that failed or cannot run here are left out, with a note on stderr.

        ARGUMENTS:
          FILE|FOLDER           a results CSV, or a folder of runs of the same suite (pooled, as compare does)

        OPTIONS:
        \(OptionHelp.lines(declarations.map(\.help), column: OptionHelp.wideColumn))

        EXIT STATUS:
          0 written, 64 a usage error, 65 the input cannot be read, 73 the output cannot be written
        """

    /// Every option of `bench export`, each declared once: its help line and what it does.
    static let declarations: [CommandOption<Given>] = [
        .value("--format", "FORMAT", formatSummary, default: OptionHelp.noDefault) { text, name throws(ArgumentValueError) -> ExportFormat in
            guard let format = ExportFormat(rawValue: text) else {
                let known = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
                throw ArgumentValueError("\(name) '\(text)' is not one of \(known)")
            }
            return format
        } set: {
            $0.format = $1
        },
        .text("--output", "PATH", "write to PATH, replacing it", default: "standard output") { $0.output = $1 },
        .flag(
            "--aggregates-only",
            "gbench-json without the per-window rows (github-action-benchmark's googlecpp\n"
                + "tool reads every row as a point of its own)",
            default: OptionHelp.noDefault
        ) { $0.aggregatesOnly = true },
    ]

    /// What `--format` takes: a line for each format, its name in a column.
    private static let formatSummary = """
        gbench-json              Google Benchmark JSON: a row per window, then mean, median
                                 and stddev (google/benchmark tools/compare.py)
        bmf                      Bencher Metric Format (bencher run --adapter json)
        github-action-benchmark  customSmallerIsBetter JSON for github-action-benchmark
        jmh-json                 JMH JSON results (jmh.morethan.io)
        long-csv                 one CSV row per (case, window), for pandas and R
        """

    /// What the command line gave, before `parse` checks that it names an input and a format.
    struct Given {
        /// The results file or folder, if named.
        var input: String?
        /// `--format`, if given.
        var format: ExportFormat?
        /// `--output`, if given.
        var output: String?
        /// `--aggregates-only`.
        var aggregatesOnly = false
    }

    /// Parses the arguments after `export`.
    static func parse(_ arguments: [String]) throws(UsageError) -> ExportOptions {
        var given = Given()
        try CommandOption.parse(arguments, into: &given, declared: declarations, usage: usage) { parsed, cursor, argument throws(UsageError) in
            guard !argument.hasPrefix("-"), parsed.input == nil else { throw cursor.unknown(argument) }
            parsed.input = argument
        }
        guard let input = given.input else { throw UsageError("export needs a results file or a folder of runs", usage: usage) }
        guard let format = given.format else { throw UsageError("export needs --format", usage: usage) }
        if given.aggregatesOnly && !format.hasAggregatesOnly {
            throw UsageError("--aggregates-only applies to --format gbench-json only", usage: usage)
        }
        return ExportOptions(input: input, format: format, output: given.output, aggregatesOnly: given.aggregatesOnly)
    }
}
