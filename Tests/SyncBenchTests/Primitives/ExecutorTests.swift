import Dispatch
import Foundation
import SyncBench
import Testing

@Suite("Executors used in place of a lock", .serialized)
struct ExecutorTests {
    let plan = RunPlan.deterministic(threads: 4, warmupNanoseconds: 10_000_000, windowNanoseconds: 20_000_000, repetitions: 2)

    @Test("The actor's count equals the increments its tasks counted, with latency sampled")
    func actorKeepsCount() {
        // The tasks run on threads of the tests' own, and every window waits for each task's progress.
        let measurement = TaskRunner.measure(ActorIncrement(), plan: plan)
        #expect(measurement.stuckWorkers.isEmpty)
        #expect(measurement.invariant == .held)
        #expect(measurement.windows.allSatisfy { $0.operationsPerThread.count == 4 && $0.operations > 0 })
        #expect(measurement.totals.operations > 0)
        #expect(measurement.latency[.exclusive] != nil)
    }

    @Test("The task runner's check catches a counter that drops increments")
    func droppedIncrementsAreCaught() {
        let measurement = TaskRunner.measure(DroppingAsyncIncrement(), plan: plan)
        guard case .violated(let expected, let actual, _)? = measurement.invariant else {
            Issue.record("the dropped increments went unnoticed: \(String(describing: measurement.invariant))")
            return
        }
        #expect(actual < expected)
    }

    @Test("Tasks that never get a pool thread end as a timeout, not a hang")
    func starvedTasksTimeOut() {
        // On the cooperative pool, as in a run: whether the tasks get a thread in time depends on the other
        // tests, so either outcome is right, and neither may hang.
        var impatient = RunPlan(threads: 4, warmupNanoseconds: 10_000_000, windowNanoseconds: 20_000_000, repetitions: 2)
        impatient.stopGraceNanoseconds = 0
        let starved = TaskRunner.measure(ActorIncrement(), plan: impatient)
        #expect(!starved.stuckWorkers.isEmpty || starved.invariant == .held)
    }

    @Test("A serial queue fed with async and an OperationQueue of width 1 keep every increment")
    func serialExecutorsKeepCount() {
        #expect(Engine.measure(AsyncSubmission<SerialQueueExecutor>(), plan: plan).invariant == .held)
        #expect(Engine.measure(AsyncSubmission<OperationQueueExecutor>(), plan: plan).invariant == .held)
    }

    @Test("An executor that neither serializes nor drains is caught")
    func leakyExecutorIsCaught() {
        // Deterministic: the last increment submitted has not run when the check looks.
        guard case .violated(let expected, let actual, _)? = Engine.measure(AsyncSubmission<LaggingExecutor>(), plan: plan).invariant else {
            Issue.record("an increment that never ran went unnoticed")
            return
        }
        #expect(actual < expected)
    }
}

/// An actor-isolated counter that drops every second increment.
private struct DroppingAsyncIncrement: AsyncWorkload {
    actor Counter {
        var calls = 0
        var count = 0
        func increment() {
            calls += 1
            if calls % 2 != 0 { count += 1 }
        }
    }

    let counter = Counter()

    func operation() async {
        await counter.increment()
    }

    func timedOperation() async -> TimedAcquire? {
        await counter.increment()
        return nil
    }

    func verify(_ totals: OperationTotals) async -> InvariantCheck {
        let actual = await counter.count
        return actual == totals.operations ? .held : .violated(expected: totals.operations, actual: actual)
    }
}

/// Runs each item on the submitting thread only when the next one arrives, with nothing serializing them,
/// and returns from `drain` at once: wrong on both counts, and the last item is still waiting at the check.
/// It runs when the executor goes away (libdispatch traps when a semaphore dies below its starting value,
/// and the item returns its slot to one).
private final class LaggingExecutor: SerialExecutorKind, @unchecked Sendable {
    static let name = "lagging"
    static let summary = "test double"
    /// Guards `waiting`: an NSLock (a pthread mutex, which the thread sanitizer understands).
    private let lock = NSLock()
    private var waiting: (@Sendable () -> Void)?

    init() {}

    deinit {
        waiting?()
    }

    func submit(_ work: @escaping @Sendable () -> Void) {
        let earlier = lock.withLock {
            defer { waiting = work }
            return waiting
        }
        earlier?()
    }

    func drain() {}
}
