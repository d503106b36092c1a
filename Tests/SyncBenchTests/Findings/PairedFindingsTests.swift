import SyncBench
import Testing

/// The findings' pairs: the estimates a run records in its metadata, read back, and set beside the rankings they
/// check.
@Suite("A run's paired estimates survive its file and join the findings they check")
struct PairedFindingsTests {
    static func estimate(_ benchmark: Benchmark, threads: Int, _ first: String, _ second: String, ratio: Double, settled: Bool = true) -> PairedEstimate {
        PairedEstimate(
            benchmark: benchmark, threads: threads, first: first, second: second, pairs: 40, ratio: ratio, lower: ratio * 0.99,
            upper: ratio * 1.01, confidence: 0.95, settled: settled, firstNanoseconds: 11.1 * ratio, secondNanoseconds: 11.1
        )
    }

    static let rows = FindingsTests.uncontended + curve("pthread_mutex", [20, 40, 80, 90]) + curve("Mutex", [18, 30, 70, 2_000])

    @Test("An estimate is one metadata line, read back as it was; a line that is not one is left out")
    func roundTrip() throws {
        var file = ResultsFile(metadata: [("paired_contended_2", "benchmark=contended threads=2")], results: [])
        let estimate = Self.estimate(.uncontended, threads: 1, "Mutex", "pthread_mutex", ratio: 0.84)
        file.record(estimate)
        let reread = try ResultsFile(parsing: file.text)
        #expect(reread.pairedEstimates == [estimate], "\(file.metadata)")
        #expect(file.metadata("paired_uncontended_1")?.hasPrefix("benchmark=uncontended threads=1 first=Mutex second=pthread_mutex ratio=0.84 ") == true)
        var movedEstimate = Self.estimate(.uncontended, threads: 1, "Mutex", "pthread_mutex", ratio: 0.9)
        movedEstimate.moved = .init(early: 0.8, late: 1.1)
        file.record(movedEstimate)
        #expect(file.pairedEstimates == [movedEstimate], "a second estimate of the same case replaces the first, its move with it")
        #expect(file.metadata("paired_uncontended_1")?.hasSuffix(" moved=0.8:1.1") == true)
    }

    @Test("A primitive's name with spaces, a percent sign or a leading combining mark survives its estimate's metadata line")
    func namesRoundTrip() throws {
        for (first, second) in [("my lock", "my lock@x"), ("50% lock", "%41"), ("\u{301}x", "tab\tlock")] {
            var file = ResultsFile(metadata: [], results: [])
            let estimate = Self.estimate(.contended, threads: 2, first, second, ratio: 1.2)
            file.record(estimate)
            #expect(try ResultsFile(parsing: file.text).pairedEstimates == [estimate], "\(file.metadata)")
        }
        var file = ResultsFile(metadata: [], results: [])
        file.record(Self.estimate(.contended, threads: 2, "my lock", "Mutex", ratio: 1.2))
        #expect(file.metadata("paired_contended_2")?.hasPrefix("benchmark=contended threads=2 first=my%20lock second=Mutex ") == true)
    }

    @Test("A line of an older file, which wrote names as they were, still reads: a percent sign without two hex digits stays")
    func olderLinesRead() throws {
        let line = "benchmark=uncontended threads=1 first=50%lock second=pthread_mutex ratio=0.9 ci_low=0.8 ci_high=1 ci_level=0.95 "
            + "pairs=20 settled=yes first_ns=9 second_ns=10"
        let estimate = try #require(PairedEstimate(metadataValue: line))
        #expect(estimate.first == "50%lock" && estimate.second == "pthread_mutex" && estimate.ratio == 0.9)
    }

    @Test("The cheapest lock and the fastest at a thread count show their pairs with their runner-up, either way round")
    func joinsTheRankings() {
        let findings = Findings(Self.rows, paired: [
            Self.estimate(.uncontended, threads: 1, "Mutex", "pthread_mutex", ratio: 0.84),
            Self.estimate(.contended, threads: 2, "pthread_mutex", "Mutex", ratio: 1.3),
            Self.estimate(.contended, threads: 8, "Mutex", "pthread_mutex", ratio: 0.5),
        ])
        let lines = findings.lines
        // Mutex leads, and falls from 33.3 Mops/s at 2 threads to 0.5 at 8: the line says so after its pairs.
        #expect(lines[0].hasSuffix(
            "next pthread_mutex 13.2 ns. In pairs (40, both in one process each): Mutex costs 16.0% less than pthread_mutex (95% interval: 15.2% to 16.8% less)."
                + " Beyond the CPUs it sinks in the counter loop: 0.500 Mops/s at 8 threads (oversubscribed), against 33.3 at 2."
        ), "\(lines[0])")
        #expect(lines[1].hasPrefix("Highest throughput at 2 threads (within the effective CPUs): Mutex") && lines[1].hasSuffix(
            "In pairs (40, both in one process each): pthread_mutex costs 30.0% more than Mutex (95% interval: 28.7% to 31.3% more)."
                + " Beyond the CPUs it sinks (above)."
        ), "\(lines[1])")
        #expect(lines[2].hasPrefix("Highest throughput oversubscribed, at 8 threads: pthread_mutex") && lines[2].hasSuffix(
            "Mutex costs 50.0% less than pthread_mutex (95% interval: 49.5% to 50.5% less); the pairs reverse the ranking."
        ), "\(lines[2])")
    }

    @Test("An estimate of other locks, another thread count, or none at all adds nothing; one short of its precision says so")
    func onlyItsOwnPair() {
        let others = Findings(Self.rows, paired: [
            Self.estimate(.uncontended, threads: 1, "Mutex", "NSLock", ratio: 0.8),
            Self.estimate(.contended, threads: 4, "Mutex", "pthread_mutex", ratio: 0.8),
        ])
        #expect(others.lines == Findings(Self.rows).lines)
        let short = Findings(Self.rows, paired: [Self.estimate(.uncontended, threads: 1, "Mutex", "pthread_mutex", ratio: 0.84, settled: false)])
        #expect(short.lines[0].contains("less); wider than asked: the time ran out. Beyond the CPUs"), "\(short.lines[0])")
    }
}
