import Foundation
import SyncBench
import Suite
import Testing

@Suite("Which cases a run measures")
struct CaseMatrixTests {
    let catalog = DefaultSuite.catalog

    @Test("The default run sweeps nothing: critical-section work and think time come with --full or when asked for")
    func defaultRunSweepsNothing() {
        let matrix = CaseMatrix(threadCounts: [1, 2, 4, 8], effectiveCPUs: 2)
        #expect(!matrix.sweeps && matrix.sweepParameters.isEmpty)
        #expect(matrix.sweepThreadCounts == [2, 8])
        let cases = matrix.cases(catalog)
        let available = catalog.subjects(measuredBy: .contended).filter { $0.unavailableReason == nil }
        let everything = available.count
        #expect(cases.filter { $0.benchmark == .uncontended }.count == everything)
        #expect(cases.filter { $0.benchmark == .contended && $0.parameters == WorkloadParameters() }.count == everything * 4)
        #expect(!cases.contains { $0.benchmark == .contended && $0.parameters != WorkloadParameters() })
        #expect(cases.filter { $0.benchmark == .rwmix }.count == catalog.subjects(measuredBy: .rwmix).count * 3 * 2)
        #expect(cases.filter { $0.benchmark == .handoff }.count == catalog.subjects(measuredBy: .handoff).count)
        let single = catalog.subjects(measuredBy: .coordination).filter(\.singleThreaded).count
        #expect(matrix.coordinationThreadCounts == [1, 2])
        #expect(cases.filter { $0.benchmark == .coordination }.count == single + (catalog.subjects(measuredBy: .coordination).count - single) * 2)
        #expect(!cases.contains { $0.benchmark.isKernel }, "a matrix made without kernels measures none")
    }

    @Test("An explicit sweep is every pair of its lists, for the locks swept by default, at every thread count")
    func explicitSweepCoversTheLocksSweptByDefault() {
        let matrix = CaseMatrix(threadCounts: [1, 2], effectiveCPUs: 2, critical: [0, 50], think: [0])
        let cases = matrix.cases(catalog)
        let swept = catalog.subjects(measuredBy: .contended).filter { $0.unavailableReason == nil && $0.role == .lock && $0.sweptByDefault }
        #expect(cases.filter { $0.benchmark == .contended && $0.parameters != WorkloadParameters() }.count == swept.count * 2)
    }

    @Test("The kernels: each headline shape at every thread count within the CPUs, the other shapes where threads meet, for the locks measured by default")
    func kernelsMeasureTheMainstreamLocks() {
        let matrix = CaseMatrix(threadCounts: [1, 2, 4, 8], effectiveCPUs: 2, kernels: .all)
        #expect(matrix.kernelThreadCounts == [1, 2])
        let kernels = matrix.cases(catalog).filter { $0.benchmark.isKernel }
        let locks = catalog.subjects(measuredBy: .cache).filter { $0.unavailableReason == nil && $0.kernelsByDefault }
        let names = Set(locks.map(\.name))
        #expect(names.isSuperset(of: ["Mutex", "pthread_mutex", "NSLock", "pthread_rwlock", "serial_queue_sync", "concurrent_queue_barrier", "ttas_spinlock"]))
        #expect(!names.contains("NSConditionLock") && !names.contains("no_lock"))
        func labels(_ benchmark: Benchmark, _ lock: String) -> [String] {
            kernels.filter { $0.benchmark == benchmark && $0.subject.name == lock }.map { "\($0.workload) \($0.threads)" }
        }
        #expect(labels(.cache, "Mutex") == ["read95 1", "read95 2", "read50 2"])
        #expect(labels(.queue, "Mutex") == ["ring=32 1", "ring=32 2"])
        #expect(labels(.striped, "Mutex") == ["stripes=8 padded 1", "stripes=8 padded 2", "stripes=64 padded 2", "stripes=8 packed 2"])
        #expect(labels(.tasks, "Mutex") == ["read95 1", "read95 2"])
        #expect(labels(.tasks, "actor") == ["read95 1", "read95 2"], "the actor takes part in the tasks kernel")
        #expect(kernels.filter { $0.benchmark == .cache }.count == locks.count * 3)
        #expect(Set(kernels.map(\.label)).count == kernels.count, "every kernel case has a label of its own")
    }

    @Test("Kernels asked for by name and shape: only those, in the shapes given; --full measures every lock at every count")
    func kernelsAskedForByNameAndShape() {
        let selection = KernelSelection(names: ["striped", "cache"], shapes: ["striped": [1, 16], "cache": [70]])
        let cases = CaseMatrix(threadCounts: [1, 2], effectiveCPUs: 2, kernels: selection).cases(catalog).filter { $0.benchmark.isKernel }
        #expect(Set(cases.map(\.benchmark)) == [.cache, .striped])
        #expect(cases.filter { $0.subject.name == "Mutex" }.map { "\($0.benchmark) \($0.workload) \($0.threads)" } == [
            "cache read70 1", "cache read70 2", "striped stripes=1 padded 1", "striped stripes=1 padded 2", "striped stripes=16 padded 2",
            "striped stripes=16 packed 2",
        ])
        let full = CaseMatrix(threadCounts: [1, 2, 4], effectiveCPUs: 2, full: true, kernels: .all)
        #expect(full.kernelThreadCounts == [1, 2, 4])
        #expect(full.cases(catalog).contains { $0.benchmark == .queue && $0.subject.name == "NSConditionLock" && $0.threads == 4 })
    }

    @Test("A session from a build without kernels reads as measuring none; one with them round-trips")
    func kernelsTravelToForks() throws {
        let old = #"{"threadCounts":[1,2],"effectiveCPUs":2,"full":false}"#
        #expect(try JSONDecoder().decode(CaseMatrix.self, from: Data(old.utf8)).kernels == .none)
        let matrix = CaseMatrix(threadCounts: [1], effectiveCPUs: 2, kernels: KernelSelection(names: ["cache"], shapes: ["cache": [50]]))
        #expect(try JSONDecoder().decode(CaseMatrix.self, from: JSONEncoder().encode(matrix)) == matrix)
    }

    @Test func fullSweepsEveryLockAndRunsCoordinationAtEveryThreadCount() {
        let matrix = CaseMatrix(threadCounts: [1, 2, 4, 8], effectiveCPUs: 2, full: true)
        let cases = matrix.cases(catalog)
        let locks = catalog.subjects(measuredBy: .contended).filter { $0.unavailableReason == nil && $0.role == .lock }.count
        #expect(cases.filter { $0.benchmark == .contended && $0.parameters != WorkloadParameters() }.count == locks * 4 * 8)
        #expect(matrix.coordinationThreadCounts == [1, 2, 4, 8])
    }

    @Test func coordinationWorkloadsNameTheirPattern() {
        let names = catalog.subjects(measuredBy: .coordination).map { BenchmarkCase(benchmark: .coordination, subject: $0, threads: 1).workload }
        #expect(names.contains("group_fanout n=16"))
        #expect(names.contains("sync_qos userInitiated->utility"))
        #expect(Set(names).count == names.count)
    }

    @Test func fullSweepsEveryPairAtEveryThreadCount() {
        let matrix = CaseMatrix(threadCounts: [1, 2, 4, 8], effectiveCPUs: 2, full: true)
        #expect(matrix.sweepThreadCounts == [1, 2, 4, 8])
        #expect(matrix.sweepParameters.count == 8)
    }

    @Test func explicitListsReplaceTheDefaultSweep() {
        let matrix = CaseMatrix(threadCounts: [2, 4], effectiveCPUs: 2, critical: [0, 100], think: [0, 2_000])
        #expect(matrix.sweepParameters.map { [$0.criticalNanoseconds, $0.thinkNanoseconds] } == [[0, 2_000], [100, 0], [100, 2_000]])
        #expect(matrix.sweepThreadCounts == [2, 4])
    }

    @Test func workloadLabelsNameTheirParameters() {
        let lock = Subject.lock(PthreadMutex.self)
        #expect(BenchmarkCase(benchmark: .contended, subject: lock, threads: 2).workload == "increment")
        #expect(BenchmarkCase(
            benchmark: .contended, subject: lock, threads: 2,
            parameters: WorkloadParameters(criticalNanoseconds: 50, thinkNanoseconds: 1_000)
        ).workload == "increment cs=50ns think=1000ns")
        #expect(BenchmarkCase(
            benchmark: .rwmix, subject: lock, threads: 2, parameters: WorkloadParameters(readPercent: 95)
        ).workload == "read95")
    }
}
