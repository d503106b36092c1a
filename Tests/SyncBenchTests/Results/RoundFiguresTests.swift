@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
import Testing

/// One round's figures, made once, and what a result reads from them.
@Suite("A round's figures are made once and flow unchanged into the case's result")
struct RoundFiguresTests {
    /// A round of windows of `operations` operations, each in 1,000 ns.
    static func round(_ operations: [Int]) -> MeasuredRound {
        PairedCaseTests.fork(operations)
    }

    @Test("The figures hold the windows in order, their median, lowest, highest and own range")
    func figures() throws {
        let figures = RoundFigures([40, 10, 20])
        #expect(figures.samples == [40, 10, 20] && figures.median == 20 && figures.lowest == 10 && figures.highest == 40)
        #expect(figures.ownRange == 1.5)
        #expect(RoundFigures([7]).ownRange == nil, "one window shows no range")
        let empty = RoundFigures([])
        #expect(empty.median == nil && empty.count == 0 && empty.ownRange == nil)
    }

    @Test("A measured round's figures are its windows' nanoseconds per operation; a window without operations gives none")
    func measuredRound() {
        let round = Self.round([100, 0, 50])
        #expect(round.figures.samples == [10, 20] && round.figures.median == 15)
        #expect(MeasuredRound.lost("fork 1 hung").figures.median == nil)
    }

    @Test("A result made of rounds keeps each round's figures, and its estimate is the fork medians' median")
    func resultKeepsTheRounds() throws {
        let benchmarkCase = BenchmarkCase(benchmark: .uncontended, subject: .lock(PthreadMutex.self), threads: 1)
        let plan = RunPlan(threads: 1, warmupNanoseconds: 1, windowNanoseconds: 1_000, repetitions: 2)
        let rounds = [Self.round([100, 50]), .lost("fork 2 hung"), Self.round([10, 10]), Self.round([20, 25])]
        let result = CaseResult(benchmarkCase, plan: plan, rounds: rounds, effectiveCPUs: 2, inForks: true)
        #expect(result.rounds == rounds.map(\.figures))
        #expect(result.samplesPerRound == [2, 0, 2, 2] && result.forks == 4)
        #expect(result.forkMedians == [15, 100, 45] && result.nanosecondsPerOperation == 45)
        let one = CaseResult(benchmarkCase, plan: plan, rounds: [Self.round([100, 50])], effectiveCPUs: 2, inForks: true)
        #expect(one.samplesPerRound.isEmpty && one.forks == 1 && one.rounds == [RoundFigures([10, 20])])
    }

    @Test("Changing the samples, their rounds or the forks regroups the rounds and recomputes the estimate")
    func mutationRegroups() {
        var result = ForkResultsTests.result([10, 11, 12, 50, 52], perFork: [3, 2], forks: 2)
        #expect(result.forkMedians == [11, 51] && result.nanosecondsPerOperation == 31)
        result.forks = 1
        #expect(result.forkMedians.isEmpty && result.nanosecondsPerOperation == 12)
        result.samplesPerRound = [2, 3]
        #expect(result.rounds.map(\.median) == [10.5, 50])
        result.samples = [1, 2, 3]
        #expect(result.rounds == [RoundFigures([1, 2, 3])], "counts that no longer fit make one round")
        #expect(result.forkAgreement == nil && result.forkModes == nil)
    }
}
