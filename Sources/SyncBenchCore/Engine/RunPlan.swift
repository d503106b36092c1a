/// How long and how often one case is measured.
@usableFromInline package struct RunPlan: Sendable {
    /// Worker threads, all on one shared workload.
    @usableFromInline package var threads: Int
    /// Time the workers run before the first window opens, in nanoseconds.
    package var warmupNanoseconds: UInt64
    /// Length of each measurement window, in nanoseconds.
    package var windowNanoseconds: UInt64
    /// Back-to-back windows; each one is a sample.
    @usableFromInline package var repetitions: Int
    /// The time one batch of operations should take once calibrated, in nanoseconds.
    /// The workers publish their count once a batch, so this bounds how far a window edge can blur.
    @usableFromInline package var targetBatchNanoseconds: Double
    /// A batch size to use instead of calibrating one (the harness's self-measurement uses 1).
    package var fixedBatch: Int?
    /// Whether to sample acquire latency (on by default; off to measure what sampling costs).
    @usableFromInline package var latencySampling: Bool
    /// The work the case asks of the workload: inside and outside the critical section, the read share.
    @usableFromInline package var parameters: WorkloadParameters
    /// Ends the case early when raised (the windows already complete are kept).
    package var stop: StopSignal
    /// How long the workers have to stop once the last window closes before the case is declared
    /// timed out, in nanoseconds; by default the case's own duration, and at least two seconds. It also bounds
    /// the workers' start, which is given at least two seconds whatever this is.
    @usableFromInline package var stopGraceNanoseconds: UInt64
    /// The CPU each worker is pinned to (worker i to `workerCPUs[i % count]`), where the platform pins threads;
    /// nil leaves them to the scheduler. A paired run pins both halves of a pair alike.
    @usableFromInline package var workerCPUs: [Int]?
    /// CPU lists a case's rounds (its forks) take in turn as their `workerCPUs`, round r the (r mod count)-th:
    /// a run on a machine whose CPUs meet at more than one level pins alternate forks compact and spread
    /// (`Interleaving.plan`); nil for none. Not sent to a fork: each round's plan carries its own `workerCPUs`.
    package var roundWorkerCPUs: [[Int]]?
    /// When a window may close: on time in every case of a run; also after every worker's progress for
    /// the harness's self-measurement and for tests (see `WindowClosing`).
    package var windowClosing = WindowClosing.onTime
    /// The executor the task runner's tasks prefer; nil for the cooperative pool, which every run measures.
    /// Tests pass threads of their own, so that other tests blocking the pool's few threads cannot starve the tasks.
    @usableFromInline package var taskExecutor: (any TaskExecutor)?

    /// Makes a plan.
    package init(
        threads: Int,
        warmupNanoseconds: UInt64,
        windowNanoseconds: UInt64,
        repetitions: Int,
        targetBatchNanoseconds: Double = 1_000,
        fixedBatch: Int? = nil,
        latencySampling: Bool = true,
        parameters: WorkloadParameters = WorkloadParameters(),
        stop: StopSignal = StopSignal(),
        stopGraceNanoseconds: UInt64? = nil
    ) {
        self.threads = threads
        self.warmupNanoseconds = warmupNanoseconds
        self.windowNanoseconds = windowNanoseconds
        self.repetitions = repetitions
        self.targetBatchNanoseconds = targetBatchNanoseconds
        self.fixedBatch = fixedBatch
        self.latencySampling = latencySampling
        self.parameters = parameters
        self.stop = stop
        self.stopGraceNanoseconds = stopGraceNanoseconds ?? max(2_000_000_000, warmupNanoseconds + windowNanoseconds * UInt64(repetitions))
    }

    /// How many events a one-shot workload (a round, a repetition) should run: one per `nanoseconds` of
    /// the windows the plan asks for, so that short windows (`--quick`) run fewer; at least `minimum`.
    package func events(per nanoseconds: UInt64, atLeast minimum: Int) -> Int {
        max(minimum, Int(windowNanoseconds * UInt64(repetitions) / nanoseconds))
    }

    /// The CPU worker `index` is pinned to, `workerCPUs` taken in turn; nil when the plan pins nothing.
    @inlinable
    package func workerCPU(_ index: Int) -> Int? {
        workerCPUs.flatMap { $0.isEmpty ? nil : $0[index % $0.count] }
    }

    /// The time the run should take when nothing hangs, in nanoseconds.
    package var expectedNanoseconds: UInt64 {
        warmupNanoseconds + windowNanoseconds * UInt64(repetitions)
    }
}
