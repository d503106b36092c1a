import Foundation
@testable import SyncBench
@testable import SyncBenchCore
import Testing

@Suite("The workers' placement probe: a round trip a pair of workers, their CPUs, and no wait for a partner that never comes")
struct PlacementProbeTests {
    /// Runs `workers` threads through both readings of `probe`; those in `absent` never come.
    static func read(_ probe: PlacementProbe, workers: Int, absent: Set<Int> = []) -> Bool {
        runThreads(workers - absent.count, timeout: 60) { slot in
            let index = (0..<workers).filter { !absent.contains($0) }[slot]
            probe.read(.before, worker: index)
            probe.read(.after, worker: index)
        }
    }

    @Test("Two workers on two CPUs read a round trip twice, and note their CPUs where the platform tells")
    func twoWorkers() throws {
        // A minute's bound: a loaded machine may leave a partner unscheduled for a while, never that long.
        let probe = try #require(PlacementProbe(workers: 2, cpus: 2, pinned: { _ in nil }, boundNanoseconds: 60_000_000_000))
        #expect(Self.read(probe, workers: 2))
        let reading = probe.reading()
        #expect(reading.roundTripsBefore.count == 1 && reading.roundTripsAfter.count == 1)
        #expect(reading.readings.count == 2 && reading.readings.allSatisfy { $0 > 0 })
        #expect(reading.cpusBefore.count == 2 && reading.cpusAfter.count == 2)
        #if os(Linux)
        #expect((reading.cpusBefore + reading.cpusAfter).allSatisfy { $0 != nil }, "sched_getcpu answers on Linux")
        #endif
    }

    @Test("Worker 0 times each other worker in turn: three workers give two pairs a reading")
    func threeWorkers() throws {
        let probe = try #require(PlacementProbe(workers: 3, cpus: 3, pinned: { _ in nil }, boundNanoseconds: 60_000_000_000))
        #expect(Self.read(probe, workers: 3))
        let reading = probe.reading()
        #expect(reading.roundTripsBefore.allSatisfy { $0 != nil } && reading.roundTripsBefore.count == 2)
        #expect(reading.roundTrip != nil && reading.largestRoundTrip! >= reading.roundTrip!)
    }

    @Test("A partner that never comes leaves its pair unread once the bound is over, and the others are still read")
    func absentPartner() throws {
        let probe = try #require(PlacementProbe(workers: 3, cpus: 3, pinned: { _ in nil }, boundNanoseconds: 50_000_000))
        #expect(Self.read(probe, workers: 3, absent: [1]))
        let reading = probe.reading()
        #expect(reading.roundTripsBefore[0] == nil && reading.roundTripsAfter[0] == nil)
        #expect(reading.cpusBefore[1] == nil && reading.cpusAfter[1] == nil)
    }

    @Test("No probe for one worker or more workers than CPUs; a pair pinned to one CPU is never read")
    func notRead() throws {
        #expect(PlacementProbe(workers: 1, cpus: 2, pinned: { _ in nil }) == nil)
        #expect(PlacementProbe(workers: 3, cpus: 2, pinned: { _ in nil }) == nil)
        let probe = try #require(PlacementProbe(workers: 2, cpus: 2, pinned: { _ in 0 }, boundNanoseconds: 60_000_000_000))
        #expect(Self.read(probe, workers: 2))
        #expect(probe.reading().roundTripsBefore == [nil] && probe.reading().readings.isEmpty)
    }

    @Test("The CPUs at the window edges: read by the controller from outside the workers, one reading an edge, none past the last")
    func windowEdges() throws {
        let probe = try #require(PlacementProbe(workers: 2, cpus: 2, pinned: { _ in nil }, windows: 1, boundNanoseconds: 60_000_000_000))
        let readBefore = DispatchSemaphore(value: 0)
        let edgesRead = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for index in 0..<2 {
            done.enter()
            Thread {
                probe.read(.before, worker: index)
                readBefore.signal()
                edgesRead.wait()
                probe.read(.after, worker: index)
                done.leave()
            }.start()
        }
        for _ in 0..<2 { readBefore.wait() }
        for _ in 0..<4 { probe.readEdge() }
        for _ in 0..<2 { edgesRead.signal() }
        #expect(done.wait(timeout: .now() + 60) == .success)
        let edges = probe.reading().cpusAtEdges
        #if os(Linux)
        #expect(edges.count == 2 && edges.allSatisfy { $0.count == 2 && $0.allSatisfy { $0 != nil } }, "\(edges)")
        #else
        #expect(edges.isEmpty, "only Linux reads another thread's CPU")
        #endif
    }

    @Test("A measured round reads every worker's CPU at each of its window edges")
    func edgesInARound() {
        guard PlacementProbe.usableCPUs >= 2 else { return }
        let plan = RunPlan(threads: 2, warmupNanoseconds: 1_000_000, windowNanoseconds: 2_000_000, repetitions: 3)
        let measurement = Engine.measure(LockedIncrement<PthreadMutex>(), plan: plan)
        let edges = measurement.placements.first??.cpusAtEdges ?? []
        #if os(Linux)
        #expect(edges.count == 4 && edges.allSatisfy { $0.allSatisfy { $0 != nil } }, "\(edges)")
        #endif
    }

    @Test("A reading decoded from a fork that notes no window edges has none")
    func decodesWithoutEdges() throws {
        let json = #"{"roundTripsBefore":[80],"roundTripsAfter":[90],"cpusBefore":[0,1],"cpusAfter":[1,0]}"#
        let reading = try JSONDecoder().decode(PlacementReading.self, from: Data(json.utf8))
        #expect(reading.cpusAtEdges.isEmpty && reading.roundTrip == 85)
        let again = try JSONDecoder().decode(PlacementReading.self, from: JSONEncoder().encode(PlacementReading(
            roundTripsBefore: [80], roundTripsAfter: [90], cpusBefore: [0, 1], cpusAfter: [1, 0], cpusAtEdges: [[0, 1], [nil, 0]]
        )))
        #expect(again.cpusAtEdges == [[0, 1], [nil, 0]])
    }

    @Test("A reading's figures: the median of every pair read, the farthest pair, and each reading's own")
    func figures() {
        let reading = PlacementReading(roundTripsBefore: [80, nil, 100], roundTripsAfter: [400, 60, nil], cpusBefore: [], cpusAfter: [])
        #expect(reading.roundTrip == 90 && reading.largestRoundTrip == 400)
        #expect(reading.roundTripBefore == 90 && reading.roundTripAfter == 230 && reading.readings == [90, 230])
        let unread = PlacementReading(roundTripsBefore: [nil], roundTripsAfter: [nil], cpusBefore: [], cpusAfter: [])
        #expect(unread.roundTrip == nil && unread.largestRoundTrip == nil && unread.readings.isEmpty)
    }

    @Test("Merged rounds keep one reading a round, nil for a round lost or without one")
    func merging() {
        var first = RunMeasurement(
            windows: [.init(nanoseconds: 750, operationsPerThread: [50, 50])], totals: OperationTotals(operations: 100), invariant: .held,
            batchSize: 10, stuckWorkers: []
        )
        let second = first
        let reading = PlacementReading(roundTripsBefore: [80], roundTripsAfter: [85], cpusBefore: [0, 1], cpusAfter: [0, 1])
        first.placements = [reading]
        let merged = first.merging(.lost("fork 2 exited with status 3")).merging(second)
        #expect(merged.placements == [reading, nil, nil])
    }
}
