import Foundation
import Synchronization

/// Runs a workload on dedicated threads and measures it in fixed-duration windows.
///
/// The rules, each one a pitfall of some other harness:
/// - dedicated `Thread`s, not a concurrent queue, which on Linux starts one worker per core and then one a second;
/// - a start barrier, then a warm-up, so every worker is running when the first window opens;
/// - windows of fixed duration, not fixed operation counts: every worker is still running when the last
///   window closes, so the winners of an unfair lock cannot finish early and leave an uncontended tail;
/// - batches of operations between two publications of a worker's count, sized by calibration so that
///   the bookkeeping is a negligible part of each batch; no clock is read inside a batch;
/// - acquire latency is sampled with one timed operation every few batches, few enough that the
///   clock's cost stays under a quarter of a percent of the operations' own;
/// - the controller (the calling thread) stays alive throughout, so even a one-worker case runs in a
///   multi-threaded process: glibc skips the `lock` prefix in a single-threaded one, flattering pthread locks;
/// - the workers read where the host put them (`PlacementProbe`) just after the start barrier and again just after
///   their loop, outside the windows: a contended figure depends on how far apart their CPUs were; the warm-up
///   starts once they have all read, and the stop waits out the second reading, so the probe never eats a window;
/// - each worker starts its loop `LayoutDraw.stackPadding` bytes lower on its stack, and the first records where
///   its stack, its thread and the lock's state landed (`LayoutFacts`), so that placement is drawn and known.
@usableFromInline package enum Engine {
    /// Measures `workload` under `plan` and checks its invariant once the workers stop.
    ///
    /// - Parameters:
    ///   - workload: what each worker does; specialized into the worker loop.
    ///   - plan: threads, warm-up, window length, repetitions, latency sampling, and how long the workers
    ///     may take to stop before the case is declared timed out.
    /// - Returns: the per-window counts, latency histograms, the invariant, and any workers that never stopped.
    @inlinable
    package static func measure<W: Workload>(_ workload: W, plan: RunPlan) -> RunMeasurement {
        let control = RunControl(
            workers: plan.threads,
            placement: PlacementProbe(workers: plan.threads, cpus: PlacementProbe.usableCPUs, pinned: plan.workerCPU, windows: plan.repetitions)
        )
        let draw = LayoutDraw.current
        // The clock's read cost sets the latency samples' interval once the warm-up ends. It is measured once a
        // process, so measure it now, before any worker runs: later it would lengthen the first warm-up by its
        // own time and be measured beside spinning workers.
        if plan.latencySampling { _ = MonotonicClock.readCost }
        for index in 0..<plan.threads {
            let cpu = plan.workerCPU(index)
            let thread = Thread {
                WorkerQoS.applyToCurrentThread()
                control.unpinned.pin(worker: index, to: cpu)
                StackPadding.run(bytes: draw.stackPadding) {
                    work(workload, control: control, index: index, draw: draw)
                }
            }
            thread.name = "syncbench-worker-\(index)"
            thread.start()
        }
        var measurement = control.drive(plan, stopping: workload.workersStopping)
        if measurement.stuckWorkers.isEmpty {
            measurement.invariant = workload.verify(measurement.totals)
            if let recorded = workload.recordedLatency {
                measurement.latency = plan.latencySampling && recorded.count > 0 ? [.exclusive: recorded] : [:]
            }
        }
        return measurement
    }

    /// One worker: wait for the others and read where it runs, then run batches until told to stop, and read again;
    /// the first records where things landed under `draw`, the placement the measuring thread read for it. One
    /// function, so that `.ci/check_specialization.py` finds the loop specialized under its name.
    @inlinable
    static func work<W: Workload>(_ workload: W, control: RunControl, index: Int, draw: LayoutDraw) {
        control.barrier.arriveAndWait()
        control.placement?.read(.before, worker: index)
        if index == 0 { control.record(LayoutFacts.capture(lockAddress: workload.lockStateAddress, draw: draw)) }
        var pacer = WorkerPacer(control: control, index: index)
        var worker = WorkerState(index: index)
        while let batch = pacer.next() {
            if batch.timed {
                pacer.record(workload.timedOperation(worker: &worker))
                workload.run(batch: batch.size - 1, worker: &worker)
            } else {
                workload.run(batch: batch.size, worker: &worker)
            }
            pacer.finished(batch, secondaryOperations: worker.secondaryOperations)
        }
        control.placement?.read(.after, worker: index)
        control.workerFinished(index)
    }
}
