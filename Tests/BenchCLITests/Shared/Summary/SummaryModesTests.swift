@testable import BenchCLI
import SyncBench
import Testing

@Suite("The summary and the report show two modes as two levels, not one wide interval")
struct SummaryModesTests {
    /// NSLock of the 340b7ad published run: ten forks of two windows, two of them near 11.4 ns.
    static func nslock(slowInEpisodes: Bool?) -> CaseResult {
        let medians = [7.44, 8.57, 8.06, 7.62, 7.51, 7.26, 7.48, 11.52, 11.20, 7.45]
        var result = CaseResult(
            benchmark: .uncontended, primitive: "NSLock", role: .lock, workload: "increment", threads: 1, oversubscribed: false,
            windowSeconds: 0.2, totalOperations: 1_000, samples: medians.flatMap { [$0 * 0.995, $0 * 1.005] },
            samplesPerRound: medians.map { _ in 2 }, forks: 10, lostUpdates: 0, batchSize: 10, status: .ok
        )
        if let slowInEpisodes {
            result.hostProbes = medians.map { $0 > 11 && slowInEpisodes ? 2.4 : 2.0 }
            result.forksInHostEpisodes = medians.map { $0 > 11 && slowInEpisodes }
        }
        return result
    }

    /// The same NSLock with its second fork lost: no windows, and no host reading.
    static func nslockLosingAFork() -> CaseResult {
        var result = nslock(slowInEpisodes: true)
        result.samples.removeSubrange(2..<4)
        result.samplesPerRound[1] = 0
        result.hostProbes.remove(at: 1)
        result.forksInHostEpisodes.remove(at: 1)
        return result
    }

    @Test("The forks section gives both levels with their forks, and whether the slow forks ran in host episodes")
    func forksSection() {
        let text = Summary.forks([Self.nslock(slowInEpisodes: true)])
        #expect(text.contains("1 of them in two modes"))
        #expect(text.contains("7.50 x8, 11.4 x2"))
        #expect(text.contains("all in host episodes"))
        #expect(Summary.forks([Self.nslock(slowInEpisodes: false)]).contains("none in host episodes"))
        // A lost fork took no reading: the readings still go with the forks that measured.
        #expect(Summary.forks([Self.nslockLosingAFork()]).contains("all in host episodes"))
        // Read back from a file, the episodes are not known: the column says nothing rather than guess.
        #expect(!Summary.forks([Self.nslock(slowInEpisodes: nil)]).contains("host episodes "))
    }

    @Test("The report's cell gives both levels beside the median and its interval")
    func reportCell() {
        let cell = ReportCaseTables.cell(Self.nslock(slowInEpisodes: nil), scale: 1)
        #expect(cell.text.hasSuffix(" (two modes: 7.50 x8, 11.4 x2)"))
        #expect(cell.classes.contains("modes"))
    }
}
