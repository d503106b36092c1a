import SyncBenchCore

/// Google Benchmark's JSON (`--benchmark_format=json`), for google/benchmark's `tools/compare.py`,
/// github-action-benchmark's `googlecpp` tool and Bencher's `cpp_google` adapter.
///
/// Each window is one `iteration` row, the way Google Benchmark writes one row per repetition, so that
/// `compare.py` finds several rows under one name and runs its Mann-Whitney U test on them; after them come the
/// `_mean`, `_median` and `_stddev` aggregates. syncbench measures CPU time per case, not per window, so
/// `cpu_time` repeats `real_time` (the fields are required); the case's CPU time per operation is in the CSV.
package enum GoogleBenchmarkExport {
    /// The document for `file`.
    /// - Parameter aggregatesOnly: only the aggregate rows, as `--benchmark_report_aggregates_only` writes them:
    ///   for github-action-benchmark, which would otherwise see one name many times.
    package static func document(_ file: ResultsFile, aggregatesOnly: Bool = false) -> JSONValue {
        let cases = ExportedCase.select(from: file).exported
        let rows = cases.flatMap { exported in
            (aggregatesOnly ? [] : iterations(of: exported)) + aggregates(of: exported)
        }
        return .object(["context": context(file), "benchmarks": .array(rows)])
    }

    /// The run's environment, in Google Benchmark's fields where one fits, and all of it under `syncbench`.
    static func context(_ file: ResultsFile) -> JSONValue {
        var context: [String: JSONValue] = [
            "executable": .string("bench"),
            "caches": .array([]),
            "syncbench": .object(Dictionary(file.metadata.map { ($0.key, JSONValue.string($0.value)) }, uniquingKeysWith: { first, _ in first })),
        ]
        context["date"] = file.metadata(.date).map(JSONValue.string)
        context["host_name"] = file.metadata(.host).map(JSONValue.string)
        context["num_cpus"] = file.metadata(.effectiveCPUs).flatMap { Int($0) }.map(JSONValue.integer)
        context["library_build_type"] = file.metadata(.build).map(JSONValue.string)
        return .object(context)
    }

    /// One row per window, in the order measured.
    static func iterations(of exported: ExportedCase) -> [JSONValue] {
        exported.result.samples.enumerated().map { index, value in
            row(exported, name: exported.name, time: value, iterations: exported.operations(inWindowOf: value), extra: [
                "run_type": .string("iteration"),
                "repetition_index": .integer(index),
            ])
        }
    }

    /// The mean, median and standard deviation of the windows (no standard deviation for a single window).
    static func aggregates(of exported: ExportedCase) -> [JSONValue] {
        let statistics: [(String, Double?)] = [
            ("mean", exported.sample.mean),
            ("median", exported.sample.median),
            ("stddev", exported.sample.standardDeviation),
        ]
        return statistics.compactMap { aggregate, value in
            value.map { value in
                row(exported, name: "\(exported.name)_\(aggregate)", time: value, iterations: exported.sample.count, extra: [
                    "run_type": .string("aggregate"),
                    "aggregate_name": .string(aggregate),
                    "aggregate_unit": .string("time"),
                ])
            }
        }
    }

    private static func row(
        _ exported: ExportedCase, name: String, time: Double, iterations: Int, extra: [String: JSONValue]
    ) -> JSONValue {
        let fields: [String: JSONValue] = [
            "name": .string(name),
            "run_name": .string(exported.name),
            "family_index": .integer(exported.index),
            "per_family_instance_index": .integer(0),
            "repetitions": .integer(exported.sample.count),
            "threads": .integer(exported.result.threads),
            "iterations": .integer(iterations),
            "real_time": .finite(time),
            "cpu_time": .finite(time),
            "time_unit": .string("ns"),
        ]
        return .object(fields.merging(extra) { _, new in new })
    }
}
