import SyncBench
import Testing

@Suite("Coverage: how often a run's interval contains the median of the runs' medians")
struct IntervalCoverageTests {
    /// A run whose one case has five windows centred on `centre`, one apart: its interval is [centre-2, centre+2].
    static func run(_ centre: Double, status: CaseResult.Status = .ok) -> ResultsFile {
        let result = CaseResult(
            benchmark: .uncontended, primitive: "pthread_mutex", workload: "increment", threads: 1, oversubscribed: false,
            windowSeconds: 0.2, totalOperations: 100, samples: [-2, -1, 0, 1, 2].map { centre + $0 }, lostUpdates: 0,
            batchSize: 1, status: status
        )
        return ResultsFile(metadata: [], results: [result])
    }

    @Test("Each run counts when its interval holds the median of all medians; failed runs are left out")
    func countsCoveringRuns() throws {
        let coverage = IntervalCoverage([Self.run(10), Self.run(11), Self.run(12), Self.run(15), Self.run(30, status: .noProgress)])
        let item = try #require(coverage.cases.first)
        #expect(coverage.cases.count == 1)
        #expect(item.medians == [10, 11, 12, 15])
        #expect(item.target == 11.5)
        #expect(item.covered == 3 && item.runs == 4 && item.share == 0.75)
        #expect(item.statedLevel == 0.9375)
        #expect(abs(item.movement - 5 / 11.5) < 1e-12)
        // Widened about its median, run 15's interval (room 2 below) reaches 11.5 only 1.75 times as wide; a claim of
        // 93.75% of four runs takes all four.
        #expect(item.wideningNeeded == 1.75)
    }

    @Test("Intervals that held their claim need no widening; one with no room on the target's side gives none")
    func wideningOnFixedRuns() throws {
        let held = try #require(IntervalCoverage([Self.run(10), Self.run(11), Self.run(12)]).cases.first)
        #expect(held.covered == 3 && held.wideningNeeded == 0.5)
        var flat = Self.run(20)
        flat.results[0].samples = [20, 20, 20, 20, 20]
        let stuck = try #require(IntervalCoverage([Self.run(10), Self.run(11), flat]).cases.first)
        #expect(stuck.target == 11 && stuck.wideningNeeded == nil)
    }

    @Test("A case with one run cannot be judged and is left out")
    func oneRunIsNoCoverage() {
        #expect(IntervalCoverage([Self.run(10)]).cases.isEmpty)
    }
}
