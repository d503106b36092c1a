@testable import BenchCLI
import SyncBench
import Testing

/// Every table of the summary marks what the NOISY and oversubscription notes say it marks.
@Suite("The summary's tables mark noisy figures and oversubscribed counts")
struct SummaryMarksTests {
    static let loaded = ResourceCost(
        cpuNanosecondsPerOperation: 40, voluntarySwitchesPerOperation: 0.5, involuntarySwitchesPerOperation: 0.25,
        foreignCPUPercent: 40, isNoisy: true
    )

    static func row(_ benchmark: Benchmark, threads: Int, workload: String = "increment") -> CaseResult {
        CaseResult(
            benchmark: benchmark, primitive: "pthread_rwlock", workload: workload, threads: threads, oversubscribed: threads > 2,
            windowSeconds: 0.2, totalOperations: 1_000, samples: [20, 21], lostUpdates: 0, batchSize: 10, status: .ok, cost: loaded
        )
    }

    @Test func aNoisyReadWriteMixRowIsMarked() {
        var mix = Self.row(.rwmix, threads: 4, workload: "read95")
        mix.readWrite = ReadWriteFigures(readPercent: 95, readerOperationsPerSecond: 3e6, writerOperationsPerSecond: 1e5, writersStarved: false)
        let line = Summary.readWriteMix([mix], terminal: .file).split(separator: "\n").last.map(String.init) ?? ""
        #expect(line.contains("3.00~"), "\(line)")
        #expect(line.contains("4*"), "\(line)")
    }

    @Test func theCostOfWaitingMarksAnOversubscribedCount() {
        let text = Summary.waiting([Self.row(.contended, threads: 2), Self.row(.contended, threads: 8)], effectiveCPUs: 2)
        #expect(text.contains("cpu ns/op @2 ") && text.contains("cpu ns/op @8*"), "\(text)")
        #expect(text.contains("vol cs/op @8*") && text.contains("invol cs/op @8*"), "\(text)")
    }
}
