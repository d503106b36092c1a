import SyncBenchCore

extension ResultsColumn {
    /// What the column holds, one line for the schema table.
    package var meaning: String {
        switch self {
        case .host: "the machine's host name, so that files from several machines can be merged"
        case .benchmark:
            "`uncontended`, `contended`, `rwmix`, `handoff`, `coordination`, `inversion`, `explosion`, or a kernel: `cache`, "
                + "`queue`, `striped`, `tasks`, or `kernel` for a kernel of your own ([kernels.md](kernels.md))"
        case .primitive: "the subject's name, as in `bench list`"
        case .role: "`lock`, `control`, `twin`, `channel`, `pattern`, `executor` or `coordination` (empty in older files)"
        case .family:
            "the subject's group: `pthread`, `foundation`, `dispatch`, `spin_mutex`, `executor`, `control`, `user` (a lock "
                + "of your own) or `unknown` (older files, which lack the column)"
        case .waiting:
            "how a lock's waiters wait once contention lasts: `sleeps`, `spins` (never sleeps) or `undeclared` (a lock of "
                + "your own that does not say); the decision table recommends only locks that sleep ([findings.md](findings.md)). "
                + "Empty for the subjects other than locks and the tasks kernel's actor, and in older files"
        case .footprintBytes:
            "one instance of the primitive as a program holds it, in bytes, heap allocations included (`bench list`'s "
                + "bytes); empty for a subject that is no one primitive, and in older files"
        case .workload:
            "what the workers do, with its parameters: `increment`, `increment cs=50ns think=0ns`, `read95`, `pingpong`, "
                + "a coordination pattern (`group_fanout n=16`), `hold=50us burst=20ms`, `items=64 block=5ms`; a kernel's "
                + "shape (`read95`, `ring=32`, `stripes=8 padded`) or, for a kernel of your own, its name"
        case .threads: "worker threads"
        case .oversubscribed: "`yes` when threads exceed the effective CPUs"
        case .criticalNanoseconds: "target work inside the lock"
        case .thinkNanoseconds: "target think time outside the lock"
        case .readPercent: "share of reads in a read/write mix and in the `cache` and `tasks` kernels (empty elsewhere)"
        case .items: "work items submitted at once, for `explosion`"
        case .stripes: "the locks the `striped` kernel spreads its counters over (empty elsewhere)"
        case .repetitions: "windows that produced a sample"
        case .forks: "processes that measured the case: 1 when all its windows came from one process, else the forks (a lost one included)"
        case .windowSeconds: "length of each window"
        case .batch: "operations a worker does between two publications of its count"
        case .totalOperations: "operations completed inside all windows, all threads"
        case .operationsPerSecond: "throughput of the whole system: 1e9 / ns_per_op"
        case .nanosecondsPerOperation:
            "wall time per operation of the whole system (a window's time / operations in it): the median of the fork "
                + "medians when forks > 1, else the median over windows; for `inversion` the high thread's wait, for "
                + "`explosion` the time until all items ran"
        case .mean: "mean of the window values"
        case .minimum: "the smallest window value"
        case .maximum: "the largest window value"
        case .standardDeviation: "sample standard deviation (n - 1) of the window values"
        case .coefficientOfVariation: "coefficient of variation: stddev / mean"
        case .intervalLow:
            "lower end of the distribution-free confidence interval of ns_per_op (order statistics): over the fork medians "
                + "when forks > 1, so that it covers the variance between processes, else over the windows of one process"
        case .intervalHigh: "upper end of that interval"
        case .intervalLevel: "that interval's actual coverage (five samples reach 0.9375 at most; nine 0.9609; ten 0.9785)"
        case .forksDisagree:
            "`yes` when the fork medians range over more than 3 times a fork's own range and over 5% (two modes, one slow "
                + "fork); empty unless forks > 1 with two windows or more each"
        case .placementClasses:
            "where the host put the workers, by the round trip they read between them (`PlacementProbe`): with forks on "
                + "both sides of the run's placement boundary, each side's median in ns with its forks, its interval (the "
                + "median's distribution-free interval at 95%, or the widest for 5 forks, 93.75%; none below 5 forks) and its round trips, near first, as `near 41.7x8 [40.1 43.0] at 66-120ns; far 81.2x2 at 360-430ns`; with "
                + "every placed fork on one side, `near x10 at 66-120ns`; empty when the run's readings form one group "
                + "([placement.md](placement.md))"
        case .forkModes:
            "two speeds among the forks (`ForkModes`): each level, the median of its forks' medians in ns, with how many "
                + "forks it had, fast first, as `7.49x8 11.4x2`; empty when the forks form one group "
                + "([layout.md](layout.md#modes))"
        case .outliersMild: "windows beyond 1.5 IQR from the quartiles (Tukey); counted, never dropped"
        case .outliersSevere: "windows beyond 3 IQR from the quartiles; counted, never dropped"
        case .lostUpdates:
            "how far the shared counter fell short of the operations counted (in `rwmix`, of twice the writes: a write is two "
                + "increments; in `cache` and `tasks`, the entries' versions short of the writes; in `queue`, the items produced "
                + "short of those consumed or left in the ring, negative for an item consumed twice)"
        case .tornReads:
            "in `rwmix`, reads that saw a write half done (the counter odd between a write's two increments): the read lock let a "
                + "reader in beside a writer; 0 where no read was torn (always at 100% reads, which have no writer); in `cache` and "
                + "`tasks`, reads (and entries at the end) that found an entry's check not matching its version; in `queue`, 1 when "
                + "the counts add up but the checksums do not (items swapped for others); empty on other rows, and older files, which "
                + "lack the column, read as 0"
        case .invariant: "`held`, `violated`, `lost_updates_expected` (no_lock only) or `unchecked` (timed out, unavailable)"
        case .status: "`ok`, `invariant_violated`, `timeout`, `no_progress`, `fork_failed` (a fork was lost; see `note`), or `unavailable` (not a failure; see `note`)"
        case .stuckThreads: "indices of workers that never stopped, for `timeout`"
        case .cpuNanosecondsPerOperation: "CPU time of the process per operation (above ns_per_op x threads means spinning)"
        case .voluntarySwitchesPerOperation:
            "voluntary context switches per operation (the thread parked); empty where the platform cannot tell the kinds apart (Darwin)"
        case .involuntarySwitchesPerOperation:
            "involuntary context switches per operation (the thread was preempted); empty where the kinds cannot be told apart"
        case .switchesPerOperation: "context switches of both kinds per operation: the figure that means the same on every platform"
        case .foreignCPUPercent: "CPU time other processes used while the case ran, in percent of one CPU"
        case .noisy: "`yes` when other processes took 10% of a CPU or more beyond the tick rounding"
        case .hostOff: "`yes` when at least half of the case's forks ran while the host probe, the median of the 11 readings nearest in time (each set against its own case's median), was more than 10% off the run's median ([system.md](system.md#the-host-probe)); empty without a probe"
        case .harnessNanosecondsPerOperation: "the harness's bookkeeping per operation at this case's batch size"
        case .jainIndex: "Jain's fairness index of the per-thread operation counts (1 = even; 1/n = one winner)"
        case .fairnessCV: "coefficient of variation of the per-thread counts"
        case .threadOperationsMinimum: "fewest operations of any thread inside the windows"
        case .threadOperationsMaximum: "most operations of any thread inside the windows"
        case .starvedThreads: "threads with under a tenth of their fair share"
        case .latencyP50, .latencyP90, .latencyP99, .latencyP999, .latencyMax:
            "sampled acquire wait (writes in rwmix and the cache kernels, wake-up in handoff, push to pop in `queue`) at that percentile, or its maximum"
        case .latencySamples: "how many waits were sampled"
        case .readLatencyP50, .readLatencyP90, .readLatencyP99, .readLatencyP999, .readLatencyMax:
            "the same for reads in a read/write mix"
        case .readLatencySamples: "how many read waits were sampled"
        case .readerOperationsPerSecond: "reads per second in a read/write mix (median over windows)"
        case .writerOperationsPerSecond: "writes per second in a read/write mix (median over windows)"
        case .writersStarved: "`yes` when writers' p99 wait is over 100 us and 10x the readers'"
        case .threadsBefore: "the process's threads before an `explosion` case"
        case .peakThreads: "the process's threads at their peak during an `explosion` case"
        case .note: "why a case is `unavailable` here, or which fork was lost and how (`fork_failed`)"
        case .handlerInvocations: "a coalescing source's handler runs (warm-up included); empty on other rows"
        case .handlerEvents: "the events those runs saw, summed"
        case .eventsPerInvocation: "handler_events / handler_invocations"
        case .samples: "every window's ns_per_op, space-separated, exactly as measured, round after round"
        case .samplesPerRound: "how many of those samples each round (each fork, when forks > 1) gave, e.g. `2 2 1`; empty for a case measured in one round"
        case .forkMedians: "the median of each fork's windows, space-separated, in order; empty unless forks > 1"
        case .hostProbe: "the host's speed around each fork's (each round's) measurement of the case, by the probe (an uncontended atomic addition, ns), space-separated, in order; a lost fork took none, so there is one for each fork that measured, as in `fork_medians_ns`; empty in older files"
        case .placementRoundTrips: "each fork's (each round's) placement readings: the round trip of a cache line between its workers after the start barrier and after the last window, `before/after`, space-separated, in order, `-` for a round that read none (one thread, more threads than CPUs, a lost fork); empty when no round read one"
        case .placementByFork: "each fork's side of the run's placement boundary at its thread count, `near` or `far`, space-separated, in order; `-` for a fork that read none or whose two readings fell on either side (the host moved the workers meanwhile); empty when the run's readings form one group"
        case .hostProbeTime: "when each of those readings was taken, by the machine's monotonic clock (ns from an arbitrary start, such as boot), space-separated, in the same order: it puts the readings of every case in the order they were taken; empty in older files, whose readings are taken to run fork by fork in the file's order"
        }
    }

    /// The unit of the column's values, or an empty string for words and names.
    package var unit: String {
        switch self {
        case .threads, .items, .repetitions, .batch, .totalOperations, .outliersMild, .outliersSevere, .lostUpdates, .tornReads,
             .voluntarySwitchesPerOperation, .involuntarySwitchesPerOperation, .switchesPerOperation, .threadOperationsMinimum,
             .threadOperationsMaximum, .starvedThreads, .latencySamples, .readLatencySamples, .threadsBefore, .peakThreads,
             .handlerInvocations, .handlerEvents, .eventsPerInvocation, .samplesPerRound, .forks, .stripes:
            "count"
        case .footprintBytes: "bytes"
        case .criticalNanoseconds, .thinkNanoseconds, .nanosecondsPerOperation, .mean, .minimum, .maximum,
             .standardDeviation, .intervalLow, .intervalHigh, .cpuNanosecondsPerOperation, .harnessNanosecondsPerOperation,
             .latencyP50, .latencyP90, .latencyP99, .latencyP999, .latencyMax, .readLatencyP50, .readLatencyP90,
             .readLatencyP99, .readLatencyP999, .readLatencyMax, .samples, .forkMedians, .hostProbe, .hostProbeTime, .placementRoundTrips:
            "ns"
        case .readPercent, .foreignCPUPercent: "%"
        case .windowSeconds: "s"
        case .operationsPerSecond, .readerOperationsPerSecond, .writerOperationsPerSecond: "ops/s"
        case .coefficientOfVariation, .jainIndex, .fairnessCV: "ratio"
        case .intervalLevel: "probability"
        case .host, .benchmark, .primitive, .role, .family, .waiting, .workload, .oversubscribed, .invariant, .status, .stuckThreads,
             .noisy, .hostOff, .writersStarved, .note, .forksDisagree, .forkModes, .placementClasses, .placementByFork:
            ""
        }
    }

    /// The schema as a Markdown table, one row per column in order: what docs/csv-schema.md shows.
    package static var markdownTable: String {
        (["| column | meaning | unit |", "|---|---|---|"]
            + allCases.map { "| \($0.rawValue) | \($0.meaning) | \($0.unit) |" }).joined(separator: "\n") + "\n"
    }
}
