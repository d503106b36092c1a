import SyncBench
import Testing

@Suite("Rounds: one case's windows spread over passes of the suite")
struct InterleavingTests {
    let whole = RunPlan(threads: 2, warmupNanoseconds: 100_000_000, windowNanoseconds: 20_000_000, repetitions: 5)

    @Test("The windows are shared out, the earlier rounds taking the remainder")
    func windowsAreSharedOut() {
        let shares = (0..<3).map { Interleaving.plan(whole, round: $0, of: 3, batch: 64).repetitions }
        #expect(shares == [2, 2, 1])
        var nine = whole
        nine.repetitions = 9
        #expect((0..<3).map { Interleaving.plan(nine, round: $0, of: 3, batch: 64).repetitions } == [3, 3, 3])
    }

    @Test("A later round warms up for a quarter as long, at least 10 ms, and reuses the first round's batch")
    func laterRoundsReuseTheBatch() {
        let first = Interleaving.plan(whole, round: 0, of: 3, batch: 64)
        #expect(first.warmupNanoseconds == 100_000_000 && first.fixedBatch == nil)
        let later = Interleaving.plan(whole, round: 1, of: 3, batch: 64)
        #expect(later.warmupNanoseconds == 25_000_000 && later.fixedBatch == 64)
        var quick = whole
        quick.warmupNanoseconds = 10_000_000
        #expect(Interleaving.plan(quick, round: 2, of: 3, batch: 64).warmupNanoseconds == 10_000_000)
        quick.warmupNanoseconds = 4_000_000
        #expect(Interleaving.plan(quick, round: 2, of: 3, batch: 64).warmupNanoseconds == 4_000_000)
    }

    @Test("Cases take at most one round per window, inversion included; thread explosion takes one")
    func roundsPerCase() {
        let schedule = Interleaving(rounds: 3)
        let lock = BenchmarkCase(benchmark: .contended, subject: .lock(PthreadMutex.self), threads: 2)
        let inversion = BenchmarkCase(benchmark: .inversion, subject: .inversion(PthreadMutex.self), threads: 3)
        #expect(schedule.rounds(for: lock, repetitions: 5) == 3)
        #expect(schedule.rounds(for: lock, repetitions: 2) == 2)
        #expect(schedule.rounds(for: inversion, repetitions: 5) == 3)
        let explosion = BenchmarkCase(benchmark: .explosion, subject: .explosion(.globalQueue), threads: 1)
        #expect(schedule.rounds(for: explosion, repetitions: 5) == 1)
        let handoff = BenchmarkCase(benchmark: .handoff, subject: .handoff(DispatchSemaphoreHandoff.self), threads: 2)
        #expect(schedule.rounds(for: handoff, repetitions: 5) == 3)
        #expect(Interleaving(rounds: 1).rounds(for: lock, repetitions: 5) == 1)
    }

    @Test("Merged rounds: windows follow each other, counts and usage add up, latency merges")
    func mergingRounds() {
        let first = measurement(windows: [10, 20], operations: 30, invariant: .held, latency: [100, 200])
        let later = measurement(windows: [40], operations: 45, invariant: .held, latency: [300])
        let merged = first.merging(later)
        #expect(merged.windows.map(\.operations) == [10, 20, 40])
        #expect(merged.totals == OperationTotals(operations: 75, secondaryOperations: 3))
        #expect(merged.invariant == .held)
        #expect(merged.batchSize == 8)
        #expect(merged.latency[.exclusive]?.count == 3 && merged.latency[.exclusive]?.max == 300)
        #expect(merged.resources == ResourceUsage(
            cpuNanoseconds: 2_000, voluntarySwitches: 4, involuntarySwitches: 2, machineBusyNanoseconds: 1_800, elapsedNanoseconds: 4_000,
            tickUncertaintyNanoseconds: 50  // 30 and 40 in quadrature
        ))
        #expect(first.latency[.exclusive]?.count == 2, "merging leaves the rounds as they were")
        #expect(merged.windowsPerRound == [2, 1])
        #expect(merged.merging(later).windowsPerRound == [2, 1, 1])
    }

    @Test("A result counts each round's samples, leaving out windows that completed nothing")
    func samplesPerRound() throws {
        let rounds = [
            MeasuredRound(measurement(windows: [10, 0], operations: 10, invariant: .held, latency: [])),
            MeasuredRound(measurement(windows: [40], operations: 40, invariant: .held, latency: [])),
        ]
        let result = CaseResult(
            BenchmarkCase(benchmark: .uncontended, subject: .lock(PthreadMutex.self), threads: 1),
            plan: RunPlan(threads: 1, warmupNanoseconds: 1, windowNanoseconds: 1_000, repetitions: 3), rounds: rounds, effectiveCPUs: 2
        )
        #expect(result.samples == [100, 25])
        #expect(result.samplesPerRound == [1, 1])
        #expect(result.roundMedians == [100, 25])
    }

    @Test("Foreign time comes from the summed busy time, so tick rounding does not pile up over rounds")
    func foreignTimeOfMergedRounds() {
        // A tick landed in the first round's interval and not in the second's: 1_400 and 400 busy against 1_000 ours each.
        let first = measurement(windows: [10], operations: 10, invariant: .held, latency: [], busy: 1_400)
        let later = measurement(windows: [10], operations: 10, invariant: .held, latency: [], busy: 400)
        #expect(first.resources?.foreignCPUNanoseconds == 400)
        #expect(later.resources?.foreignCPUNanoseconds == 0)
        #expect(first.merging(later).resources?.foreignCPUNanoseconds == 0)
    }

    @Test("A violation or a stuck worker in any round is the case's")
    func failuresCarryOver() {
        let held = measurement(windows: [10], operations: 10, invariant: .held, latency: [])
        let broken = measurement(windows: [10], operations: 10, invariant: .violated(expected: 10, actual: 7), latency: [])
        #expect(held.merging(broken).invariant?.lostUpdates == 3)
        #expect(broken.merging(broken).invariant?.lostUpdates == 6)
        let torn = measurement(windows: [10], operations: 10, invariant: .violated(expected: 4, actual: 4, tornReads: 2), latency: [])
        #expect(held.merging(torn).invariant == .violated(expected: 4, actual: 4, tornReads: 2))
        #expect(torn.merging(broken).invariant == .violated(expected: 14, actual: 11, tornReads: 2))
        #expect(held.merging(.stuck([1])).stuckWorkers == [1])
        #expect(held.merging(.stuck([1])).invariant == nil)
        #expect(held.merging(held).latency.isEmpty)
    }

    private func measurement(
        windows: [Int], operations: Int, invariant: InvariantCheck, latency: [UInt64], busy: UInt64 = 900
    ) -> RunMeasurement {
        let histogram = LatencyHistogram()
        latency.forEach(histogram.record)
        return RunMeasurement(
            windows: windows.map { RunMeasurement.Window(nanoseconds: 1_000, operationsPerThread: [$0]) },
            totals: OperationTotals(operations: operations, secondaryOperations: windows.count == 1 ? 1 : 2),
            invariant: invariant, batchSize: windows.count == 1 ? 16 : 8, stuckWorkers: [],
            resources: ResourceUsage(
                cpuNanoseconds: 1_000, voluntarySwitches: 2, involuntarySwitches: 1, machineBusyNanoseconds: busy, elapsedNanoseconds: 2_000,
                tickUncertaintyNanoseconds: windows.count == 1 ? 40 : 30
            ),
            latency: [.exclusive: histogram]
        )
    }
}
