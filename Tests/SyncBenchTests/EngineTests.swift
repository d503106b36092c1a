import Suite
import SyncBench
import Testing

@Suite("The engine", .serialized)
struct EngineTests {
    let plan = RunPlan(threads: 4, warmupNanoseconds: 10_000_000, windowNanoseconds: 20_000_000, repetitions: 3)

    @Test("Every subject of the default suite keeps its invariant under contention")
    func invariantHolds() async {
        for subject in DefaultSuite.catalog.subjects where subject.excludes && subject.unavailableReason == nil {
            let plan = plan
            // Off the cooperative pool: the actor's workers are tasks and need its threads, which tests
            // elsewhere may hold for seconds; only that subject is given the chance to wait for them.
            let onThePool = subject.name == ActorIncrement.name
            let measurement = await measureOnceThePoolIsFree { subject.measure(plan) } starved: {
                onThePool && !$0.stuckWorkers.isEmpty
            }
            #expect(measurement.invariant == .held, "\(subject.name)")
            #expect(measurement.stuckWorkers.isEmpty, "\(subject.name)")
        }
    }

    @Test("Windows hold one count per worker, and the total covers them")
    func windowShape() {
        let measurement = Engine.measure(LockedIncrement<PthreadMutex>(), plan: plan)
        #expect(measurement.windows.count == 3)
        #expect(measurement.windows.allSatisfy { $0.operationsPerThread.count == 4 && $0.nanoseconds >= 20_000_000 })
        #expect(measurement.totals.operations >= measurement.windows.reduce(0) { $0 + $1.operations })
        #expect(measurement.batchSize >= 1)
    }

    @Test("The no-lock control loses updates, so the invariant check can fail")
    func noLockLosesUpdates() {
        // Two cores racing on a load-then-store increment lose updates within milliseconds;
        // a few attempts absorb a machine that lends us only one core for a moment.
        let attempts = (0..<10).lazy.map { _ in Engine.measure(LockedIncrement<NoLock>(), plan: plan).invariant }
        let violation = attempts.first { $0 != .held }
        guard case .violated(let expected, let actual)? = violation else {
            Issue.record("ten runs of four unlocked threads lost no update")
            return
        }
        #expect(actual < expected)
    }

    @Test("A violated invariant fails a lock's case but not the no-lock control's")
    func judging() {
        let measurement = RunMeasurement(
            windows: [.init(nanoseconds: 1_000, operationsPerThread: [5, 5])],
            totals: OperationTotals(operations: 10), invariant: .violated(expected: 10, actual: 7), batchSize: 1, stuckWorkers: []
        )
        let lock = CaseResult(
            BenchmarkCase(benchmark: .contended, subject: .lock(PthreadMutex.self), threads: 2),
            plan: plan, measurement: measurement, effectiveCPUs: 2
        )
        let control = CaseResult(
            BenchmarkCase(benchmark: .contended, subject: .lock(NoLock.self), threads: 2),
            plan: plan, measurement: measurement, effectiveCPUs: 1
        )
        #expect(lock.status == .invariantViolated(lost: 3))
        #expect(!lock.oversubscribed)
        #expect(control.status == .ok)
        #expect(control.lostUpdates == 3)
        #expect(control.oversubscribed)
        #expect(lock.samples == [100])
    }

    @Test("Workers that never stop are reported, not waited for forever")
    func stuckWorkers() {
        var bounded = plan
        bounded.stopGraceNanoseconds = 50_000_000
        let measurement = Engine.measure(LockedIncrement<DeadlockingLock>(), plan: bounded)
        #expect(measurement.stuckWorkers.count == 4)
        #expect(measurement.invariant == nil)
    }
}
