import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
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
        let shapes = KernelSelection.all.parameters(of: kind, full: true)
        // A spinlock of our own stands for the locks that wait by spinning: the thread sanitizer sees its atomics,
        // but not `Synchronization.Mutex`'s, whose lock and unlock are compiled into the toolchain's library
        // without its instrumentation, and it would call every kernel's plain data under `Mutex` a race.
        for subject in [Subject.lock(PthreadMutex.self), .lock(PthreadRWLock.self), .lock(SerialQueueLock.self), .lock(TTASSpinLock.self)] {
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
        // A sample is a timed push popped within the windows: on a loaded machine two 5 ms windows can hold none, so
        // up to five rounds are measured; a round with latency must have it exclusive only, and one must have some.
        let queues = (0..<5).lazy.map { _ in Subject.lock(PthreadMutex.self).measure(Self.plan(threads: 2, WorkloadParameters(kernel: .queue))) }
        let queue = queues.first { $0.invariant != .held || !$0.latency.isEmpty }
        #expect(queue?.invariant == .held)
        #expect(queue?.latency[.exclusive] != nil && queue?.latency[.shared] == nil)
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
    }

    @Test("A footprint is the median reading of the heap's growth per instance, rounded to 8 bytes; none where the heap cannot be read")
    func footprintReadings() {
        // A heap that grows by 45 bytes an allocation, and by 4,096 more in one reading out of five (another thread).
        var allocations = 0
        var readings = 0
        let heap: () -> Int64 = {
            readings += 1
            return Int64(allocations * 45 + (readings == 4 ? 4_096 : 0))
        }
        let footprint = Footprint.measured({ allocations += 1 }, heapInUse: heap)
        #expect(footprint == Footprint(inlineBytes: 8, heapBytes: 48))
        #expect(footprint.bytes == 56)
        #expect(Footprint.measured({ 1 }, heapInUse: { -1 }) == Footprint(inlineBytes: 8, heapBytes: nil))
        var measurements = 0
        let remembered = { Footprint.remembered(for: KernelEngineTests.self) { measurements += 1; return .inline(4) } }
        #expect(remembered() == .inline(4) && remembered() == .inline(4) && measurements == 1)
    }
}
