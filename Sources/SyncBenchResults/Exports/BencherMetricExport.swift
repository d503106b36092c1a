import SyncBenchCore

/// Bencher Metric Format (BMF): `{"<name>": {"latency": {"value", "lower_value", "upper_value"}}}`.
///
/// Bencher has no adapter for any Swift harness, so this is how syncbench's results get in: `bencher run
/// --adapter json --file results.json`. `value` is the published median in nanoseconds (see `ExportedCase.median`),
/// and the bounds are its distribution-free confidence interval (order statistics), which always holds it; a single
/// window has no interval, and its bounds are left out.
package enum BencherMetricExport {
    /// Bencher's measure for a time, in nanoseconds.
    package static let measure = "latency"

    /// The document for `file`: one benchmark per exported case.
    package static func document(_ file: ResultsFile) -> JSONValue {
        var benchmarks: [String: JSONValue] = [:]
        for exported in ExportedCase.select(from: file).exported {
            var metric: [String: JSONValue] = ["value": .finite(exported.median)]
            if let interval = exported.interval {
                metric["lower_value"] = .finite(interval.lower)
                metric["upper_value"] = .finite(interval.upper)
            }
            benchmarks[exported.name] = .object([measure: .object(metric)])
        }
        return .object(benchmarks)
    }
}
