import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Testing

/// One case's record in a paired run: each fork's median taken once, and the figure beside the verdict read
/// from the same medians as the pairs.
@Suite("A paired case keeps each fork's median once, and its figure is the median of those")
struct PairedCaseTests {
    static let plan = RunPlan(threads: 1, warmupNanoseconds: 1_000, windowNanoseconds: 1_000, repetitions: 2)

    /// A fork's round: windows of `operations` operations each in 1,000 ns.
    static func fork(_ operations: [Int]) -> MeasuredRound {
        MeasuredRound(RunMeasurement(
            windows: operations.map { .init(nanoseconds: 1_000, operationsPerThread: [$0]) },
            totals: OperationTotals(operations: operations.reduce(0, +)), invariant: .held, batchSize: 10, stuckWorkers: []
        ))
    }

    @Test("A fork's median is its windows' median; a pair of two becomes a pair, one alone stays unpaired")
    func medians() throws {
        var record = PairedCase(BenchmarkCase(benchmark: .uncontended, subject: .lock(NoLock.self), threads: 1), plan: Self.plan)
        let baseline = record.add(Self.fork([100, 50]), on: .baseline)
        let current = record.add(Self.fork([40, 40]), on: .current)
        #expect(baseline == 15 && current == 25)
        let paired = record.record([.baseline: 15, .current: 25], currentFirst: true, details: Self.details)
        let alone = record.add(Self.fork([200, 200]), on: .baseline)
        let single = record.record([.baseline: 5], currentFirst: false, details: Self.details)
        #expect(paired && !single && alone == 5)
        #expect(record.track.pairs == [.init(baseline: 15, current: 25, currentFirst: true)])
        #expect(record.details == [Self.details])
        #expect(record.median(on: .baseline) == 10 && record.median(on: .current) == 25)
        let result = try #require(record.result(on: .baseline, effectiveCPUs: 2))
        #expect(result.forkMedians == [15, 5] && result.nanosecondsPerOperation == record.median(on: .baseline))
    }

    /// Where a pair was measured: round 3, second in it, CPUs turned once, both halves timed, the current one
    /// with its layout facts.
    static let details: PairDetails = {
        let draw = LayoutDraw(stackPadding: 1040, lockLine: 5, lockByte: 32, dataLine: 14, workerLine: 22, environmentPadding: 2080)
        let facts = LayoutFacts(
            lockOffset: 672, stackOffset: 3120, threadPointerOffset: 1728, singleThreaded: false, threads: 3, draw: draw,
            environmentBytes: 2400, tunables: "", cpu: "x"
        )
        return PairDetails(round: 3, position: 2, turn: 1, draw: draw, halves: [
            .baseline: .init(askedAt: 100, receivedAt: 200, probe: 2.0, layout: nil),
            .current: .init(askedAt: 210, receivedAt: 300, probe: 2.5, layout: facts, roundTrip: 152.5, unpinnedWorkers: [0, 1]),
        ])
    }()

    @Test("The pairs file holds every pair, with the same fork medians the verdict reads, and where and when each half ran")
    func pairsFile() {
        let benchmarkCase = BenchmarkCase(benchmark: .uncontended, subject: .lock(NoLock.self), threads: 1)
        var state = PairedRunState(cases: [benchmarkCase], plans: [Self.plan], effectiveCPUs: 2)
        _ = state.cases[0].record([.baseline: 10, .current: 12.5], currentFirst: false, details: Self.details)
        let rows = state.pairsText.split(separator: "\n").map(String.init)
        let halves = [
            "asked_at_ns", "received_at_ns", "host_probe_ns", "lock_offset", "stack_offset", "thread_pointer_offset", "cpu_round_trip_ns",
            "unpinned_workers",
        ]
        let header: [String] = ["benchmark", "primitive", "workload", "threads", "pair", "first", "baseline_ns_per_op", "current_ns_per_op",
            "log_ratio", "round", "position", "cpu_turn", "layout"] + halves.map { "baseline_" + $0 } + halves.map { "current_" + $0 }
        #expect(rows.first == header.joined(separator: ","))
        let pair = "uncontended,no_lock,increment,1,1,baseline,10.0,12.5,\(log(1.25))"
        let place = "3,2,1,\"stack=1040,lock=5,byte=32,data=14,worker=22,env=2080\""
        let expected: String = pair + "," + place + ",100,200,2.0,,,,,,210,300,2.5,672,3120,1728,152.5,0 1"
        #expect(rows.dropFirst() == [expected])
    }

    @Test("A look's side figures are the medians of the halves of the pairs it saw, not of pairs added since")
    func figuresAtALook() throws {
        var track = PairedTrack()
        for (baseline, current) in [(10.0, 11.0), (12.0, 13.0), (14.0, 15.0)] {
            track.add(.init(baseline: baseline, current: current, currentFirst: false))
        }
        let taken = track.look(PairedPolicy(), cases: 1, final: true)
        let look = try #require(taken)
        track.add(.init(baseline: 100, current: 100, currentFirst: true))
        let medians = track.medians(at: look)
        #expect(look.pairs == 3 && medians.baseline == 12 && medians.current == 13)
    }
}
