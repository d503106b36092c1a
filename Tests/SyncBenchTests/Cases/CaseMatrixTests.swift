import SyncBench
import Suite
import Testing

@Suite("Which cases a run measures")
struct CaseMatrixTests {
    let catalog = DefaultSuite.catalog

    @Test func defaultSweepIsOneFactorAtATimeAtTwoThreadCounts() {
        let matrix = CaseMatrix(threadCounts: [1, 2, 4, 8], effectiveCPUs: 2)
        #expect(matrix.sweepThreadCounts == [2, 8])
        #expect(matrix.sweepParameters.map { [$0.criticalNanoseconds, $0.thinkNanoseconds] } == [
            [50, 0], [1_000, 0], [0, 50], [0, 1_000],
        ])
        let cases = matrix.cases(catalog)
        let available = catalog.subjects(measuredBy: .contended).filter { $0.unavailableReason == nil }
        let swept = available.filter { $0.role == .lock && $0.sweptByDefault }.count
        let everything = available.count
        #expect(cases.filter { $0.benchmark == .uncontended }.count == everything)
        #expect(cases.filter { $0.benchmark == .contended && $0.parameters == WorkloadParameters() }.count == everything * 4)
        #expect(cases.filter { $0.benchmark == .contended && $0.parameters != WorkloadParameters() }.count == swept * 4 * 2)
        #expect(cases.filter { $0.benchmark == .rwmix }.count == catalog.subjects(measuredBy: .rwmix).count * 3 * 2)
        #expect(cases.filter { $0.benchmark == .handoff }.count == catalog.subjects(measuredBy: .handoff).count)
        let single = catalog.subjects(measuredBy: .coordination).filter(\.singleThreaded).count
        #expect(matrix.coordinationThreadCounts == [1, 2])
        #expect(cases.filter { $0.benchmark == .coordination }.count == single + (catalog.subjects(measuredBy: .coordination).count - single) * 2)
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
