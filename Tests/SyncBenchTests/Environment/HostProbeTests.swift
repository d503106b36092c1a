@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Foundation
import Testing

/// The host probe and what a run makes of it, on fixed figures.
@Suite("The host probe: readings, steadiness, marks and warnings")
struct HostProbeTests {
    @Test("A reading is the median of its timings of the atomic additions, taken when they are done")
    func readingFromFixedTimings() {
        var calls = 0
        let reading = HostProbe.measure(
            time: { _ in
                calls += 1
                // 20,000 additions at 2 ns each, but for the third timing, which is slow and must not count.
                return calls == 3 ? 400_000 : 40_000
            },
            now: { 7_000 }
        )
        #expect(calls == HostProbe.rounds)
        #expect(reading == HostProbe.Reading(nanoseconds: 2, takenAt: 7_000))
        #expect(reading.averaged(with: HostProbe.Reading(nanoseconds: 4, takenAt: 1_000)) == .init(nanoseconds: 3, takenAt: 4_000))
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

    /// Forty cases measured in `passes` passes, in the file's order each time: cases 0-19 read 2.0 ns and
    /// cases 20-39 read 2.4 ns (the probe reads apart after different kinds of case), times the host's factor
    /// for each pass.
    static func passes(_ hostFactors: [Double]) -> [CaseResult] {
        (0..<40).map { index in
            Self.result("case\(index)", probes: hostFactors.map { (index < 20 ? 2.0 : 2.4) * $0 })
        }
    }

    @Test("A run's readings are levelled by case: cases that read apart do not make a steady host restless, nor get marked")
    func levelledByCase() throws {
        // Raw, the blocks (twenty readings each, a half pass) alternate 2.0 and 2.4 ns: 20% apart, by the cases alone.
        var file = ResultsFile(metadata: [], results: Self.passes([1, 1]))
        #expect(HostSteadiness(file.probesInOrder.map(\.reading), minimumBlock: HostSteadiness.minimumRunBlock)?.isSteady == false)
        file.recordHostSteadiness()
        #expect(file.metadata(ResultsFile.hostSteadinessKey) == "steady (probe level 2.20-2.20 ns over 80 readings in 4 blocks, each against its case's median, spread 0.0%, threshold 10%)")
        #expect(file.results.allSatisfy { !$0.hostOff })
        let reread = try ResultsFile(parsing: file.text)
        #expect(reread.results.map(\.hostProbes) == file.results.map(\.hostProbes) && reread.results.map(\.hostOff) == file.results.map(\.hostOff))
        var old = ResultsFile(metadata: [], results: [Self.result("a", probes: [])])
        old.recordHostSteadiness()
        #expect(old.metadata(ResultsFile.hostSteadinessKey) == nil && !old.results[0].hostOff)
    }

    @Test("A host that slows for a pass makes the run restless; a case is marked only when at least half of its forks ran off the host's pace")
    func hostThatMoves() throws {
        // The third pass of three 30% slower: restless; one fork of three off in every case marks none.
        var third = ResultsFile(metadata: [], results: Self.passes([1, 1, 1.3]))
        third.recordHostSteadiness()
        #expect(third.metadata(ResultsFile.hostSteadinessKey)?.hasPrefix("restless (probe level 2.40-3.12 ns over 120 readings in 6 blocks, each against its case's median, spread 30.0%") == true)
        #expect(third.results.allSatisfy { !$0.hostOff })
        // Two passes 30% apart: every case's two forks ran at host speeds 30% apart, and its figure mixes them.
        var two = ResultsFile(metadata: [], results: Self.passes([1, 1.3]))
        two.recordHostSteadiness()
        #expect(try #require(two.hostSteadiness).isSteady == false)
        #expect(two.results.allSatisfy { $0.hostOff })
        // A case measured once keeps its reading as it is; the others are levelled all the same (to 2.4 ns,
        // the median of all 81 readings).
        let single = ResultsFile(metadata: [], results: Self.passes([1, 1]) + [Self.result("alone", probes: [9.0])])
        #expect(single.levelledProbesInOrder.levelled)
        #expect(single.levelledProbesInOrder.order.map(\.reading).filter { $0 != 2.4 } == [9.0])
        // With no case measured twice there is nothing to level by.
        let once = ResultsFile(metadata: [], results: Self.passes([1]))
        #expect(!once.levelledProbesInOrder.levelled && once.hostSteadiness?.levelled == false)
    }

    /// A result of one case with `probes`, each taken at the time at the same place of `times`.
    static func result(_ primitive: String, probes: [Double], times: [UInt64]) -> CaseResult {
        var result = Self.result(primitive, probes: probes)
        result.hostProbeTimes = times
        return result
    }

    @Test("The readings are put in the order they were taken, whatever the order of the file's cases and forks")
    func readingsInTimeOrder() throws {
        // As bench ab measures: two rounds of four cases, each round in a shuffled order, and case 1's first
        // fork lost, so that its one reading was taken in the second round. Time order: the first round
        // (cases 2, 0, 3) at 2.0 ns, the second (cases 3, 1, 0, 2) at 3.0 ns.
        let results = [
            Self.result("case0", probes: [2.0, 3.0], times: [200, 600]),
            Self.result("case1", probes: [3.0], times: [500]),
            Self.result("case2", probes: [2.0, 3.0], times: [100, 700]),
            Self.result("case3", probes: [2.0, 3.0], times: [300, 400]),
        ]
        let file = ResultsFile(metadata: [], results: results)
        #expect(file.probesInOrder.map(\.caseIndex) == [2, 0, 3, 3, 1, 0, 2])
        #expect(file.probesInOrder.map(\.reading) == [2, 2, 2, 3, 3, 3, 3])
        let reread = try ResultsFile(parsing: file.text)
        #expect(reread.results.map(\.hostProbeTimes) == results.map(\.hostProbeTimes))
        #expect(reread.probesInOrder.map(\.caseIndex) == [2, 0, 3, 3, 1, 0, 2])
        // The same readings in the file's order, fork by fork, would put case 1's slow reading with the first
        // round's: a file without times is read that way.
        let untimed = ResultsFile(metadata: [], results: results.map { Self.result($0.primitive, probes: $0.hostProbes) })
        #expect(untimed.probesInOrder.map(\.caseIndex) == [0, 1, 2, 3, 0, 2, 3])
        #expect(untimed.probesInOrder.map(\.reading) == [2, 3, 2, 2, 3, 3, 3])
    }

    @Test("A case is marked by the readings nearest in time, not nearest in the file")
    func marksFollowTheTimes() {
        // Twelve cases, one fork each, measured in a shuffled order (as bench ab does): the eight others first,
        // at 2.0 ns, then cases 0, 3, 6 and 9, in a slow stretch at 3.0 ns.
        let slow = [0, 3, 6, 9]
        let others = (0..<12).filter { !slow.contains($0) }
        let times = Dictionary(uniqueKeysWithValues: (others + slow).enumerated().map { ($1, UInt64(1 + $0)) })
        let results = (0..<12).map { index in
            Self.result("case\(index)", probes: [slow.contains(index) ? 3.0 : 2.0], times: [times[index]!])
        }
        var file = ResultsFile(metadata: [], results: results)
        file.recordHostSteadiness()
        // Too few readings for blocks of twenty: each reading is a block of its own.
        #expect(file.metadata(ResultsFile.hostSteadinessKey)?.hasPrefix("restless (probe level 2.00-3.00 ns over 12 readings in 12 blocks, spread") == true)
        // Case 0's reading, the first of the stretch, has more fast readings than slow ones around it.
        #expect(file.results.indices.filter { file.results[$0].hostOff } == [3, 6, 9])
        // In the file's order the slow readings lie scattered among fast ones: nothing would be marked.
        var untimed = ResultsFile(metadata: [], results: results.map { Self.result($0.primitive, probes: $0.hostProbes) })
        untimed.recordHostSteadiness()
        #expect(untimed.results.allSatisfy { !$0.hostOff })
    }

    @Test("A file whose times do not match its probes is refused")
    func mismatchedTimesAreRefused() throws {
        var file = ResultsFile(metadata: [], results: [Self.result("a", probes: [2.0, 2.0], times: [1, 2])])
        let text = file.text
        #expect(throws: ResultsFileError.self) { try ResultsFile(parsing: text.replacingOccurrences(of: ",1 2,", with: ",1,")) }
        #expect(throws: ResultsFileError.self) { try ResultsFile(parsing: text.replacingOccurrences(of: ",1 2,", with: ",1 x,")) }
        file.results[0].hostProbeTimes = []
        #expect(try ResultsFile(parsing: file.text).results[0].hostProbeTimes.isEmpty)
    }

    @Test("The host around a reading is the median of its neighbours")
    func around() {
        #expect(HostSteadiness.around([2, 2, 2, 9, 2, 2, 2]) == Array(repeating: 2, count: 7))
        #expect(HostSteadiness.around([5]) == [5])
        #expect(HostSteadiness.around([]) == [])
    }

    @Test("Compare warns when the two files' hosts ran at speeds further apart than the threshold, case by case")
    func compareWarns() {
        let baseline = ResultsFile(metadata: [], results: [Self.result("a", probes: [2.0, 2.0]), Self.result("b", probes: [2.6, 2.6])])
        let faster = ResultsFile(metadata: [], results: [Self.result("a", probes: [2.5, 2.5]), Self.result("b", probes: [3.25, 3.25])])
        let same = ResultsFile(metadata: [], results: [Self.result("a", probes: [2.1, 2.1]), Self.result("b", probes: [2.6, 2.6])])
        #expect(Comparison.hostWarnings(baseline, faster).first?.hasPrefix("the host ran at another speed: case by case, its probe read +25.0% for the current file against the baseline (the median over 2 cases") == true)
        #expect(Comparison.hostWarnings(baseline, same).isEmpty)
        // Another mix of cases on each side moves the files' medians, not the host: no warning.
        let onlyA = ResultsFile(metadata: [], results: [Self.result("a", probes: [2.0, 2.0])])
        #expect(Comparison.hostWarnings(baseline, onlyA).isEmpty)
    }
}
