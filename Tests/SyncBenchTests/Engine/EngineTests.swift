import Foundation
import Suite
import SyncBench
import Synchronization
import Testing

@Suite("The engine", .serialized)
struct EngineTests {
    let plan = RunPlan.deterministic(threads: 4, warmupNanoseconds: 10_000_000, windowNanoseconds: 20_000_000, repetitions: 3)

    @Test("Every subject of the default suite keeps its invariant under contention")
    func invariantHolds() {
        // The plan runs the actor's tasks on threads of the tests' own: other tests may hold the cooperative pool.
        for subject in DefaultSuite.catalog.subjects where subject.excludes && subject.unavailableReason == nil {
            let measurement = subject.measure(plan)
            if let reason = measurement.unavailableReason {
                // Only the inversion rounds may find themselves unable to run, where this machine's plan says so
                // (no real-time priorities, or the thread sanitizer).
                #expect(subject.benchmarks == [.inversion] && InversionPlan.current() == .unavailable(reason), "\(subject.name): \(reason)")
                continue
            }
            #expect(measurement.invariant == .held, "\(subject.name)")
            #expect(measurement.stuckWorkers.isEmpty, "\(subject.name)")
        }
    }

    @Test("Windows hold one count per worker, every worker progressed in each, and the total covers them")
    func windowShape() {
        let measurement = Engine.measure(LockedIncrement<PthreadMutex>(), plan: plan)
        #expect(measurement.windows.count == 3)
        #expect(measurement.windows.allSatisfy { $0.operationsPerThread.count == 4 && $0.operationsPerThread.allSatisfy { $0 > 0 } })
        #expect(measurement.totals.operations >= measurement.windows.reduce(0) { $0 + $1.operations })
        #expect(measurement.batchSize >= 1)
    }

    @Test("The no-lock control loses updates, so the invariant check can fail")
    func noLockLosesUpdates() {
        // Deterministic: the first increment of each worker reads, waits inside the "lock" for the other to
        // read too, then writes the same value. Only a lock that lets both in can run it.
        var pair = plan
        pair.threads = 2
        let measurement = Engine.measure(ForcedRace(), plan: pair)
        guard case .violated(let expected, let actual, _)? = measurement.invariant else {
            Issue.record("the lost update went unnoticed: \(String(describing: measurement.invariant))")
            return
        }
        #expect(actual < expected)
        #expect(expected == measurement.totals.operations)
        // The same check on the lock workload itself: a counter short of the operations counted.
        let workload = LockedIncrement<NoLock>()
        workload.operation()
        #expect(workload.verify(OperationTotals(operations: 3)) == .violated(expected: 3, actual: 1))
        #expect(workload.verify(OperationTotals(operations: 1)) == .held)
    }

    @Test("A violated invariant fails a lock's case but not the no-lock control's")
    func judging() {
        let measurement = RunMeasurement(
            windows: [.init(nanoseconds: 1_000, operationsPerThread: [5, 5])],
            totals: OperationTotals(operations: 10), invariant: .violated(expected: 10, actual: 7), batchSize: 1, stuckWorkers: []
        )
        let lock = CaseResult(
            BenchmarkCase(benchmark: .contended, subject: .lock(PthreadMutex.self), threads: 2),
            plan: plan, rounds: [MeasuredRound(measurement)], effectiveCPUs: 2
        )
        let control = CaseResult(
            BenchmarkCase(benchmark: .contended, subject: .lock(NoLock.self), threads: 2),
            plan: plan, rounds: [MeasuredRound(measurement)], effectiveCPUs: 1
        )
        #expect(lock.status == .invariantViolated(lost: 3))
        #expect(!lock.oversubscribed)
        #expect(control.status == .ok)
        #expect(control.lostUpdates == 3)
        #expect(control.oversubscribed)
        #expect(lock.samples == [100])
    }

    @Test("Workers that cannot be pinned are named in the measurement, in the engine and in the handoff")
    func failedPinsAreNamed() {
        var pair = plan
        pair.threads = 2
        // No CPU 4095 anywhere this runs: glibc's CPU_SET leaves the mask empty, which pthread_setaffinity_np refuses,
        // and Darwin pins nothing at all.
        pair.workerCPUs = [4095]
        #expect(Engine.measure(LockedIncrement<PthreadMutex>(), plan: pair).unpinnedWorkers == [0, 1])
        #expect(HandoffRunner.measure(DispatchSemaphoreHandoff.self, plan: pair).unpinnedWorkers == [0, 1])
        // The CPUs this process may use pin (Linux); where none can be pinned the list is empty and nothing is asked.
        pair.workerCPUs = WorkerPlacement.allowedCPUs()
        #expect(Engine.measure(LockedIncrement<PthreadMutex>(), plan: pair).unpinnedWorkers == [])
        #expect(HandoffRunner.measure(DispatchSemaphoreHandoff.self, plan: pair).unpinnedWorkers == [])
    }

    @Test("Workers that never stop are reported, not waited for forever")
    func stuckWorkers() {
        // The grace also bounds the workers' arrival at the start barrier: at 50 ms a busy machine could start a
        // thread later, and the workers, released once the controller had given up, stopped without ever
        // reaching the lock (issue 33). 5 s is only a bound on starting four threads; the join then waits it
        // out for workers that can never stop. The windows close on time: none of them can see progress.
        let bounded = RunPlan(
            threads: 4, warmupNanoseconds: 10_000_000, windowNanoseconds: 20_000_000, repetitions: 3, stopGraceNanoseconds: 5_000_000_000
        )
        let measurement = Engine.measure(LockedIncrement<DeadlockingLock>(), plan: bounded)
        #expect(measurement.stuckWorkers.count == 4)
        #expect(measurement.invariant == nil)
    }
}

/// Increments a counter under the no-lock control as a separate read and write, with each worker's first
/// increment made to race: it reads, waits until the other worker has read too, and only then writes. Both
/// write the same value, so one update is lost every time. (A lock that excludes would never let the second
/// worker read while the first waits inside: this workload is for the no-lock control only, and two workers.)
private final class ForcedRace: Workload, @unchecked Sendable {
    let lock = NoLock()
    let counter = Atomic<Int>(0)
    let bothRead = StartBarrier(parties: 2)
    /// The workers that have made their first increment; an NSLock (a pthread mutex, which the thread
    /// sanitizer understands) guards it.
    private let racedLock = NSLock()
    private var raced: Set<Int> = []

    func run(batch count: Int, worker: inout WorkerState) {
        let index = worker.index
        for _ in 0..<count {
            lock.withLock {
                let value = counter.load(ordering: .relaxed)
                if racedLock.withLock({ raced.insert(index).inserted }) {
                    bothRead.arriveAndWait()
                }
                counter.store(value + 1, ordering: .relaxed)
            }
        }
    }

    func timedOperation(worker: inout WorkerState) -> TimedAcquire? {
        run(batch: 1, worker: &worker)
        return nil
    }

    func verify(_ totals: OperationTotals) -> InvariantCheck {
        let actual = counter.load(ordering: .relaxed)
        return actual == totals.operations ? .held : .violated(expected: totals.operations, actual: actual)
    }
}
