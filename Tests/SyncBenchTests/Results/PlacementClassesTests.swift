@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
import Testing

/// A 2-thread case of `primitive` in ten forks of two windows, fork i at `ns[i]` with the workers' round trips
/// `trips[i]` (before/after; empty for a fork that read none).
func placedRow(_ primitive: String, ns: [Double], trips: [[Double]], benchmark: Benchmark = .contended, workload: String = "increment") -> CaseResult {
    var result = CaseResult(
        benchmark: benchmark, primitive: primitive, role: .lock, contendedWaiting: .sleeps, workload: workload, threads: 2, oversubscribed: false,
        windowSeconds: 0.2, totalOperations: 1_000, samples: ns.flatMap { [$0, $0] }, samplesPerRound: ns.map { _ in 2 },
        forks: ns.count, lostUpdates: 0, batchSize: 10, status: .ok
    )
    result.placementRoundTrips = trips
    return result
}

/// Near round trips (70-110 ns) for forks 0-6, far ones (380-420 ns) for 7-9, fork 6 moved between its readings.
let placementTrips: [[Double]] = [
    [70, 72], [80, 84], [90, 88], [100, 96], [110, 104], [75, 77], [85, 400], [380, 390], [400, 410], [420, 415],
]

@Suite("Placement classes: one boundary a run and thread count, each case's forks near or far, and each side's own figure")
struct PlacementClassesTests {
    static func file() -> ResultsFile {
        var file = ResultsFile(metadata: [("host", "vm")], results: [
            placedRow("Mutex", ns: [40, 41, 42, 40, 41, 42, 60, 80, 81, 82], trips: placementTrips),
            placedRow("NSLock", ns: [30, 31, 30, 31, 30, 31, 50, 90, 91, 92], trips: placementTrips),
            findingRow(.uncontended, "Mutex", ns: 5),
        ])
        file.recordPlacements()
        return file
    }

    @Test("The gap rule: the widest step of 1.5 or more with enough readings each side; one group gives no boundary")
    func gapRule() {
        #expect(PlacementGap.boundary([70, 80, 90, 400, 410, 420], fewest: 2) == 400)
        #expect(PlacementGap.boundary([70, 80, 90, 400, 410, 420], fewest: 4) == nil, "too few readings for two sides of four")
        #expect(PlacementGap.boundary([70, 80, 90, 100, 110, 120], fewest: 2) == nil, "no step of 1.5")
        #expect(PlacementGap.side(of: [70, 90], boundary: 400) == .near && PlacementGap.side(of: [400, 410], boundary: 400) == .far)
        #expect(PlacementGap.side(of: [90, 400], boundary: 400) == nil && PlacementGap.side(of: [], boundary: 400) == nil)
    }

    @Test("Each fork falls near, far, or neither when the host moved it; each side gets its median, interval and forks")
    func sidesAndFigures() throws {
        let file = Self.file()
        #expect(file.placementBoundary(threads: 2) == 380)
        let mutex = file.results[0]
        #expect(mutex.placementSides == [.near, .near, .near, .near, .near, .near, nil, .far, .far, .far])
        let figures = mutex.placementFigures
        #expect(figures.map(\.side) == [.near, .far] && figures.map(\.forks) == [6, 3])
        #expect(figures[0].median == 41 && figures[1].median == 81)
        #expect(figures[0].roundTrip == 70...110 && figures[1].roundTrip == 380...420)
        #expect(mutex.placementClassesCSVValue == "near 41.0x6 [40.0 42.0] at 70.0-110ns; far 81.0x3 at 380-420ns", "three forks claim no interval")
        #expect(file.results[2].placementSides.isEmpty && file.results[2].placementFigures.isEmpty, "one thread reads no placement")
    }

    @Test("A rare far placement is a class from 2% of the readings up; two stray readings are not")
    func rareFarPlacement() {
        // Two locks of 50 forks, 200 readings; the first lock's first `farForks` forks far.
        func file(farForks: Int) -> ResultsFile {
            var file = ResultsFile(metadata: [], results: (0..<2).map { lock in
                let trips = (0..<50).map { fork -> [Double] in
                    lock == 0 && fork < farForks ? [400, 410] : [70 + Double(fork), 75 + Double(fork)]
                }
                return placedRow("lock\(lock)", ns: Array(repeating: 40, count: 50), trips: trips)
            })
            file.recordPlacements()
            return file
        }
        #expect(file(farForks: 2).placementBoundary(threads: 2) == 400, "4 far readings of 200: 2%")
        #expect(file(farForks: 1).placementBoundary(threads: 2) == nil, "2 far readings of 200: under the 4 a side asked")
    }

    @Test("With every reading at one distance nothing is classed, and the case's figure stands alone")
    func oneGroup() {
        var file = ResultsFile(metadata: [], results: [placedRow("Mutex", ns: Array(repeating: 40, count: 10), trips: Array(placementTrips.prefix(6)) + Array(repeating: [80, 82], count: 4))])
        file.recordPlacements()
        #expect(file.placementBoundary(threads: 2) == nil && file.results[0].placementSides.isEmpty)
        #expect(file.results[0].placementClassesCSVValue.isEmpty)
    }

    @Test("Two modes are explained when the slow forks are the far ones, and said not to be when they are not")
    func modesExplained() {
        let file = Self.file()
        #expect(file.results[0].forkModes != nil && file.results[0].modesExplainedByPlacement == true)
        var mixed = placedRow("Mutex", ns: [40, 41, 80, 40, 81, 42, 60, 40, 81, 82], trips: placementTrips)
        mixed.placementSides = Self.file().results[0].placementSides
        #expect(mixed.forkModes != nil && mixed.modesExplainedByPlacement == false)
    }

    @Test("A case restricted to one side keeps that side's forks alone")
    func restricted() throws {
        let far = try #require(Self.file().results[0].restricted(to: .far))
        #expect(far.forks == 3 && far.nanosecondsPerOperation == 81 && far.samplesPerRound == [2, 2, 2])
        #expect(far.placementSides == [.far, .far, .far])
    }

    @Test("The readings go into the results file and come back, and the sides with them; a wrong count is refused")
    func roundTrip() throws {
        let file = Self.file()
        let back = try ResultsFile(parsing: file.text)
        #expect(back.results[0].placementRoundTrips == placementTrips)
        #expect(back.results[0].placementSides == file.results[0].placementSides)
        #expect(back.results[2].placementRoundTrips.isEmpty)
        let broken = file.text.replacingOccurrences(of: "70.0/72.0 ", with: "")
        #expect(throws: ResultsFileError.self) { try ResultsFile(parsing: broken) }
        let garbled = file.text.replacingOccurrences(of: "70.0/72.0", with: "70.0/x")
        #expect(throws: ResultsFileError.self) { try ResultsFile(parsing: garbled) }
    }
}

@Suite("Findings under two placements: locks compared within one, and a ranking that reverses is a finding")
struct PlacementFindingsTests {
    @Test("The leader near differs from the leader far: the rankings read the near forks, and placement decides")
    func placementDecides() throws {
        let findings = Findings(PlacementClassesTests.file())
        let basis = try #require(findings.placement)
        #expect(basis.side == .near && basis.forks == 12 && basis.placedForks == 18)
        let lines = findings.lines
        #expect(lines.contains { $0.hasPrefix("Highest throughput at 2 threads (within the effective CPUs): NSLock 32.8 Mops/s; next Mutex 24.4") })
        #expect(lines.contains(
            "Placement decides, contended increment at 2 threads: NSLock leads with the workers near (32.8 Mops/s), "
                + "Mutex with them far (12.3 Mops/s); a median over both would name neither (each side's forks: placement_classes)."
        ), "\(lines)")
    }

    @Test("The decision table reads the same placement, and its notes say which, in every format")
    func tableSaysWhichPlacement() throws {
        let file = PlacementClassesTests.file()
        let choices = LockChoices(file.results)
        #expect(choices.placement?.side == .near)
        let note = try #require(choices.notes(.markdown).first)
        #expect(note.heading == "Placement" && note.text.contains("at the near placement, which 12 of the 18 placed forks had"))
        #expect(choices.markdown.contains("- **Placement**: the workers' CPUs sat at two distances"))
        #expect(Findings(file).choices == choices, "the summary's table is bench choose's")
        // Far (3 forks each), Mutex leads: the row says so, its figure without an interval.
        let row = try #require(choices.rows.first { $0.scenario == .withinCPUs })
        #expect(row.chosen.figure.primitive == "NSLock" && row.elsewhere?.chosen.figure.primitive == "Mutex" && row.elsewhere?.forks == 3)
        #expect(choices.markdown.contains("; with the workers far instead (3 forks), `Mutex` leads: 12.3 |"), "\(choices.markdown)")
        #expect(Findings(file).rankingsHeading.hasSuffix("(contended ones at the near placement, as the table)"))
    }

    @Test("One placement for the whole run: no basis, no such finding")
    func onePlacement() {
        let rows = [
            placedRow("Mutex", ns: Array(repeating: 40, count: 10), trips: Array(repeating: [80, 82], count: 10)),
            placedRow("NSLock", ns: Array(repeating: 30, count: 10), trips: Array(repeating: [80, 82], count: 10)),
        ]
        var file = ResultsFile(metadata: [], results: rows)
        file.recordPlacements()
        let findings = Findings(file)
        #expect(findings.placement == nil && !findings.items.contains { $0.kind == "placement_decides" })
    }

    @Test("A lock measured only at the other placement is left out of the rankings, never set against a near figure")
    func onlyFar() {
        var file = PlacementClassesTests.file()
        file.results.append(placedRow("far_only", ns: Array(repeating: 1, count: 3), trips: Array(repeating: [400, 405], count: 3)))
        file.recordPlacements()
        let lines = Findings(file).lines
        #expect(lines.contains { $0.hasPrefix("Highest throughput at 2 threads (within the effective CPUs): NSLock 32.8 Mops/s") }, "\(lines)")
    }
}
