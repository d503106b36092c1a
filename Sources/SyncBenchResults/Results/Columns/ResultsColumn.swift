import SyncBenchCore

/// The columns of a results file, in the order written.
///
/// This one enumeration drives the writer (`ResultsRow`), the reader (`ResultsFile(parsing:)`) and the schema
/// table in docs/csv-schema.md (`markdownTable`, printed by `bench list --columns`).
package enum ResultsColumn: String, CaseIterable, Sendable {
    case host, benchmark, primitive, role, family, waiting
    case footprintBytes = "footprint_bytes"
    case workload, threads, oversubscribed
    case criticalNanoseconds = "critical_ns"
    case thinkNanoseconds = "think_ns"
    case readPercent = "read_pct"
    case items, stripes, repetitions, forks
    case windowSeconds = "window_s"
    case batch
    case totalOperations = "total_ops"
    case operationsPerSecond = "ops_per_s"
    case nanosecondsPerOperation = "ns_per_op"
    case mean = "ns_per_op_mean"
    case minimum = "ns_per_op_min"
    case maximum = "ns_per_op_max"
    case standardDeviation = "ns_per_op_stddev"
    case coefficientOfVariation = "ns_per_op_cv"
    case intervalLow = "ns_per_op_ci_low"
    case intervalHigh = "ns_per_op_ci_high"
    case intervalLevel = "ci_level"
    case forksDisagree = "forks_disagree"
    case forkModes = "fork_modes"
    case placementClasses = "placement_classes"
    case outliersMild = "outliers_mild"
    case outliersSevere = "outliers_severe"
    case lostUpdates = "lost_updates"
    case tornReads = "torn_reads"
    case invariant, status
    case stuckThreads = "stuck_threads"
    case cpuNanosecondsPerOperation = "cpu_ns_per_op"
    case voluntarySwitchesPerOperation = "voluntary_cs_per_op"
    case involuntarySwitchesPerOperation = "involuntary_cs_per_op"
    case switchesPerOperation = "cs_per_op"
    case foreignCPUPercent = "foreign_cpu_pct"
    case noisy
    case hostOff = "host_off"
    case harnessNanosecondsPerOperation = "harness_ns_per_op"
    case jainIndex = "jain_index"
    case fairnessCV = "fairness_cv"
    case threadOperationsMinimum = "thread_ops_min"
    case threadOperationsMaximum = "thread_ops_max"
    case starvedThreads = "starved_threads"
    case latencyP50 = "latency_p50_ns"
    case latencyP90 = "latency_p90_ns"
    case latencyP99 = "latency_p99_ns"
    case latencyP999 = "latency_p999_ns"
    case latencyMax = "latency_max_ns"
    case latencySamples = "latency_samples"
    case readLatencyP50 = "read_latency_p50_ns"
    case readLatencyP90 = "read_latency_p90_ns"
    case readLatencyP99 = "read_latency_p99_ns"
    case readLatencyP999 = "read_latency_p999_ns"
    case readLatencyMax = "read_latency_max_ns"
    case readLatencySamples = "read_latency_samples"
    case readerOperationsPerSecond = "reader_ops_per_s"
    case writerOperationsPerSecond = "writer_ops_per_s"
    case writersStarved = "writers_starved"
    case threadsBefore = "threads_before"
    case peakThreads = "peak_threads"
    case note
    case handlerInvocations = "handler_invocations"
    case handlerEvents = "handler_events"
    case eventsPerInvocation = "events_per_invocation"
    case samples = "samples_ns_per_op"
    case samplesPerRound = "samples_per_round"
    case forkMedians = "fork_medians_ns"
    case hostProbe = "host_probe_ns"
    case hostProbeTime = "host_probe_at_ns"
    case placementRoundTrips = "placement_rtt_ns"
    case placementByFork = "placement_by_fork"

    /// The columns a reader needs to rebuild a result; the others are derived from them or optional.
    package static let required: [ResultsColumn] = [
        .benchmark, .primitive, .workload, .threads, .oversubscribed, .windowSeconds, .batch,
        .totalOperations, .lostUpdates, .status, .stuckThreads, .samples,
    ]

    /// The columns of one latency summary: p50, p90, p99, p99.9, max and the sample count.
    package struct LatencyColumns: Sendable {
        let p50, p90, p99, p999, max, samples: ResultsColumn
    }

    /// The sampled waits of exclusive acquisitions (locks, writes; wake-ups in a handoff).
    package static let latency = LatencyColumns(
        p50: .latencyP50, p90: .latencyP90, p99: .latencyP99, p999: .latencyP999, max: .latencyMax, samples: .latencySamples
    )
    /// The sampled waits of shared acquisitions (reads in a read/write mix).
    package static let readLatency = LatencyColumns(
        p50: .readLatencyP50, p90: .readLatencyP90, p99: .readLatencyP99, p999: .readLatencyP999, max: .readLatencyMax,
        samples: .readLatencySamples
    )
}
