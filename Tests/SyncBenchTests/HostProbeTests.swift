@testable import SyncBench
import Testing

/// The host probe and what a run makes of it, on fixed figures.
@Suite("The host probe: readings, steadiness, marks and warnings")
struct HostProbeTests {
    @Test("A reading is the median of its timings per unit, and its headline is the atomic addition")
    func readingFromFixedTimings() {
        var calls = 0
        let reading = HostProbe.measure { work in
            calls += 1
            // clock, atomic, chain, in turn; the third round of each is slow and must not count.
            let round = (calls - 1) / 3
            let slow = round == 2 ? 10.0 : 1.0
            switch (calls - 1) % 3 {
            case 0: return 50_000 * slow   // 2,000 reads: 25 ns each
            case 1: return 40_000 * slow   // 20,000 additions: 2 ns each
            default: return 20_000 * slow  // 20,000 steps: 1 ns each
            }
        }
        #expect(calls == 3 * HostProbe.rounds)
        #expect(reading == HostProbe.Reading(clockRead: 25, atomicAdd: 2, chainStep: 1))
        #expect(reading.nanoseconds == 2)
        #expect(reading.averaged(with: HostProbe.Reading(clockRead: 35, atomicAdd: 4, chainStep: 3)) == .init(clockRead: 30, atomicAdd: 3, chainStep: 2))
    }

    @Test("Steady while the blocks' level holds within the threshold, restless beyond it; scatter within a block does not count")
    func steadiness() throws {
        // Four blocks of five readings, at levels 5.0, 5.1, 5.2 and 5.05.
        let levels = [5.0, 5.1, 5.2, 5.05].flatMap { Array(repeating: $0, count: 5) }
        let steady = try #require(HostSteadiness(levels))
        #expect(steady.isSteady && steady.word == "steady" && abs(steady.spread - 0.04) < 1e-12 && steady.blockCount == 4)
        #expect(steady.description == "steady (probe level 5.00-5.20 ns over 20 readings in 4 blocks, spread 4.0%, threshold 10%)")
        // Readings 40% apart from one millisecond to the next, around one level: steady.
        let scattered = try #require(HostSteadiness((0..<40).map { [4.0, 6.0, 5.0, 4.5, 5.5][$0 % 5] }))
        #expect(scattered.isSteady && scattered.spread == 0)
        // The level moves from 5 to 6 halfway: restless.
        let moved = try #require(HostSteadiness(Array(repeating: 5.0, count: 20) + Array(repeating: 6.0, count: 20)))
        #expect(!moved.isSteady && abs(moved.spread - 0.2) < 1e-12)
        // Too few readings for blocks: each reading counts.
        let restless = try #require(HostSteadiness([5.0, 6.0, 5.5]))
        #expect(!restless.isSteady && restless.blockCount == 3 && restless.isOff(6.0) == false && restless.isOff(6.2))
        let withOutlier = try #require(HostSteadiness(Array(repeating: 5.0, count: 39) + [50]))
        #expect(withOutlier.isSteady && withOutlier.readings == 40)
        #expect(HostSteadiness([]) == nil)
    }

    /// A result of one case with `probes`.
    static func result(_ primitive: String, probes: [Double]) -> CaseResult {
        var result = CaseResult(
            benchmark: .uncontended, primitive: primitive, workload: "increment", threads: 1, oversubscribed: false, windowSeconds: 0.02,
            totalOperations: 1_000, samples: [10], lostUpdates: 0, batchSize: 10, status: .ok
        )
        result.hostProbes = probes
        return result
    }

    @Test("A run's file says how steady its host was, and marks the cases measured in a slow stretch, not after one slow reading")
    func fileRecordsSteadiness() throws {
        // Twelve cases, two forks each: the first pass at 2.0 ns but for one reading of 9.0 (case 2), the second
        // pass at 2.0 for cases 0-5 and 3.0 for cases 6-11: one fork of two, half of them.
        let results = (0..<12).map { index in
            Self.result("case\(index)", probes: [index == 2 ? 9.0 : 2.0, index < 6 ? 2.0 : 3.0])
        }
        var file = ResultsFile(metadata: [], results: results)
        file.recordHostSteadiness()
        #expect(file.metadata(ResultsFile.hostSteadinessKey)?.hasPrefix("restless (probe level 2.00-3.00 ns over 24 readings in 4 blocks") == true)
        #expect(file.results.map(\.hostOff) == Array(repeating: false, count: 6) + Array(repeating: true, count: 6))
        let reread = try ResultsFile(parsing: file.text)
        #expect(reread.results.map(\.hostProbes) == results.map(\.hostProbes) && reread.results.map(\.hostOff) == file.results.map(\.hostOff))
        var old = ResultsFile(metadata: [], results: [Self.result("a", probes: [])])
        old.recordHostSteadiness()
        #expect(old.metadata(ResultsFile.hostSteadinessKey) == nil && !old.results[0].hostOff)
    }

    @Test("A case is marked only when at least half of its forks ran in a slow stretch, since a minority cannot carry its median")
    func minorityOfForksMarksNothing() {
        // Twelve cases, three forks each: the second pass at 3.0 ns for cases 6-11, everything else at 2.0.
        let results = (0..<12).map { index in Self.result("case\(index)", probes: [2.0, index < 6 ? 2.0 : 3.0, 2.0]) }
        var file = ResultsFile(metadata: [], results: results)
        file.recordHostSteadiness()
        #expect(file.results.allSatisfy { !$0.hostOff })
        // The third pass slow too for cases 6-11: two of their three forks.
        let twice = (0..<12).map { index in Self.result("case\(index)", probes: [2.0, index < 6 ? 2.0 : 3.0, index < 6 ? 2.0 : 3.0]) }
        var marked = ResultsFile(metadata: [], results: twice)
        marked.recordHostSteadiness()
        #expect(marked.results.map(\.hostOff) == Array(repeating: false, count: 6) + Array(repeating: true, count: 6))
    }

    @Test("The host around a reading is the median of its neighbours")
    func around() {
        #expect(HostSteadiness.around([2, 2, 2, 9, 2, 2, 2]) == Array(repeating: 2, count: 7))
        #expect(HostSteadiness.around([5]) == [5])
        #expect(HostSteadiness.around([]) == [])
    }

    @Test("Compare warns when the two files' hosts ran at speeds further apart than the threshold")
    func compareWarns() {
        let baseline = ResultsFile(metadata: [], results: [Self.result("a", probes: [2.0, 2.0])])
        let faster = ResultsFile(metadata: [], results: [Self.result("a", probes: [2.5, 2.5])])
        let same = ResultsFile(metadata: [], results: [Self.result("a", probes: [2.1, 2.1])])
        #expect(Comparison.hostWarnings(baseline, faster).first?.hasPrefix("the host ran at another speed: its probe read 2.00 ns for the baseline and 2.50 ns") == true)
        #expect(Comparison.hostWarnings(baseline, same).isEmpty)
    }
}
