@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Testing

@Suite("The forks file: a row per fork, with its figure, its mode and where it landed")
struct ForksFileTests {
    static let draw = LayoutDraw(stackPadding: 1040, lockLine: 5, lockByte: 32, dataLine: 14, workerLine: 22, environmentPadding: 2080)

    static func facts(position: Int, previous: String?) -> LayoutFacts {
        LayoutFacts(
            lockOffset: 672, stackOffset: 3120, threadPointerOffset: 1728, singleThreaded: false, threads: 3, draw: draw,
            position: position, previousCase: previous, environmentBytes: 2400, tunables: "", cpu: "AuthenticAMD family 26 model 2 stepping 1"
        )
    }

    /// NSLock in eight forks of two windows, the third slow, with facts for the first four but the second.
    static var result: CaseResult {
        let medians = [7.5, 7.4, 11.5, 7.6, 7.5, 7.45, 7.55, 7.5]
        var result = CaseResult(
            benchmark: .uncontended, primitive: "NSLock", role: .lock, workload: "increment", threads: 1, oversubscribed: false,
            windowSeconds: 0.2, totalOperations: 1_000, samples: medians.flatMap { [$0, $0] },
            samplesPerRound: medians.map { _ in 2 }, forks: 8, lostUpdates: 0, batchSize: 10, status: .ok
        )
        result.hostProbes = [2.0, 2.1, 2.0, 1.9, 2.0, 2.0, 2.0, 2.0]
        result.hostProbeTimes = [100, 200, 300, 400, 500, 600, 700, 800]
        result.layouts = [facts(position: 0, previous: nil), nil, facts(position: 3, previous: "uncontended Mutex increment threads=1"), facts(position: 1, previous: "x")]
        result.placements = [
            PlacementReading(roundTripsBefore: [80], roundTripsAfter: [400], cpusBefore: [0, 1], cpusAfter: [1, nil]), nil,
            PlacementReading(
                roundTripsBefore: [nil], roundTripsAfter: [90], cpusBefore: [nil, nil], cpusAfter: [0, 1], cpusAtEdges: [[0, 1], [1, 1], [nil, 0]]
            ),
        ]
        return result
    }

    @Test("Every fork is a row, the slow one named, an unknown layout left empty")
    func rows() throws {
        let file = ResultsFile(metadata: [("host", "vm")], results: [Self.result])
        var renderer = ForksFileRenderer()
        let text = renderer.text(of: file)
        let document = try CSV.parse(text)
        #expect(document.comments.first == "schema: syncbench-forks/3")
        #expect(document.records[0].fields == ForksFile.columns)
        let rows = document.records.dropFirst().map(\.fields)
        #expect(rows.count == 8)
        let column = { (name: String) in ForksFile.columns.firstIndex(of: name)! }
        #expect(rows.map { $0[column("mode")] } == ["fast", "fast", "slow", "fast", "fast", "fast", "fast", "fast"])
        #expect(rows.map { $0[column("fork")] } == (1...8).map(String.init))
        #expect(rows[2][column("previous_case")] == "uncontended Mutex increment threads=1")
        #expect(rows[2][column("lock_offset")] == "672" && rows[2][column("stack_padding")] == "1040" && rows[2][column("lock_byte")] == "32")
        #expect(rows[1][column("lock_offset")] == "" && rows[1][column("ns_per_op")] == "7.4")
        #expect(rows.map { $0[column("placement_rtt_ns")] }.prefix(4) == ["240.0", "", "90.0", ""])
        #expect(rows[0][column("placement_rtt_before_ns")] == "80.0" && rows[0][column("placement_rtt_after_ns")] == "400.0")
        #expect(rows[0][column("placement_rtt_max_ns")] == "400.0" && rows[1][column("placement_rtt_max_ns")] == "")
        #expect(rows[2][column("placement_rtt_before_ns")] == "" && rows[2][column("placement_rtt_after_ns")] == "90.0")
        #expect(rows[0][column("worker_cpus")] == "0 1 / 1 ?" && rows[2][column("worker_cpus")] == "? ? / 0 1 / 1 1 / ? 0 / 0 1")
        #expect(rows.allSatisfy { $0.count == ForksFile.columns.count })
        // Rendered again unchanged, it is the same text.
        #expect(renderer.text(of: file) == text)
    }

    @Test("A lost fork's row has no host reading, and the forks after it keep their own")
    func lostForkKeepsReadingsInPlace() throws {
        let reading = { (ns: Double, at: UInt64) in HostProbe.Reading(nanoseconds: ns, takenAt: at) }
        var first = RunMeasurement(
            windows: [.init(nanoseconds: 750, operationsPerThread: [100])], totals: OperationTotals(operations: 100), invariant: .held,
            batchSize: 10, stuckWorkers: []
        )
        var third = first
        first.hostProbes = [reading(2.0, 100)]
        third.hostProbes = [reading(2.4, 300)]
        let measurement = first.merging(.lost("fork 2 exited with status 3")).merging(third)
        #expect(measurement.hostProbes.count == 2 && measurement.windowsPerRound == [1, 0, 1])
        var result = Self.result
        (result.samples, result.samplesPerRound, result.forks, result.layouts) = ([7.5, 7.5], [1, 0, 1], 3, [])
        (result.hostProbes, result.hostProbeTimes) = (measurement.hostProbes.map(\.nanoseconds), measurement.hostProbes.map(\.takenAt))
        let rows = try CSV.parse(ForksFile.rows(of: result, host: "vm")).records.map(\.fields)
        let column = { (name: String) in ForksFile.columns.firstIndex(of: name)! }
        #expect(rows.map { $0[column("host_probe_ns")] } == ["2.0", "", "2.4"])
        #expect(rows.map { $0[column("host_probe_at_ns")] } == ["100", "", "300"])
        result.hostProbes = [2.0]
        #expect(result.hostProbeIndexByRound == [nil, nil, nil], "counts that fit no rule give blanks")
    }

    @Test func pathBesideTheResults() {
        #expect(ForksFile.path(besideResults: "results/latest.csv") == "results/latest.forks.csv")
        #expect(ForksFile.path(besideResults: "out") == "out.forks.csv")
    }
}

@Suite("A layout draw: in its ranges, replayed from its seed, written and read back")
struct LayoutDrawTests {
    @Test("Draws stay in their ranges and keep the three kinds of state apart, over many streams")
    func ranges() {
        for stream in 0..<500 as Range<UInt64> {
            let draw = LayoutDraw.drawn(seed: 42, stream: stream)
            #expect((0..<4096).contains(draw.stackPadding) && draw.stackPadding % 16 == 0)
            #expect((0..<128).contains(draw.lockByte) && draw.lockByte % 16 == 0)
            #expect((0..<4096).contains(draw.environmentPadding) && draw.environmentPadding % 16 == 0)
            let fromLock = { (line: Int) in (line - draw.lockLine + 32) % 32 }
            #expect((8..<16).contains(fromLock(draw.dataLine)) && (16..<24).contains(fromLock(draw.workerLine)))
        }
    }

    @Test("The same seed and stream give the same draw; other streams, others")
    func replay() {
        #expect(LayoutDraw.drawn(seed: 7, stream: 3) == LayoutDraw.drawn(seed: 7, stream: 3))
        #expect(Set((0..<50 as Range<UInt64>).map { LayoutDraw.drawn(seed: 7, stream: $0) }).count > 45)
    }

    @Test("Text round trip, 'fixed', a partial text, and what is refused")
    func text() {
        let draw = LayoutDraw.drawn(seed: 1, stream: 2)
        #expect(LayoutDraw(text: draw.text) == draw)
        #expect(LayoutDraw(text: "fixed") == .fixed)
        #expect(LayoutDraw(text: "stack=64") == LayoutDraw(stackPadding: 64, lockLine: 0, dataLine: 8, workerLine: 16))
        #expect(LayoutDraw(text: "stack=-1") == nil && LayoutDraw(text: "heap=3") == nil && LayoutDraw(text: "stack") == nil)
    }
}
