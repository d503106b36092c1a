/// What the harness itself costs, measured at the start of every run and written with its results.
@usableFromInline package struct HarnessCost: Sendable, Equatable {
    /// One read of the monotonic clock, in nanoseconds. No clock is read inside a batch; this is
    /// reported so that users can see why (and what per-operation latency sampling costs).
    package var clockReadNanoseconds: Double
    /// The bookkeeping of one batch (check the stop flag, read the batch size, publish the count),
    /// measured by the engine itself on an empty body with a batch of one, in nanoseconds.
    /// Per operation it is this divided by the case's batch size.
    package var batchOverheadNanoseconds: Double

    /// Makes a record from known values.
    package init(clockReadNanoseconds: Double, batchOverheadNanoseconds: Double) {
        self.clockReadNanoseconds = clockReadNanoseconds
        self.batchOverheadNanoseconds = batchOverheadNanoseconds
    }

    /// The harness's cost per operation in a case that used `batch`.
    package func nanosecondsPerOperation(batch: Int) -> Double {
        batchOverheadNanoseconds / Double(max(1, batch))
    }

    /// Measures both costs: the median of five timed loops of clock reads, and the engine's median
    /// over five windows of an empty workload with a batch of one. Each window waits for the worker's
    /// progress, so a busy machine makes the figures larger, never missing.
    /// - Parameters:
    ///   - clockReadCost: one timed loop of clock reads, in nanoseconds per read; tests pass fixed figures.
    ///   - engine: measures the empty workload under the plan it is given; nil for the engine itself
    ///     (tests pass fixed windows).
    package static func measure(
        windowNanoseconds: UInt64 = 20_000_000,
        clockReadCost: () -> Double = { MonotonicClock.measureReadCost() },
        engine: ((RunPlan) -> RunMeasurement)? = nil
    ) -> HarnessCost {
        let clockSamples = (0..<5).map { _ in clockReadCost() }
        var plan = RunPlan(
            threads: 1, warmupNanoseconds: windowNanoseconds / 2, windowNanoseconds: windowNanoseconds,
            repetitions: 5, fixedBatch: 1
        )
        plan.windowClosing = .afterProgress(secondary: false)
        let empty = engine?(plan) ?? Engine.measure(EmptyWorkload(), plan: plan)
        return HarnessCost(
            clockReadNanoseconds: Sample(clockSamples).median ?? .nan,
            batchOverheadNanoseconds: MeasuredRound(empty).figures.median ?? .nan
        )
    }
}

/// A workload that does nothing: what remains is the engine's own loop.
struct EmptyWorkload: OperationWorkload {
    @inlinable
    func operation() {}

    func verify(_ totals: OperationTotals) -> InvariantCheck { .held }
}

extension HarnessCost {
    /// The costs as `key: value` metadata lines for a results file.
    package var metadata: [(key: String, value: String)] {
        [("harness_clock_read_ns", "\(clockReadNanoseconds)"), ("harness_batch_overhead_ns", "\(batchOverheadNanoseconds)")]
    }
}
