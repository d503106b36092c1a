import SyncBenchCore

/// The formats `bench export` writes, by the name the command line uses.
package enum ExportFormat: String, Sendable, CaseIterable {
    /// Google Benchmark JSON, one row per window plus aggregates (`compare.py`, github-action-benchmark
    /// `googlecpp`, Bencher `cpp_google`).
    case googleBenchmark = "gbench-json"
    /// Bencher Metric Format.
    case bencher = "bmf"
    /// github-action-benchmark's `customSmallerIsBetter`.
    case githubActionBenchmark = "github-action-benchmark"
    /// JMH's JSON results (jmh.morethan.io, github-action-benchmark `jmh`, Bencher `java_jmh`).
    case jmh = "jmh-json"
    /// One CSV row per (case, window).
    case longCSV = "long-csv"

    /// Whether the format has per-window rows that `aggregatesOnly` can leave out.
    package var hasAggregatesOnly: Bool { self == .googleBenchmark }

    /// `file` in this format, as text ending with a newline.
    /// - Parameter aggregatesOnly: Google Benchmark JSON without its per-window rows; ignored by other formats.
    package func render(_ file: ResultsFile, aggregatesOnly: Bool = false) -> String {
        switch self {
        case .googleBenchmark:
            return GoogleBenchmarkExport.document(file, aggregatesOnly: aggregatesOnly).text
        case .bencher:
            return BencherMetricExport.document(file).text
        case .githubActionBenchmark:
            return GitHubActionBenchmarkExport.document(file).text
        case .jmh:
            return JMHExport.document(file).text
        case .longCSV:
            var text = ""
            LongCSVExport.write(file, to: &text)
            return text
        }
    }
}
