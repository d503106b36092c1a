import Dispatch

/// A workload whose workers are Swift concurrency tasks rather than threads.
///
/// Conformers keep their methods `@inlinable` so that the runner's loop specializes down to them.
@usableFromInline package protocol AsyncWorkload: Sendable {
    /// One operation.
    func operation() async

    /// One operation, and how long it waited to get in; nil for a workload that acquires nothing.
    func timedOperation() async -> TimedAcquire?

    /// One operation by the task whose state is `worker` (its random source, its count of the second kind);
    /// by default `operation()`.
    func operation(worker: inout WorkerState) async

    /// A timed operation by the task whose state is `worker`; by default `timedOperation()`.
    func timedOperation(worker: inout WorkerState) async -> TimedAcquire?

    /// `count` operations by the task whose state is `worker`; by default `operation(worker:)` awaited `count`
    /// times. A workload whose operation never suspends (a lock taken from a task) runs them without an `await`
    /// each, as synchronous code called from a task does.
    func run(batch count: Int, worker: inout WorkerState) async

    /// Compares the shared state with the operations the tasks counted, once they have stopped.
    func verify(_ totals: OperationTotals) async -> InvariantCheck
}

extension AsyncWorkload {
    @inlinable
    package func operation(worker: inout WorkerState) async {
        await operation()
    }

    @inlinable
    package func timedOperation(worker: inout WorkerState) async -> TimedAcquire? {
        await timedOperation()
    }

    @inlinable
    package func run(batch count: Int, worker: inout WorkerState) async {
        for _ in 0..<count {
            await operation(worker: &worker)
        }
    }
}

/// Runs an `AsyncWorkload` on N tasks and measures it with the engine's rules: the same controller,
/// warm-up, calibrated batches, sampled latency and back-to-back fixed-duration windows.
///
/// The differences, all forced by tasks: the workers are `Task.detached` on the cooperative pool (on Linux
/// one thread per core, so N tasks share that many threads; tests give the plan an executor of their own);
/// a task checks in at the start barrier without waiting on it, and the controller (a plain thread, which
/// may block) waits for all of them before the warm-up; every task yields after each batch so that all of
/// them keep getting turns, and batches are calibrated to `batchNanoseconds` (not the engine's 1 us) so that
/// the yield stays a small share of a batch; the warm-up times only its second half, at a batch sized by the
/// first, so that the yield after every operation of a batch of one does not shrink the batch.
@usableFromInline package enum TaskRunner {
    /// The target length of one batch, in nanoseconds.
    @usableFromInline package static let batchNanoseconds = 50_000.0

    /// Measures `workload` on `plan.threads` tasks and checks its invariant once they stop.
    ///
    /// Inlinable, as `Engine.measure` is, so that the tasks' loop specializes for a workload of another module.
    @inlinable
    package static func measure<W: AsyncWorkload>(_ workload: W, plan: RunPlan) -> RunMeasurement {
        var plan = plan
        plan.targetBatchNanoseconds = max(plan.targetBatchNanoseconds, batchNanoseconds)
        let control = RunControl(workers: plan.threads, calibratesTwice: true)
        // As in `Engine.measure`: the clock's read cost sets the sampling interval after the warm-up; measure it
        // once a process now, before any task runs, not beside spinning tasks at the end of the first warm-up.
        if plan.latencySampling { _ = MonotonicClock.readCost }
        for index in 0..<plan.threads {
            Task.detached(executorPreference: plan.taskExecutor, priority: WorkerQoS.taskPriority) {
                await work(workload, control: control, index: index)
            }
        }
        var measurement = control.drive(plan)
        if measurement.stuckWorkers.isEmpty {
            let totals = measurement.totals
            measurement.invariant = wait(timeoutNanoseconds: plan.stopGraceNanoseconds, on: plan.taskExecutor) {
                await workload.verify(totals)
            }
            // A check that never returned is as unverified as workers that never stopped: report a timeout.
            if measurement.invariant == nil { measurement.stuckWorkers = Array(0..<plan.threads) }
        }
        return measurement
    }

    /// One task: check in, then run batches until told to stop, yielding after each.
    @inlinable
    static func work<W: AsyncWorkload>(_ workload: W, control: RunControl, index: Int) async {
        control.barrier.arrive()
        var pacer = WorkerPacer(control: control, index: index)
        var worker = WorkerState(index: index)
        while let batch = pacer.next() {
            var remaining = batch.size
            if batch.timed {
                pacer.record(await workload.timedOperation(worker: &worker))
                remaining -= 1
            }
            await workload.run(batch: remaining, worker: &worker)
            pacer.finished(batch, secondaryOperations: worker.secondaryOperations)
            await Task.yield()
        }
        control.workerFinished(index)
    }

    /// Runs `operation` in a task (preferring `executor`, when given) and blocks this thread (never a pool
    /// thread) until it returns.
    /// - Returns: its result, or nil when it had not returned within the timeout.
    @usableFromInline
    static func wait<T: Sendable>(
        timeoutNanoseconds: UInt64, on executor: (any TaskExecutor)?, _ operation: @escaping @Sendable () async -> T
    ) -> T? {
        let result = ResultSlot<T>()
        let done = DispatchSemaphore(value: 0)
        Task.detached(executorPreference: executor) {
            result.value = await operation()
            done.signal()
        }
        guard done.wait(timeout: .now() + .nanoseconds(Int(clamping: timeoutNanoseconds))) == .success else { return nil }
        return result.value
    }
}

/// A value handed from a task to a blocked thread; the semaphore between them orders the write before the read.
private final class ResultSlot<T>: @unchecked Sendable {
    var value: T?
}
