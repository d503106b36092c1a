import Dispatch
import SyncBench
import Testing

@Suite("Executors used in place of a lock", .serialized)
struct ExecutorTests {
    let plan = RunPlan(threads: 4, warmupNanoseconds: 10_000_000, windowNanoseconds: 20_000_000, repetitions: 2)

    @Test("The actor's count equals the increments its tasks counted, with latency sampled")
    func actorKeepsCount() async {
        // A run whose tasks got no pool thread during the windows sampled nothing, or timed out, and proves
        // nothing. Parallel tests that block hold both pool threads for seconds at a time, so try again
        // until they have finished.
        let plan = plan
        let measurement = await measureOnceThePoolIsFree { TaskRunner.measure(ActorIncrement(), plan: plan) } starved: {
            $0.latency[.exclusive] == nil || !$0.stuckWorkers.isEmpty
        }
        #expect(measurement.stuckWorkers.isEmpty)
        #expect(measurement.invariant == .held)
        // Parallel tests may hold the pool's threads for a while, so a window may be empty; the run as a whole is not.
        #expect(measurement.windows.allSatisfy { $0.operationsPerThread.count == 4 })
        #expect(measurement.totals.operations > 0)
        #expect(measurement.latency[.exclusive] != nil)
    }

    @Test("The task runner's check catches a counter that drops increments")
    func droppedIncrementsAreCaught() async {
        // Deterministic: racing tasks would need two free pool threads, which parallel tests cannot promise.
        let plan = plan
        let measurement = await measureOnceThePoolIsFree { TaskRunner.measure(DroppingAsyncIncrement(), plan: plan) } starved: {
            $0.invariant == nil
        }
        guard case .violated(let expected, let actual)? = measurement.invariant else {
            Issue.record("the dropped increments went unnoticed: \(String(describing: measurement.invariant))")
            return
        }
        #expect(actual < expected)
    }

    @Test("Tasks that never get a pool thread end as a timeout, not a hang")
    func starvedTasksTimeOut() {
        var impatient = plan
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
        let caught = (0..<10).lazy.map { _ in Engine.measure(AsyncSubmission<LeakyExecutor>(), plan: plan).invariant }
            .contains { $0 != .held }
        #expect(caught)
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

/// Runs work on a concurrent queue and returns from `drain` at once: wrong on both counts.
private struct LeakyExecutor: SerialExecutorKind {
    static let name = "leaky"
    static let summary = "test double"
    let queue = DispatchQueue(label: "leaky", attributes: .concurrent)

    func submit(_ work: @escaping @Sendable () -> Void) {
        queue.async(execute: work)
    }

    func drain() {}
}
