@testable import BenchCLI
import SyncBench
import Testing

@Suite("The summary's placement: each case measured under two placements, or the one distance of the whole run")
struct SummaryPlacementTests {
    /// Two 2-thread cases of ten forks: seven near (70-110 ns round trip), fork 6 moved, three far (380-420 ns).
    static func file(trips: [[Double]]) -> ResultsFile {
        func row(_ primitive: String, _ ns: [Double]) -> CaseResult {
            var result = CaseResult(
                benchmark: .contended, primitive: primitive, role: .lock, workload: "increment", threads: 2, oversubscribed: false,
                windowSeconds: 0.2, totalOperations: 1_000, samples: ns.flatMap { [$0, $0] }, samplesPerRound: ns.map { _ in 2 },
                forks: ns.count, lostUpdates: 0, batchSize: 10, status: .ok
            )
            result.placementRoundTrips = trips
            return result
        }
        var file = ResultsFile(metadata: [], results: [
            row("Mutex", [40, 41, 42, 40, 41, 42, 60, 80, 81, 82]), row("NSLock", [30, 31, 30, 31, 30, 31, 50, 90, 91, 92]),
        ])
        file.recordPlacements()
        return file
    }

    static let twoPlacements: [[Double]] = [
        [70, 72], [80, 84], [90, 88], [100, 96], [110, 104], [75, 77], [85, 400], [380, 390], [400, 410], [420, 415],
    ]

    @Test("Two placements: the boundary's sides, and each case's near and far figures, modes explained")
    func twoPlacements() {
        let text = Summary.placement(Self.file(trips: Self.twoPlacements))
        #expect(text.contains("2 threads: round trips near 70.0-110 ns, 12 forks, far 380-420 ns, 6 forks (boundary 380 ns)"), "\(text)")
        #expect(text.contains("2 case(s) measured under both"))
        let mutex = text.split(separator: "\n").first { $0.contains("contended Mutex") }.map(String.init) ?? ""
        #expect(mutex.contains("41.0 [40.0, 42.0] (6)") && mutex.contains("81.0 (3)") && mutex.contains("explained"), "\(mutex)")
    }

    @Test("One distance all run: its round trips, so that another run at another distance is not taken for the same")
    func oneDistance() {
        let text = Summary.placement(Self.file(trips: Array(repeating: [400, 410], count: 10)))
        #expect(text == "\nPlacement: the workers' CPUs sat at one distance all run, their cache-line round trip's median was "
            + "405 ns (400-410) at 2 threads; a run at another distance measures other contended figures (docs/placement.md)\n")
        #expect(Summary.placement(ResultsFile(metadata: [], results: [])) == "")
    }

    @Test("Forks whose workers had last run on one CPU at a window edge are counted, after the distances; none, no line")
    func sharedCPUs() {
        var file = Self.file(trips: Array(repeating: [400, 410], count: 10))
        let apart = PlacementReading(roundTripsBefore: [400], roundTripsAfter: [410], cpusBefore: [0, 1], cpusAfter: [0, 1], cpusAtEdges: [[0, 1], [1, 0]])
        var shared = apart
        shared.cpusAtEdges = [[0, 1], [1, 1], [nil, 1]]
        #expect(shared.sharedCPUEdges == 1 && apart.sharedCPUEdges == 0)
        file.results[0].placements = [apart, shared, nil, shared]
        file.results[1].placements = [apart, apart]
        let text = Summary.placement(file)
        #expect(text.hasSuffix("(docs/placement.md)\nTwo workers had last run on one CPU at a window edge in 2 of 5 probed forks (1 case(s)): "
            + "they took turns on it, or one slept waiting (the forks file's worker_cpus, docs/placement.md)\n"), "\(text)")
        file.results[0].placements = [apart]
        #expect(!Summary.placement(file).contains("one CPU"))
        file.metadata.append(("placement", "compact and spread in alternate forks (2 threads on 0,8, then on 0,4)"))
        #expect(Summary.placement(file).hasSuffix("(docs/placement.md)\nThe contended forks were pinned compact and spread in "
            + "alternate forks (2 threads on 0,8, then on 0,4): where their round trips part, the two policies are the two placements\n"))
    }

    @Test("compare warns when the two files' workers sat at another distance, and not when they sat at one")
    func compareWarns() {
        let far = Self.file(trips: Array(repeating: [400, 410], count: 10))
        let near = Self.file(trips: Array(repeating: [90, 95], count: 10))
        let warnings = Comparison(baseline: far, current: near).warnings
        #expect(warnings.contains { $0.hasPrefix("the workers' CPUs sat at another distance at 2 threads: their round trip's median read 405 ns in the baseline and 92.5 ns") })
        #expect(!Comparison(baseline: near, current: near).warnings.contains { $0.contains("another distance") })
    }
}
