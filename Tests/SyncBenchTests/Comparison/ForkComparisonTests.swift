import SyncBench
import Testing

@Suite("Compare over forks: contention judged, the alpha shared")
struct ForkComparisonTests {
    /// A contended case measured in `medians.count` forks of two windows each, the fork medians as given.
    static func result(_ medians: [Double], threads: Int = 2, primitive: String = "pthread_mutex") -> CaseResult {
        CaseResult(
            benchmark: .contended, primitive: primitive, role: .lock, workload: "increment", threads: threads, oversubscribed: false,
            windowSeconds: 0.1, totalOperations: 1_000, samples: medians.flatMap { [$0 * 0.99, $0 * 1.01] },
            samplesPerRound: medians.map { _ in 2 }, forks: medians.count, lostUpdates: 0, batchSize: 10, status: .ok
        )
    }

    static let baseline: [Double] = [40, 42, 44, 46, 48, 50, 52, 54, 56, 58]

    @Test("A contended case measured in forks on both sides is judged without --judge-all, over its forks")
    func contentionIsJudgedOverForks() {
        let slower = Self.baseline.map { $0 * 1.4 }
        let comparison = CaseComparison(baseline: Self.result(Self.baseline), current: Self.result(slower), policy: ComparisonPolicy())
        #expect(comparison.overForks)
        #expect((comparison.baselineCount, comparison.currentCount) == (10, 10))
        #expect(comparison.verdict == .regression)
        #expect(comparison.detectableSlowdown != nil)
    }

    @Test("Too few forks on a side: the windows are the samples, and a contended case waits for --judge-all")
    func fewForksAreNotJudged() {
        let comparison = CaseComparison(
            baseline: Self.result(Array(Self.baseline.prefix(4))), current: Self.result(Array(Self.baseline.prefix(4)).map { $0 * 1.4 }),
            policy: ComparisonPolicy()
        )
        #expect(!comparison.overForks)
        #expect(comparison.verdict == .tooNoisy(.dependsOnOtherThreads))
    }

    @Test("The cases judged over forks share alpha: what one case alone would call, forty together do not")
    func alphaIsShared() throws {
        // One slow fork of the baseline's and one fast fork of the current's overlap the other side: their
        // median intervals are apart, and p = 0.0074 for ten against ten.
        let shifted: [Double] = [30, 57, 57.2, 57.4, 57.6, 57.8, 70, 72, 74, 76]
        let alone = CaseComparison(baseline: Self.result(Self.baseline), current: Self.result(shifted), policy: ComparisonPolicy())
        let pValue = try #require(alone.test?.pValue)
        #expect(pValue < 0.05 && pValue > 0.05 / 40, "p = \(pValue)")
        #expect(alone.verdict == .regression)
        let among = CaseComparison(
            baseline: Self.result(Self.baseline), current: Self.result(shifted), policy: ComparisonPolicy(), casesOverForks: 40
        )
        guard case .tooNoisy(.notSignificant(_, let alpha)) = among.verdict else {
            Issue.record("expected too noisy, got \(among.verdict)")
            return
        }
        #expect(alpha == 0.05 / 40)
        let files = (
            baseline: ResultsFile(metadata: [], results: (0..<40).map { Self.result(Self.baseline, primitive: "lock\($0)") }),
            current: ResultsFile(metadata: [], results: (0..<40).map { Self.result(shifted, primitive: "lock\($0)") })
        )
        let whole = Comparison(baseline: files.baseline, current: files.current)
        #expect(whole.basis == .storedRuns(.init(baselineRuns: 1, currentRuns: 1, casesOverForks: 40)) && !whole.hasRegression)
    }
}
