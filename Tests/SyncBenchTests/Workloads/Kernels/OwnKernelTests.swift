import Foundation
import SyncBench
import Testing

/// A kernel of a package's own (`Kernel`), from another module than the library's: measured with a lock by the
/// engine, its shared path taken where the lock has one, its check run after every measurement.
@Suite("A kernel of your own", .serialized)
struct OwnKernelTests {
    @Test("It runs with each lock, through the shared path where there is one, and its invariant holds")
    func runsWithEachLock() {
        var plan = RunPlan.deterministic(threads: 2, warmupNanoseconds: 2_000_000, windowNanoseconds: 5_000_000, repetitions: 2)
        plan.windowClosing = .afterProgress(secondary: true)
        for subject in [Subject.kernel(PairedTally.self, lock: PthreadMutex.self), .kernel(PairedTally.self, lock: PthreadRWLock.self)] {
            #expect(subject.benchmarks == [.kernel] && subject.workload == PairedTally.name && subject.footprint != nil)
            let measurement = subject.measure(plan)
            #expect(measurement.invariant == .held, "\(subject.name)")
            #expect(measurement.totals.secondaryOperations > 0, "writes were counted apart")
            #expect(measurement.latency[.exclusive] != nil && measurement.latency[.shared] != nil, "sampled waits by the mode taken")
        }
    }

    @Test("Its check sees a lock that lets a write be split")
    func itsCheckFails() {
        let kernel = PairedTally()
        var worker = WorkerState(index: 0)
        kernel.halfWrite()
        #expect(kernel.verify(OperationTotals(operations: 0)) == .violated(expected: 0, actual: 1))
        kernel.operation(ExclusiveAccess(NoLock()), worker: &worker)
        #expect(kernel.verify(OperationTotals(operations: 1, secondaryOperations: worker.secondaryOperations)) != .held)
    }
}

/// Two counters written together under the lock, read together under its shared path: equal whenever nobody
/// holds the lock exclusively.
final class PairedTally: Kernel, @unchecked Sendable {
    static let name = "paired_tally"
    static let summary = "two counters written together, read together"
    private var first = 0
    private var second = 0
    private var tornReads = 0

    init() {}

    func operation<Lock: KernelLocking>(_ lock: Lock, worker: inout WorkerState) {
        if worker.nextRandom() & 3 == 0 {
            lock.withLock {
                first += 1
                second += 1
            }
            worker.secondaryOperations += 1
        } else if lock.withReadLock({ first != second }) {
            lock.withLock { tornReads += 1 }
        }
    }

    /// Half a write, as a writer preempted inside a lock that does not exclude would leave it.
    func halfWrite() {
        first += 1
    }

    func verify(_ totals: OperationTotals) -> InvariantCheck {
        first == totals.secondaryOperations && second == first && tornReads == 0
            ? .held : .violated(expected: totals.secondaryOperations, actual: first, tornReads: tornReads)
    }
}
