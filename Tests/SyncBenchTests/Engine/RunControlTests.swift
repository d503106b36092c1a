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
