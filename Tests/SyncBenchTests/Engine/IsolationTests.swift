import Foundation
import SyncBench
import Synchronization
import Testing

/// Measured code must never be main-actor isolated: in Swift 6 such closures carry an executor check
/// (slower, and a crash when run on a worker thread). These tests run the engine from the main actor
/// and prove the measured code still runs nonisolated, off the main thread.
@Suite("Measured code is nonisolated")
struct IsolationTests {
    @MainActor
    @Test func workersRunOffTheMainThreadEvenWhenStartedFromTheMainActor() {
        let probe = ThreadProbe()
        let subject = Subject.workload(name: "probe", role: .control, summary: "test") { probe }
        let measurement = subject.measure(.deterministic(threads: 2, warmupNanoseconds: 1_000_000, windowNanoseconds: 2_000_000, repetitions: 1))
        #expect(measurement.invariant == .held)
        #expect(probe.operationsOnMainThread.load(ordering: .relaxed) == 0)
        #expect(probe.operations.load(ordering: .relaxed) > 0)
    }

    @Test func theMeasuringClosureTypeIsNonisolated() {
        // A @MainActor closure cannot be stored here: this compiles only because `measure` is a plain
        // @Sendable function type, which has no global-actor isolation.
        let measure: @Sendable (RunPlan) -> RunMeasurement = Subject.lock(PthreadMutex.self).measure
        #expect(type(of: measure) == ((@Sendable (RunPlan) -> RunMeasurement)).self)
    }
}

/// Counts the operations that ran on the main thread (there must be none).
private final class ThreadProbe: OperationWorkload, @unchecked Sendable {
    let operations = Atomic<Int>(0)
    let operationsOnMainThread = Atomic<Int>(0)

    func operation() {
        operations.wrappingAdd(1, ordering: .relaxed)
        if Thread.isMainThread {
            operationsOnMainThread.wrappingAdd(1, ordering: .relaxed)
        }
    }

    func verify(_ totals: OperationTotals) -> InvariantCheck {
        let counted = operations.load(ordering: .relaxed)
        return counted == totals.operations ? .held : .violated(expected: totals.operations, actual: counted)
    }
}
