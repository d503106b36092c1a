@testable import BenchCLI
import Suite
import SyncBench
import Testing

/// Which pairs `bench run` measures after its suite: the rankings' leaders against their runners-up.
@Suite("A run pairs the cheapest lock, the fastest within the CPUs, each kernel's leader and the decision table's choices with their runners-up")
struct FindingsPairingTests {
    static func row(_ benchmark: Benchmark, _ primitive: String, workload: String = "increment", threads: Int = 1, ns: Double) -> CaseResult {
        CaseResult(
            benchmark: benchmark, primitive: primitive, role: .lock, workload: workload, threads: threads, oversubscribed: threads > 2,
            windowSeconds: 0.2, totalOperations: 1_000, samples: Array(repeating: ns, count: 5), lostUpdates: 0, batchSize: 1, status: .ok
        )
    }

    /// A run's cases at 1, 2 and 4 threads on two CPUs, kernels included.
    static let cases = CaseMatrix(threadCounts: [1, 2, 4], effectiveCPUs: 2, kernels: .all).cases(DefaultSuite.catalog)

    @Test("Leader first, runner-up second, at the finding's benchmark and threads; none oversubscribed")
    func pairs() {
        let rows = [
            Self.row(.uncontended, "pthread_mutex", ns: 12), Self.row(.uncontended, "Mutex", ns: 10), Self.row(.uncontended, "NSLock", ns: 12.2),
            Self.row(.contended, "pthread_mutex", threads: 2, ns: 30), Self.row(.contended, "Mutex", threads: 2, ns: 70),
            Self.row(.contended, "NSLock", threads: 2, ns: 31), Self.row(.contended, "NSLock", threads: 4, ns: 40),
            Self.row(.contended, "Mutex", threads: 4, ns: 400),
        ]
        let pairing = FindingsPairing(ResultsFile(metadata: [], results: rows), cases: Self.cases)
        #expect(pairing.groups.count == 1 && pairing.groups[0].pinned == false)
        #expect(pairing.groups[0].firsts.map(\.label) == ["uncontended Mutex increment threads=1", "contended pthread_mutex increment threads=2"])
        #expect(pairing.groups[0].seconds.map(\.label) == ["uncontended pthread_mutex increment threads=1", "contended NSLock increment threads=2"])
    }

    @Test("Each kernel's leader is paired with its runner-up in the kernel's headline shape, in a group of its own whose workers are pinned")
    func kernelPairs() throws {
        let rows = [
            Self.row(.cache, "Mutex", workload: "read95", ns: 30), Self.row(.cache, "pthread_mutex", workload: "read95", ns: 31),
            Self.row(.cache, "NSLock", workload: "read95", ns: 40), Self.row(.cache, "pthread_mutex", workload: "read50", threads: 2, ns: 10),
            Self.row(.cache, "Mutex", workload: "read50", threads: 2, ns: 50), Self.row(.queue, "Mutex", workload: "ring=32", threads: 2, ns: 20),
            Self.row(.queue, "NSLock", workload: "ring=32", threads: 2, ns: 19),
        ]
        let pairing = FindingsPairing(ResultsFile(metadata: [], results: rows), cases: Self.cases)
        let kernels = try #require(pairing.groups.first)
        #expect(pairing.groups.count == 1 && kernels.pinned)
        // read50 is not the cache kernel's headline (read95, measured first), so it is not ranked.
        #expect(kernels.firsts.map(\.label) == ["cache Mutex read95 threads=1", "queue NSLock ring=32 threads=2"])
        #expect(kernels.seconds.map(\.label) == ["cache pthread_mutex read95 threads=1", "queue Mutex ring=32 threads=2"])
        #expect(kernels.firsts[0].parameters == WorkloadParameters(readPercent: 95, kernel: .cache))
    }

    @Test("The decision table's two best fit locks are paired too, within the CPUs, unless a ranking already pairs them")
    func theDecisionTablesPairs() throws {
        let waiting = { (row: CaseResult) -> CaseResult in
            var row = row
            row.contendedWaiting = row.primitive == "ttas_spinlock" ? .spins : .sleeps
            return row
        }
        let rows = [
            Self.row(.uncontended, "ttas_spinlock", ns: 2), Self.row(.uncontended, "Mutex", ns: 5), Self.row(.uncontended, "pthread_mutex", ns: 6),
            Self.row(.contended, "ttas_spinlock", threads: 2, ns: 10), Self.row(.contended, "Mutex", threads: 2, ns: 20),
            Self.row(.contended, "pthread_mutex", threads: 2, ns: 25), Self.row(.contended, "Mutex", threads: 4, ns: 900),
            Self.row(.contended, "pthread_mutex", threads: 4, ns: 30),
            Self.row(.cache, "Mutex", workload: "read95", threads: 2, ns: 30), Self.row(.cache, "pthread_mutex", workload: "read95", threads: 2, ns: 31),
        ].map(waiting)
        let pairing = FindingsPairing(ResultsFile(metadata: [], results: rows), cases: Self.cases)
        let counter = try #require(pairing.groups.first)
        #expect(counter.firsts.map(\.label) == [
            "uncontended ttas_spinlock increment threads=1", "contended ttas_spinlock increment threads=2",
            "uncontended Mutex increment threads=1", "contended Mutex increment threads=2",
        ], "the rankings' pairs, then the table's; none beyond the CPUs")
        #expect(counter.seconds.map(\.label) == [
            "uncontended Mutex increment threads=1", "contended Mutex increment threads=2",
            "uncontended pthread_mutex increment threads=1", "contended pthread_mutex increment threads=2",
        ])
        let kernels = try #require(pairing.groups.last)
        #expect(kernels.firsts.map(\.label) == ["cache Mutex read95 threads=2"], "the kernel's ranking pairs the table's two already")
    }

    @Test("Pairs cut short leave the run complete, saying how they ended; pairs that ended on their own change nothing")
    func runStatus() {
        #expect(FindingsPairing.runStatus(after: .completed) == nil)
        #expect(FindingsPairing.runStatus(after: .stopped(signal: 2))?.description == "complete (every case measured; the findings' pairs cut short by signal 2)")
        #expect(
            FindingsPairing.runStatus(after: .failed(.baseline, reason: "fork 3 hung"))?.description
                == "complete (every case measured; the findings' pairs ended early: fork 3 hung)",
            "one build in one fork a round: no side to name"
        )
    }

    @Test("A ranking of one lock, or of a lock this build does not have, pairs nothing")
    func nothingToPair() {
        let alone = [Self.row(.uncontended, "Mutex", ns: 10), Self.row(.uncontended, "retired_lock", ns: 11)]
        let pairing = FindingsPairing(ResultsFile(metadata: [], results: alone), cases: Self.cases)
        #expect(pairing.groups.isEmpty)
    }
}
