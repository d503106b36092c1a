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
          --format FORMAT       gbench-json              Google Benchmark JSON: a row per window, then mean, median
                                                         and stddev (google/benchmark tools/compare.py)
                                bmf                      Bencher Metric Format (bencher run --adapter json)
                                github-action-benchmark  customSmallerIsBetter JSON for github-action-benchmark
                                jmh-json                 JMH JSON results (jmh.morethan.io)
                                long-csv                 one CSV row per (case, window), for pandas and R
          --output PATH         write to PATH, replacing it (default: standard output)
          --aggregates-only     gbench-json without the per-window rows (github-action-benchmark's googlecpp
                                tool reads every row as a point of its own)
          -h, --help            show this help

        EXIT STATUS:
          0 written, 64 a usage error, 65 the input cannot be read, 73 the output cannot be written
        """

    /// Parses the arguments after `export`.
    static func parse(_ arguments: [String]) throws(UsageError) -> ExportOptions {
        var cursor = ArgumentCursor(arguments, usage: usage)
        var input: String?
        var format: ExportFormat?
        var output: String?
        var aggregatesOnly = false
        while let argument = cursor.next() {
            switch argument.optionName {
            case "--format":
                format = try cursor.value(of: argument) { text, name throws(ArgumentValueError) in
                    guard let format = ExportFormat(rawValue: text) else {
                        let known = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
                        throw ArgumentValueError("\(name) '\(text)' is not one of \(known)")
                    }
                    return format
                }
            case "--output":
                output = try cursor.value(of: argument)
            case "--aggregates-only":
                aggregatesOnly = true
            case _ where argument.hasPrefix("-") || input != nil:
                throw cursor.unknown(argument)
            default:
                input = argument
            }
        }
        guard let input else { throw UsageError("export needs a results file or a folder of runs", usage: usage) }
        guard let format else { throw UsageError("export needs --format", usage: usage) }
        if aggregatesOnly && !format.hasAggregatesOnly {
            throw UsageError("--aggregates-only applies to --format gbench-json only", usage: usage)
        }
        return ExportOptions(input: input, format: format, output: output, aggregatesOnly: aggregatesOnly)
    }
}
