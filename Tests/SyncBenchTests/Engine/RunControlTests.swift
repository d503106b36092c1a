import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Testing

@Suite("The controller's start")
struct RunControlTests {
    @Test("The start waits at least 2 s for the workers, however short the stop grace; a longer grace is kept")
    func startBound() {
        var plan = RunPlan(threads: 1, warmupNanoseconds: 1_000_000, windowNanoseconds: 1_000_000, repetitions: 1)
        plan.stopGraceNanoseconds = 1_000_000
        #expect(RunControl.startBoundNanoseconds(plan) == 2_000_000_000)
        plan.stopGraceNanoseconds = 30_000_000_000
        #expect(RunControl.startBoundNanoseconds(plan) == 30_000_000_000)
    }

    @Test("A worker that reaches the start barrier after the stop grace is measured, not called stuck at the start")
    func lateWorkerIsWaitedFor() {
        // The worker arrives 100 ms late, a hundred times the grace: a start bounded by the grace gave up and reported
        // the case stuck without a window. Whether the join then sees it stop within 1 ms is not this test's concern.
        var plan = RunPlan(threads: 1, warmupNanoseconds: 1_000_000, windowNanoseconds: 1_000_000, repetitions: 2)
        plan.stopGraceNanoseconds = 1_000_000
        let control = RunControl(workers: 1)
        let draw = LayoutDraw.current
        Thread {
            usleep(100_000)
            Engine.work(LockedIncrement<PthreadMutex>(), control: control, index: 0, draw: draw)
        }.start()
        let measurement = control.drive(plan)
        #expect(measurement.windows.count == 2)
    }
}

@Suite("The placement probe and the windows")
struct RunControlPlacementTests {
    /// A plan of a 1 ms warm-up and two 5 ms windows, whose stop grace is `grace`.
    static func plan(grace: UInt64) -> RunPlan {
        var plan = RunPlan(threads: 2, warmupNanoseconds: 1_000_000, windowNanoseconds: 5_000_000, repetitions: 2)
        plan.stopGraceNanoseconds = grace
        return plan
    }

    /// A round of two workers whose probe waits up to `boundNanoseconds` for a partner, worker 1 run by hand so that it
    /// comes `beforeDelay` µs late to its first reading and `afterDelay` µs late to its second, under a stop grace of
    /// `grace`, its windows closing as `closing` says: what the controller measured.
    static func measure(
        boundNanoseconds: UInt64, beforeDelay: UInt32, afterDelay: UInt32, grace: UInt64, closing: WindowClosing = .onTime
    ) throws -> RunMeasurement {
        let probe = try #require(PlacementProbe(workers: 2, cpus: 2, pinned: { _ in nil }, boundNanoseconds: boundNanoseconds))
        let control = RunControl(workers: 2, placement: probe)
        let draw = LayoutDraw.current
        Thread {
            control.barrier.arriveAndWait()
            usleep(beforeDelay)
            control.placement?.read(.before, worker: 1)
            // Batches of nothing, published as the engine's workers publish theirs.
            var pacer = WorkerPacer(control: control, index: 1)
            while let batch = pacer.next() { pacer.finished(batch, secondaryOperations: 0) }
            usleep(afterDelay)
            control.placement?.read(.after, worker: 1)
            control.workerFinished(1)
        }.start()
        Thread { Engine.work(LockedIncrement<PthreadMutex>(), control: control, index: 0, draw: draw) }.start()
        var plan = plan(grace: grace)
        plan.windowClosing = closing
        return control.drive(plan)
    }

    @Test("The warm-up waits for every worker's first reading: a partner a second late to it does not stretch the first window")
    func readingBeforeIsWaitedFor() throws {
        // Each window waits until every worker has published in it. Started at the barrier, the warm-up and the first
        // window opened while worker 0 still waited for its partner in the probe, so that window lasted the partner's
        // whole second (and with windows that close on time, worker 0 completed nothing in any of them: a quick run's
        // case failed so in CI). Half a second leaves room for a loaded machine's scheduling.
        let measurement = try Self.measure(
            boundNanoseconds: 60_000_000_000, beforeDelay: 999_000, afterDelay: 0, grace: 30_000_000_000, closing: .afterProgress(secondary: false)
        )
        #expect(measurement.windows.count == 2)
        #expect((measurement.windows.first?.nanoseconds ?? .max) < 500_000_000, "\(measurement.windows.map(\.nanoseconds))")
        #expect(measurement.placements.first??.roundTripBefore != nil)
    }

    @Test("The stop waits out the last reading: a partner 100 ms late to it is not a stuck worker, with a 1 ms stop grace")
    func readingAfterIsNotAHang() throws {
        let measurement = try Self.measure(boundNanoseconds: 10_000_000_000, beforeDelay: 0, afterDelay: 100_000, grace: 1_000_000)
        #expect(measurement.stuckWorkers.isEmpty)
    }
}
