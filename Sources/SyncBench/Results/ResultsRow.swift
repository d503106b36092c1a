import Foundation

/// Turns a `CaseResult` into a CSV row and back.
enum ResultsRow {
    /// The row's fields, in `ResultsSchema.columns` order.
    static func fields(of result: CaseResult, host: String) -> [String] {
        let sample = result.sample
        let interval = MedianInterval(sample)
        let outliers = Outliers(sample)
        var values: [String: String] = [
            "host": host,
            "benchmark": result.benchmark,
            "primitive": result.primitive,
            "role": result.role ?? "",
            "workload": result.workload,
            "threads": String(result.threads),
            "oversubscribed": result.oversubscribed ? "yes" : "no",
            "critical_ns": significant(result.parameters.criticalNanoseconds),
            "think_ns": significant(result.parameters.thinkNanoseconds),
            "read_pct": result.parameters.readPercent.map(String.init) ?? "",
            "items": result.parameters.items.map(String.init) ?? "",
            "repetitions": String(result.samples.count),
            "window_s": "\(result.windowSeconds)",
            "batch": String(result.batchSize),
            "total_ops": String(result.totalOperations),
            "ops_per_s": decimal(result.operationsPerSecond, places: 0),
            "ns_per_op": decimal(sample.median),
            "ns_per_op_mean": decimal(sample.mean),
            "ns_per_op_min": decimal(sample.min),
            "ns_per_op_max": decimal(sample.max),
            "ns_per_op_stddev": decimal(sample.standardDeviation),
            "ns_per_op_cv": decimal(sample.coefficientOfVariation, places: 4),
            "ns_per_op_ci_low": decimal(interval?.lower),
            "ns_per_op_ci_high": decimal(interval?.upper),
            "ci_level": decimal(interval?.confidence, places: 4),
            "outliers_mild": String(outliers.mild),
            "outliers_severe": String(outliers.severe),
            "lost_updates": String(result.lostUpdates),
            "invariant": invariantWord(result),
            "status": result.status.csvValue,
            "stuck_threads": stuckThreads(result.status),
            "cpu_ns_per_op": significant(result.cost?.cpuNanosecondsPerOperation),
            "voluntary_cs_per_op": significant(result.cost?.voluntarySwitchesPerOperation),
            "involuntary_cs_per_op": significant(result.cost?.involuntarySwitchesPerOperation),
            "cs_per_op": significant(result.cost?.switchesPerOperation),
            "foreign_cpu_pct": significant(result.cost?.foreignCPUPercent),
            "noisy": result.cost.map { $0.isNoisy ? "yes" : "no" } ?? "",
            "harness_ns_per_op": significant(result.harnessNanosecondsPerOperation),
            "jain_index": decimal(result.fairness?.jainIndex, places: 4),
            "fairness_cv": decimal(result.fairness?.coefficientOfVariation, places: 4),
            "thread_ops_min": result.fairness.map { String($0.minimum) } ?? "",
            "thread_ops_max": result.fairness.map { String($0.maximum) } ?? "",
            "starved_threads": result.fairness.map { String($0.starvedWorkers) } ?? "",
            "reader_ops_per_s": decimal(result.readWrite?.readerOperationsPerSecond, places: 0),
            "writer_ops_per_s": decimal(result.readWrite?.writerOperationsPerSecond, places: 0),
            "writers_starved": result.readWrite.map { $0.writersStarved ? "yes" : "no" } ?? "",
            "threads_before": result.threadGrowth.map { String($0.before) } ?? "",
            "peak_threads": result.threadGrowth.map { String($0.peak) } ?? "",
            "note": note(result.status),
            "handler_invocations": result.coalescing.map { String($0.handlerInvocations) } ?? "",
            "handler_events": result.coalescing.map { String($0.events) } ?? "",
            "events_per_invocation": significant(result.coalescing?.eventsPerInvocation),
            "samples_ns_per_op": result.samples.map { "\($0)" }.joined(separator: " "),
            "samples_per_round": result.samplesPerRound.map { "\($0)" }.joined(separator: " "),
        ]
        latencyFields(result.latency, prefix: "latency", into: &values)
        latencyFields(result.readLatency, prefix: "read_latency", into: &values)
        return ResultsSchema.columns.map { values[$0] ?? "" }
    }

    /// The percentile columns of a latency summary, named with `prefix`.
    private static func latencyFields(_ latency: LatencySummary?, prefix: String, into values: inout [String: String]) {
        values["\(prefix)_p50_ns"] = decimal(latency?.p50, places: 1)
        values["\(prefix)_p90_ns"] = decimal(latency?.p90, places: 1)
        values["\(prefix)_p99_ns"] = decimal(latency?.p99, places: 1)
        values["\(prefix)_p999_ns"] = decimal(latency?.p999, places: 1)
        values["\(prefix)_max_ns"] = decimal(latency?.max, places: 1)
        values["\(prefix)_samples"] = latency.map { String($0.count) } ?? ""
    }

    /// `value` with `places` decimals, or an empty field when there is no value.
    static func decimal(_ value: Double?, places: Int = 3) -> String {
        guard let value else { return "" }
        let scale = (0..<places).reduce(1.0) { value, _ in value * 10 }
        let rounded = (value * scale).rounded() / scale
        return places == 0 ? String(Int(rounded)) : "\(rounded)"
    }

    /// `value` to four significant figures, or an empty field when there is no value.
    static func significant(_ value: Double?) -> String {
        guard let value else { return "" }
        return String(format: "%.4g", value)
    }

    private static func invariantWord(_ result: CaseResult) -> String {
        switch result.status {
        case .timedOut, .unavailable: "unchecked"
        case .invariantViolated: "violated"
        default: result.lostUpdates > 0 ? "lost_updates_expected" : "held"
        }
    }

    private static func note(_ status: CaseResult.Status) -> String {
        guard case .unavailable(let reason) = status else { return "" }
        return reason
    }

    private static func stuckThreads(_ status: CaseResult.Status) -> String {
        guard case .timedOut(let stuck) = status else { return "" }
        return stuck.map(String.init).joined(separator: " ")
    }
}
