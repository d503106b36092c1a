import Dispatch
import Synchronization

/// The shared state between the controller and the workers of one run, and the controller's schedule.
@usableFromInline
final class RunControl: @unchecked Sendable {
    /// The largest batch the calibration may choose.
    static let maximumBatch = 1 << 16

    @usableFromInline let barrier: StartBarrier
    /// Each worker's count of completed operations, published once a batch.
    @usableFromInline let published: PaddedAtomics
    /// Slot 0: 1 while the workers should run; slot 1: the batch size.
    @usableFromInline let flags = PaddedAtomics(count: 2)
    private let workers: Int
    private let finished = DispatchSemaphore(value: 0)
    private let stopped: PaddedAtomics

    @usableFromInline
    init(workers: Int) {
        precondition(workers > 0, "a run needs at least one worker")
        self.workers = workers
        barrier = StartBarrier(parties: workers + 1)
        published = PaddedAtomics(count: workers)
        stopped = PaddedAtomics(count: workers)
        flags[0].pointee.store(1, ordering: .relaxed)
        flags[1].pointee.store(1, ordering: .relaxed)
    }

    @inlinable
    var shouldContinue: Bool { flags[0].pointee.load(ordering: .relaxed) == 1 }

    @inlinable
    var batchSize: Int { flags[1].pointee.load(ordering: .relaxed) }

    @usableFromInline
    func workerFinished(_ index: Int) {
        stopped[index].pointee.store(1, ordering: .releasing)
        finished.signal()
    }

    /// Releases the workers, warms up, calibrates the batch, times the windows, stops and joins.
    @usableFromInline
    func drive(_ plan: RunPlan, timeoutNanoseconds: UInt64) -> RunMeasurement {
        barrier.arriveAndWait()
        let warmupStart = MonotonicClock.now()
        MonotonicClock.sleep(nanoseconds: plan.warmupNanoseconds)
        let batch = plan.fixedBatch ?? calibratedBatch(
            operations: published.snapshot().reduce(0, +),
            elapsed: MonotonicClock.now() - warmupStart,
            plan: plan
        )
        flags[1].pointee.store(batch, ordering: .relaxed)

        var windows: [RunMeasurement.Window] = []
        let firstUsage = ResourceSnapshot.now()
        var mark = (time: MonotonicClock.now(), counts: published.snapshot())
        let firstTime = mark.time
        for _ in 0..<plan.repetitions {
            MonotonicClock.sleep(nanoseconds: plan.windowNanoseconds)
            let next = (time: MonotonicClock.now(), counts: published.snapshot())
            windows.append(.init(
                nanoseconds: next.time - mark.time,
                operationsPerThread: zip(next.counts, mark.counts).map { $0 - $1 }
            ))
            mark = next
        }
        let usage = ResourceUsage(from: firstUsage, to: .now(), elapsedNanoseconds: mark.time - firstTime)
        flags[0].pointee.store(0, ordering: .relaxed)

        let stuck = join(deadline: .now() + .nanoseconds(Int(clamping: timeoutNanoseconds)))
        return RunMeasurement(
            windows: windows,
            completedOperations: published.snapshot().reduce(0, +),
            invariant: nil,
            batchSize: batch,
            stuckWorkers: stuck,
            resources: usage
        )
    }

    /// The batch that takes about `plan.targetBatchNanoseconds` for one worker at the warm-up's pace.
    private func calibratedBatch(operations: Int, elapsed: UInt64, plan: RunPlan) -> Int {
        guard operations > 0 else { return 1 }
        let nanosecondsPerOperationPerWorker = Double(elapsed) * Double(workers) / Double(operations)
        let batch = plan.targetBatchNanoseconds / nanosecondsPerOperationPerWorker
        return Int(min(max(batch, 1), Double(Self.maximumBatch)))
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
