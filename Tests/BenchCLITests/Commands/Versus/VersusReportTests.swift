@testable import BenchCLI
import SyncBench
import Testing

/// What `bench versus` prints for fixed estimates.
@Suite("bench versus prints each ratio with its interval, what is wider than asked or moved, and the same as JSON")
struct VersusReportTests {
    static let options: VersusOptions = {
        var options = VersusOptions()
        (options.first, options.second) = ("Mutex", "pthread_mutex")
        return options
    }()

    static let estimates: [PairedEstimate] = {
        let uncontended = PairedEstimate(
            benchmark: .uncontended, threads: 1, first: "Mutex", second: "pthread_mutex", pairs: 20, ratio: 0.837, lower: 0.835, upper: 0.839,
            confidence: 0.95, settled: true, firstNanoseconds: 10.1, secondNanoseconds: 12.1
        )
        var contended = PairedEstimate(
            benchmark: .contended, threads: 2, first: "Mutex", second: "pthread_mutex", pairs: 398, ratio: 2.3, lower: 2.24, upper: 2.35,
            confidence: 0.95, settled: false, firstNanoseconds: 73.5, secondNanoseconds: 31.6
        )
        contended.moved = .init(early: 2.2, late: 0.95)
        contended.byPlacement = [
            .init(roundTrip: 52...148, pairs: 228, ratio: 0.936, lower: 0.921, upper: 0.951),
            .init(roundTrip: 305...440, pairs: 170, ratio: 2.384, lower: 2.301, upper: 2.46),
        ]
        return [uncontended, contended]
    }()

    @Test("A row per case, the sentences, and the caution, with placement under a contended case")
    func text() {
        let lines = VersusReport.text(Self.estimates, options: Self.options).split(separator: "\n").map(String.init)
        #expect(lines[1].contains("Mutex ns/op") && lines[1].contains("pthread_mutex ns/op") && lines[1].contains("95% interval"))
        #expect(lines[2].hasPrefix("  uncontended        1") && lines[2].hasSuffix("0.837  [0.835, 0.839]  0.2%     20"), "\(lines[2])")
        #expect(lines[3].hasSuffix("moved: 2.200 then 0.950; wider than ±2.0%: the budget ended first"), "\(lines[3])")
        #expect(lines.contains("  - uncontended, 1 thread(s): Mutex costs 16.3% less than pthread_mutex (95% interval: 16.1% to 16.5% less)."))
        #expect(lines.contains(
            "    by where the host placed the CPUs: a round trip of 52-148 ns in 228 pairs, ratio 0.936 [0.921, 0.951]; "
                + "305-440 ns in 170 pairs, ratio 2.384 [2.301, 2.460]."
        ))
        #expect(lines.filter { $0.hasPrefix("    by where") }.count == 1, "only the case parted by placement says so")
        #expect(lines.last?.hasPrefix("  Each interval is this run's. The ratio itself can move from one run to the next") == true)
        #expect(lines.last?.contains("for a contended case with where the host places the CPUs") == true)
        let alone = VersusReport.text([Self.estimates[0]], options: Self.options)
        #expect(alone.contains("Each interval is this run's"), "the ratio moves between runs uncontended too")
        #expect(!alone.contains("places the CPUs"), "no placement without a contended case")
        #expect(VersusReport.text([], options: Self.options) == "No case gathered enough pairs for an interval.\n")
    }

    @Test("A row wider than asked says what ended the run first: the budget, a stop, or a failure")
    func whatEndedTheRun() {
        let row = { (outcome: PairedRunner.Outcome) in
            VersusReport.text(Self.estimates, options: Self.options, outcome: outcome).split(separator: "\n").map(String.init)[3]
        }
        #expect(row(.completed).hasSuffix("wider than ±2.0%: the budget ended first"))
        #expect(row(.stopped(signal: 2)).hasSuffix("wider than ±2.0%: the run was stopped first"))
        #expect(row(.failed(.baseline, reason: "x")).hasSuffix("wider than ±2.0%: the run failed first"))
        #expect(row(.lostInARow(.current, reason: "x")).hasSuffix("wider than ±2.0%: the run failed first"))
    }

    @Test("JSON: what was asked, and each case's figures, its move when it moved")
    func json() {
        let text = VersusReport.json(Self.estimates, options: Self.options, seed: 42)
        for member in ["\"first\": \"Mutex\"", "\"second\": \"pthread_mutex\"", "\"precision\": 0.02", "\"seed\": \"42\"",
                       "\"ratio\": 0.837", "\"settled\": false", "\"moved_early\": 2.2", "\"moved_late\": 0.95",
                       "\"round_trip_low_ns\": 305", "\"pairs\": 170", "\"placements\": ["] {
            #expect(text.contains(member), "\(member)")
        }
    }
}
