@testable import BenchCLI
import SyncBench
import Testing

/// The summary's findings open with the decision table; the rankings follow under a heading that says what they rank.
@Suite("The summary's findings: which lock for your code first, then the rankings")
struct SummaryFindingsTests {
    static func row(_ benchmark: Benchmark, _ primitive: String, threads: Int = 1, ns: Double, waiting: ContendedWaiting) -> CaseResult {
        CaseResult(
            benchmark: benchmark, primitive: primitive, role: .lock, contendedWaiting: waiting, workload: "increment", threads: threads,
            oversubscribed: threads > 2, windowSeconds: 0.2, totalOperations: 1_000, samples: [ns, ns, ns], lostUpdates: 0, batchSize: 1,
            status: .ok
        )
    }

    static let file = ResultsFile(metadata: [], results: [
        row(.uncontended, "ttas_spinlock", ns: 2, waiting: .spins), row(.uncontended, "Mutex", ns: 5, waiting: .sleeps),
        row(.uncontended, "pthread_mutex", ns: 6, waiting: .sleeps),
    ])

    @Test func theTableOpensTheFindingsAndTheRankingsFollowUnderTheirHeading() throws {
        let lines = Summary.findings(Self.file).split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(3)) == [
            "Findings (from this run's figures; docs/findings.md says how each is found)",
            "  Which lock for your code (this machine), among the locks fit for application code:",
            "  - One thread at a time: Mutex. Uncontended, ns per lock/unlock pair: Mutex 5.00 [5.00, 5.00]; next pthread_mutex "
                + "6.00 [6.00, 6.00]. Choose otherwise when you wait for a condition: a mutex with its condition variable.",
        ])
        let spinlock = try #require(lines.firstIndex { $0.hasPrefix("  Not recommended for application code: ttas_spinlock: ") })
        let rankings = try #require(lines.firstIndex(of: "  \(Findings.rankingsTitle):"))
        #expect(spinlock < rankings)
        #expect(lines[rankings + 1].hasPrefix("  - Cheapest lock uncontended: ttas_spinlock at 2.00 ns"))
    }

    @Test func aFileWithNothingToSayPrintsNoSection() {
        #expect(Summary.findings(ResultsFile(metadata: [], results: [])) == "")
    }
}
