import Foundation
@testable import SyncBench
import Synchronization
import Testing

/// The kernels run by the engine with real locks: every measurement checks its invariant, the shapes reach the
/// workload, and the queue's waits end when the run does.
@Suite("The kernels, measured by the engine", .serialized)
struct KernelEngineTests {
    static func plan(threads: Int, _ parameters: WorkloadParameters) -> RunPlan {
        var plan = RunPlan.deterministic(threads: threads, warmupNanoseconds: 2_000_000, windowNanoseconds: 5_000_000, repetitions: 2)
        plan.parameters = parameters
        return plan
    }

    @Test("Every built-in kernel holds its invariant with a mutex, a read/write lock and a queue, at one and two threads",
          arguments: KernelKind.allCases)
    func everyKernelHolds(_ kind: KernelKind) {
        let shapes = KernelSelection.all.shapes(of: kind, full: true)
        for subject in [Subject.lock(PthreadMutex.self), .lock(PthreadRWLock.self), .lock(SerialQueueLock.self), .lock(SynchronizationMutex.self)] {
            for threads in [1, 2] {
                let measurement = subject.measure(Self.plan(threads: threads, shapes[0]))
                #expect(measurement.stuckWorkers.isEmpty, "\(subject.name) \(kind) at \(threads)")
                #expect(measurement.invariant == .held, "\(subject.name) \(kind) at \(threads)")
                #expect(measurement.windows.allSatisfy { $0.operations > 0 })
            }
        }
    }

    @Test("The queue kernel's latency is push to pop, recorded by the consumers; the cache kernel's is the wait by kind")
    func kernelLatency() {
        let queue = Subject.lock(PthreadMutex.self).measure(Self.plan(threads: 2, WorkloadParameters(kernel: .queue)))
        #expect(queue.invariant == .held)
        #expect(queue.latency[.exclusive] != nil && queue.latency[.shared] == nil)
        var quiet = Self.plan(threads: 2, WorkloadParameters(kernel: .queue))
        quiet.latencySampling = false
        #expect(Subject.lock(PthreadMutex.self).measure(quiet).latency.isEmpty)
        var cachePlan = Self.plan(threads: 2, WorkloadParameters(readPercent: 50, kernel: .cache))
        cachePlan.windowClosing = .afterProgress(secondary: true)
        let cache = Subject.lock(PthreadRWLock.self).measure(cachePlan)
        #expect(cache.invariant == .held && cache.totals.secondaryOperations > 0)
        #expect(cache.latency[.exclusive] != nil && cache.latency[.shared] != nil)
    }

    @Test("A subject that does not exclude takes no kernel, and says why; a lock's footprint is measured")
    func whoTakesPart() {
        let noLock = Subject.lock(NoLock.self)
        #expect(!noLock.benchmarks.contains(where: \.isKernel) && noLock.notInKernels != nil)
        let mutex = Subject.lock(PthreadMutex.self)
        #expect(mutex.benchmarks.filter(\.isKernel) == [.cache, .queue, .striped, .tasks])
        #expect(Subject.deadlockTest.benchmarks == [.uncontended, .contended])
        #expect(SynchronizationMutex.footprint == .inline(MemoryLayout<Mutex<Void>>.size))
        #expect(PthreadMutex.footprint.inlineBytes == 8)
        if let heap = PthreadMutex.footprint.heapBytes {
            #expect(heap >= MemoryLayout<pthread_mutex_t>.size, "a pthread_mutex_t's chunk holds at least the mutex")
        }
    }
}
