@testable import BenchCLI
import Suite
import SyncBench
import Testing

/// Which pairs `bench run` measures after its suite: the rankings' leaders against their runners-up.
@Suite("A run pairs the cheapest lock and the fastest within the CPUs with their runners-up")
struct FindingsPairingTests {
    static func row(_ benchmark: Benchmark, _ primitive: String, threads: Int = 1, ns: Double) -> CaseResult {
        CaseResult(
            benchmark: benchmark, primitive: primitive, role: .lock, workload: "increment", threads: threads, oversubscribed: threads > 2,
            windowSeconds: 0.2, totalOperations: 1_000, samples: Array(repeating: ns, count: 5), lostUpdates: 0, batchSize: 1, status: .ok
        )
    }

    @Test("Leader first, runner-up second, at the finding's benchmark and threads; none oversubscribed")
    func pairs() {
        let rows = [
            Self.row(.uncontended, "pthread_mutex", ns: 12), Self.row(.uncontended, "Mutex", ns: 10), Self.row(.uncontended, "NSLock", ns: 12.2),
            Self.row(.contended, "pthread_mutex", threads: 2, ns: 30), Self.row(.contended, "Mutex", threads: 2, ns: 70),
            Self.row(.contended, "NSLock", threads: 2, ns: 31), Self.row(.contended, "NSLock", threads: 4, ns: 40),
            Self.row(.contended, "Mutex", threads: 4, ns: 400),
        ]
        let pairing = FindingsPairing(ResultsFile(metadata: [], results: rows), catalog: DefaultSuite.catalog)
        #expect(pairing.firsts.map(\.label) == ["uncontended Mutex increment threads=1", "contended pthread_mutex increment threads=2"])
        #expect(pairing.seconds.map(\.label) == ["uncontended pthread_mutex increment threads=1", "contended NSLock increment threads=2"])
    }

    @Test("Pairs cut short leave the run complete, saying how they ended; pairs that ended on their own change nothing")
    func runStatus() {
        #expect(FindingsPairing.runStatus(after: .completed) == nil)
        #expect(FindingsPairing.runStatus(after: .stopped(signal: 2)) == "complete (every case measured; the findings' pairs cut short by signal 2)")
        #expect(
            FindingsPairing.runStatus(after: .failed(.baseline, reason: "fork 3 hung"))
                == "complete (every case measured; the findings' pairs ended early: fork 3 hung)",
            "one build in one fork a round: no side to name"
        )
    }

    @Test("A ranking of one lock, or of a lock this build does not have, pairs nothing")
    func nothingToPair() {
        let alone = [Self.row(.uncontended, "Mutex", ns: 10), Self.row(.uncontended, "retired_lock", ns: 11)]
        let pairing = FindingsPairing(ResultsFile(metadata: [], results: alone), catalog: DefaultSuite.catalog)
        #expect(pairing.firsts.isEmpty && pairing.seconds.isEmpty)
    }
}
