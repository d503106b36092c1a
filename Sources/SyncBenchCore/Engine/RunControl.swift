import Dispatch
import Synchronization

/// The shared state between the controller and the workers of one run, and the controller's schedule.
@usableFromInline
final class RunControl: @unchecked Sendable {
    /// The largest batch the calibration may choose.
    static let maximumBatch = 1 << 16
    /// The share of the operations' own time that latency sampling's clock reads may cost. A quarter of a
    /// percent: under contention the second read, taken inside the critical section, also lengthens a hold
    /// that other threads wait on, and at a 1% budget sampling cost pthread_mutex 6% of its throughput at
    /// 2 threads. A 200 ms window still yields thousands of samples per worker.
    static let samplingBudget = 0.0025
    /// The least time the workers are given to reach the start barrier, in nanoseconds. A thread just started may
    /// wait a while for a CPU on a busy machine, and the stop grace alone can be a millisecond (`--case-timeout`
    /// just above the case's duration): a worker that starts late is not a worker that hangs.
    static let minimumStartNanoseconds: UInt64 = 2_000_000_000

    /// How long the controller waits for every worker at the start under `plan`: its stop grace, and at least
    /// `minimumStartNanoseconds`.
    static func startBoundNanoseconds(_ plan: RunPlan) -> UInt64 {
        max(plan.stopGraceNanoseconds, minimumStartNanoseconds)
    }

    @usableFromInline let barrier: StartBarrier
    /// Each worker's count of completed operations, published once a batch.
    @usableFromInline let published: PaddedAtomics
    /// Each worker's count of operations of the second kind (writes), published once a batch.
    @usableFromInline let publishedSecondary: PaddedAtomics
    /// Each worker's latency histograms, one per `AcquireKind`.
    @usableFromInline let histograms: [[LatencyHistogram]]
    /// Slot 0: 1 while the workers should run; slot 1: the batch size; slot 2: batches between samples (0: none).
    @usableFromInline let flags = PaddedAtomics(count: 3)
    private let workers: Int
    /// Whether the warm-up calibrates in two halves (see `warmUp`).
    private let calibratesTwice: Bool
    private let layout = Mutex<LayoutFacts?>(nil)
    /// The workers that could not be pinned to their CPU.
    @usableFromInline let unpinned = UnpinnedWorkers()
    /// Where the workers ran, read by themselves before the warm-up and after the last window; nil when not read.
    @usableFromInline let placement: PlacementProbe?
    private let finished = DispatchSemaphore(value: 0)
    private let stopped: PaddedAtomics

    /// A control for `workers` workers.
    /// - Parameters:
    ///   - calibratesTwice: true for workers that do something after every batch that costs far more than
    ///     publishing a count (a task's yield): the warm-up then sizes the batch in two halves (see `warmUp`).
    ///   - placement: the probe the workers read their placement with, or nil for none.
    @usableFromInline
    init(workers: Int, calibratesTwice: Bool = false, placement: PlacementProbe? = nil) {
        precondition(workers > 0, "a run needs at least one worker")
        self.workers = workers
        self.calibratesTwice = calibratesTwice
        self.placement = placement
        barrier = StartBarrier(parties: workers + 1)
        published = PaddedAtomics(count: workers, placement: .perWorker)
        publishedSecondary = PaddedAtomics(count: workers, placement: .perWorker)
        histograms = (0..<workers).map { _ in AcquireKind.allCases.map { _ in LatencyHistogram() } }
        stopped = PaddedAtomics(count: workers)
        flags[0].pointee.store(1, ordering: .relaxed)
        flags[1].pointee.store(1, ordering: .relaxed)
    }

    @inlinable
    var shouldContinue: Bool { flags[0].pointee.load(ordering: .relaxed) == 1 }

    @inlinable
    var batchSize: Int { flags[1].pointee.load(ordering: .relaxed) }

    @inlinable
    var samplingInterval: Int { flags[2].pointee.load(ordering: .relaxed) }

    /// Keeps the layout facts the first worker saw as it started its loop.
    @usableFromInline
    func record(_ facts: LayoutFacts) {
        layout.withLock { $0 = facts }
    }

    @usableFromInline
    func workerFinished(_ index: Int) {
        stopped[index].pointee.store(1, ordering: .releasing)
        finished.signal()
    }

    /// Releases the workers, warms up, calibrates the batch and the sampling, times the windows, stops and joins.
    /// - Parameter stopping: called once the workers have been asked to stop, before they are waited for.
    @usableFromInline
    func drive(_ plan: RunPlan, stopping: () -> Void = {}) -> RunMeasurement {
        // Threads always arrive; tasks may not, when every thread of the cooperative pool is blocked elsewhere.
        guard barrier.arriveAndWait(seconds: Double(Self.startBoundNanoseconds(plan)) / 1e9) else {
            flags[0].pointee.store(0, ordering: .relaxed)
            stopping()
            return .stuck(join(deadline: .now() + .milliseconds(100)))
        }
        // Past this bound a worker still reading is descheduled or stuck, and the join tells which.
        placement?.waitForReadingsBefore(seconds: Double(Self.startBoundNanoseconds(plan) &+ placement!.boundNanoseconds) / 1e9)
        let perOperation = warmUp(plan)
        let batch = plan.fixedBatch ?? calibratedBatch(nanosecondsPerOperation: perOperation, plan: plan)
        flags[1].pointee.store(batch, ordering: .relaxed)
        flags[2].pointee.store(plan.latencySampling ? samplingInterval(nanosecondsPerOperation: perOperation, batch: batch) : 0, ordering: .relaxed)

        let (windows, usage) = WindowSchedule.run(plan, atEdge: { placement?.readEdge() }) {
            WindowSchedule.Counts(operations: published.snapshot(), secondary: publishedSecondary.snapshot())
        }
        flags[0].pointee.store(0, ordering: .relaxed)
        stopping()

        // A worker leaving its loop reads its placement again, within the probe's bound: not a hang.
        let grace = plan.stopGraceNanoseconds &+ (placement?.boundNanoseconds ?? 0)
        let stuck = join(deadline: .now() + .nanoseconds(Int(clamping: grace)))
        var measurement = RunMeasurement(
            windows: windows,
            totals: OperationTotals(
                operations: published.snapshot().reduce(0, +),
                secondaryOperations: publishedSecondary.snapshot().reduce(0, +)
            ),
            invariant: nil,
            batchSize: batch,
            stuckWorkers: stuck,
            resources: usage,
            latency: stuck.isEmpty ? mergedLatency() : [:]
        )
        measurement.layouts = layout.withLock { $0 }.map { [$0] } ?? []
        measurement.unpinnedWorkers = unpinned.workers
        measurement.placements = placement.map { [$0.reading()] } ?? []
        return measurement
    }

    /// Sleeps through the warm-up; returns the time one operation took a worker in it, or nil when none completed.
    ///
    /// The workers start at a batch of one, so whatever they do after each batch weighs on every operation of the
    /// warm-up. For threads that is publishing a count, which is cheap; a task also yields, which costs about as much
    /// as an operation or more, and would make the batch too small for the yield to stay a small share of it. With
    /// `calibratesTwice` (and no fixed batch) the first half of the warm-up sizes a provisional batch, and only the
    /// second half, at that batch, is timed.
    private func warmUp(_ plan: RunPlan) -> Double? {
        var (start, before) = (MonotonicClock.now(), 0)
        if calibratesTwice && plan.fixedBatch == nil {
            let half = plan.warmupNanoseconds / 2
            _ = plan.stop.sleep(nanoseconds: half)
            let (now, operations) = (MonotonicClock.now(), published.snapshot().reduce(0, +))
            let provisional = calibratedBatch(nanosecondsPerOperation: perOperation(now - start, operations: operations), plan: plan)
            flags[1].pointee.store(provisional, ordering: .relaxed)
            (start, before) = (now, operations)
            _ = plan.stop.sleep(nanoseconds: plan.warmupNanoseconds - half)
        } else {
            _ = plan.stop.sleep(nanoseconds: plan.warmupNanoseconds)
        }
        return perOperation(MonotonicClock.now() - start, operations: published.snapshot().reduce(0, +) - before)
    }

    /// The time one operation took a worker, when all workers together did `operations` in `nanoseconds`.
    private func perOperation(_ nanoseconds: UInt64, operations: Int) -> Double? {
        operations > 0 ? Double(nanoseconds) * Double(workers) / Double(operations) : nil
    }

    /// The batch that takes about `plan.targetBatchNanoseconds` for one worker at the warm-up's pace.
    private func calibratedBatch(nanosecondsPerOperation: Double?, plan: RunPlan) -> Int {
        guard let nanosecondsPerOperation else { return 1 }
        let batch = plan.targetBatchNanoseconds / nanosecondsPerOperation
        return Int(min(max(batch, 1), Double(Self.maximumBatch)))
    }

    /// Batches between two timed operations, so that two clock reads per sample cost at most
    /// `samplingBudget` of the operations between samples.
    private func samplingInterval(nanosecondsPerOperation: Double?, batch: Int) -> Int {
        guard let nanosecondsPerOperation, nanosecondsPerOperation > 0 else { return 1 }
        let operations = 2 * MonotonicClock.readCost / (Self.samplingBudget * nanosecondsPerOperation)
        return max(1, Int((operations / Double(batch)).rounded(.up)))
    }

    /// Every worker's histograms merged, by kind.
    private func mergedLatency() -> [AcquireKind: LatencyHistogram] {
        Dictionary(uniqueKeysWithValues: AcquireKind.allCases.map { kind in
            (kind, LatencyHistogram(merging: histograms.map { $0[kind.rawValue] }))
        })
    }

    /// Waits for every worker to stop; returns the indices of those that did not by `deadline`.
    private func join(deadline: DispatchTime) -> [Int] {
        var joined = 0
        while joined < workers, finished.wait(timeout: deadline) == .success {
            joined += 1
        }
        return (0..<workers).filter { stopped[$0].pointee.load(ordering: .acquiring) == 0 }
    }
}
