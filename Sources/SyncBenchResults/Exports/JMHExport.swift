import SyncBenchCore

/// JMH's JSON result format (`-rf json`), for jmh.morethan.io, github-action-benchmark's `jmh` tool and Bencher's
/// `java_jmh` adapter.
///
/// JMH names a benchmark `class.method`; here it is `syncbench.<benchmark>.<primitive>`, so a viewer groups the
/// primitives of one benchmark together, and the workload and thread count are `params` (github-action-benchmark
/// appends the params to the name, which keeps every case apart). The mode is `avgt` (time per operation).
/// Unlike JMH, whose score is a mean with a Student-t interval, the score is the published median (see
/// `ExportedCase.median`) and `scoreConfidence` its distribution-free interval; `scoreError` is the larger of its two half-widths.
/// A single window has no interval: both are then `"NaN"`, as JMH writes them for a single iteration.
/// `rawData` holds one array per round (JMH: per fork), and `forks` counts them.
package enum JMHExport {
    /// The percentiles JMH reports, as it names them.
    static let percentiles: [Double] = [0, 50, 90, 95, 99, 99.9, 99.99, 99.999, 99.9999, 100]

    /// What JMH writes for a statistic it cannot compute, such as the error of a single iteration: the string `NaN`.
    static let notANumber = JSONValue.string("NaN")

    /// The document for `file`: one entry per exported case, in the file's order.
    package static func document(_ file: ResultsFile) -> JSONValue {
        .array(ExportedCase.select(from: file).exported.map(entry))
    }

    static func entry(_ exported: ExportedCase) -> JSONValue {
        let result = exported.result
        let rounds = exported.rounds
        return .object([
            "benchmark": .string("syncbench.\(result.benchmark.rawValue).\(result.primitive)"),
            "mode": .string("avgt"),
            "threads": .integer(result.threads),
            "forks": .integer(rounds.count),
            "measurementIterations": .integer(exported.sample.count),
            "measurementTime": .string("\(NumberText.figure(result.windowSeconds * 1000)) ms"),
            "measurementBatchSize": .integer(1),
            "params": .object(["workload": .string(result.workload), "threads": .string(String(result.threads))]),
            "primaryMetric": primaryMetric(exported, rounds: rounds),
            "secondaryMetrics": .object([:]),
        ])
    }

    static func primaryMetric(_ exported: ExportedCase, rounds: [[Double]]) -> JSONValue {
        let median = exported.median
        let interval = exported.interval
        let error = interval.map { JSONValue.finite(max(median - $0.lower, $0.upper - median)) }
        let confidence = interval.map { [JSONValue.finite($0.lower), .finite($0.upper)] }
        let scorePercentiles = percentiles.map { p in (key(p), JSONValue.finite(exported.sample.percentile(p))) }
        return .object([
            "score": .finite(median),
            "scoreError": error ?? notANumber,
            "scoreConfidence": .array(confidence ?? [notANumber, notANumber]),
            "scorePercentiles": .object(Dictionary(uniqueKeysWithValues: scorePercentiles)),
            "scoreUnit": .string(exported.unit),
            "rawData": .array(rounds.map { .array($0.map(JSONValue.finite)) }),
        ])
    }

    /// JMH's name for a percentile: `0.0`, `50.0`, `99.9`, `99.9999`, `100.0`.
    static func key(_ percentile: Double) -> String {
        percentile == percentile.rounded() ? "\(Int(percentile)).0" : "\(percentile)"
    }
}
