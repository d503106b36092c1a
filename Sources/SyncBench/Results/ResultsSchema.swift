/// The columns of a results file, in order. The README documents each one and its unit.
public enum ResultsSchema {
    /// Written as `# schema: syncbench/N`; a reader refuses any other version.
    public static let version = 1
    /// The schema line's value.
    public static var tag: String { "syncbench/\(version)" }

    /// Every column, in the order written.
    public static let columns = [
        "host", "benchmark", "primitive", "role", "workload", "threads", "oversubscribed",
        "critical_ns", "think_ns", "read_pct", "items",
        "repetitions", "window_s", "batch", "total_ops", "ops_per_s", "ns_per_op",
        "ns_per_op_mean", "ns_per_op_min", "ns_per_op_max", "ns_per_op_stddev", "ns_per_op_cv",
        "ns_per_op_ci_low", "ns_per_op_ci_high", "ci_level", "outliers_mild", "outliers_severe",
        "lost_updates", "invariant", "status", "stuck_threads",
        "cpu_ns_per_op", "voluntary_cs_per_op", "involuntary_cs_per_op", "cs_per_op", "foreign_cpu_pct", "noisy", "harness_ns_per_op",
        "jain_index", "fairness_cv", "thread_ops_min", "thread_ops_max", "starved_threads",
        "latency_p50_ns", "latency_p90_ns", "latency_p99_ns", "latency_p999_ns", "latency_max_ns", "latency_samples",
        "read_latency_p50_ns", "read_latency_p90_ns", "read_latency_p99_ns", "read_latency_p999_ns", "read_latency_max_ns",
        "read_latency_samples",
        "reader_ops_per_s", "writer_ops_per_s", "writers_starved", "threads_before", "peak_threads", "note",
        "handler_invocations", "handler_events", "events_per_invocation",
        "samples_ns_per_op", "samples_per_round",
    ]

    /// The columns a reader needs to rebuild a result; the others are derived from them.
    public static let required = [
        "benchmark", "primitive", "workload", "threads", "oversubscribed", "window_s", "batch",
        "total_ops", "lost_updates", "status", "stuck_threads", "samples_ns_per_op",
    ]
}
