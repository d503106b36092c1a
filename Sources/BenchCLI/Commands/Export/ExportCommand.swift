import SyncBench

/// `bench export`: a results file, or a folder of runs pooled, in a format that CI tools read.
enum ExportCommand {
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

    /// What the command line asked for.
    struct Options: Equatable {
        var input: String
        var format: ExportFormat
        var output: String?
        var aggregatesOnly = false
    }

    static func execute(_ arguments: [String], console: Console) throws(UsageError) -> ExitCode {
        let options = try parse(arguments)
        let file: ResultsFile
        do {
            file = try ResultsInput.read(options.input)
        } catch {
            console.err("bench: error: \(error)\n")
            return .dataError
        }
        let leftOut = ExportedCase.select(from: file).leftOut
        if !leftOut.isEmpty {
            let names = leftOut.map { "\(CaseKey($0)) (\($0.status.csvValue))" }.joined(separator: ", ")
            console.err("bench: note: left out \(leftOut.count) case(s) that failed or cannot run here: \(names)\n")
        }
        let text = options.format.render(file, aggregatesOnly: options.aggregatesOnly)
        guard let output = options.output else {
            console.out(text)
            return .success
        }
        do {
            try AtomicFile.write(text, to: output)
        } catch {
            console.err("bench: error: \(error)\n")
            return .cannotCreate
        }
        return .success
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
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
        return Options(input: input, format: format, output: output, aggregatesOnly: aggregatesOnly)
    }
}
