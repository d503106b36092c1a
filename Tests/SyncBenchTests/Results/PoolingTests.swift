import SyncBench
import Testing

/// Several runs read as one file: windows and rounds pooled, failures and load kept, metadata differences shown.
@Suite("Pooling runs")
struct PoolingTests {
    typealias Fixture = ComparisonTests

    static func run(_ samples: [Double], rounds: [Int] = [], metadata: [(key: String, value: String)] = []) -> ResultsFile {
        var result = Fixture.result(samples)
        result.samplesPerRound = rounds
        return Fixture.file([result], metadata)
    }

    @Test("Windows are concatenated, a round per process: a run in one process is one round, whatever its own rounds")
    func windowsAreConcatenatedInARoundPerProcess() throws {
        let pooled = ResultsFile(pooling: [
            Self.run([1, 2, 3, 4], rounds: [2, 2]),
            Self.run([5, 6, 7]),
            Self.run([8, 9], rounds: [1, 1]),
        ])
        let result = try #require(pooled.results.first)
        #expect(pooled.results.count == 1)
        #expect(result.samples == [1, 2, 3, 4, 5, 6, 7, 8, 9])
        #expect(result.samplesPerRound == [4, 3, 2] && result.forks == 3)
        #expect(result.roundMedians == [2.5, 6, 8.5])
        #expect(pooled.metadata(ResultsFile.pooledRunsKey) == "3")
    }

    @Test("Five runs in one process of three rounds each pool into five forks of a round each, which compare judges over")
    func runsInRoundsPoolIntoAForkEach() throws {
        let runs = (0..<5).map { run in Self.run([1, 2, 3, 4, 5, 6].map { $0 + Double(run) }, rounds: [2, 2, 2]) }
        let pooled = try #require(ResultsFile(pooling: runs).results.first)
        #expect(pooled.forks == 5 && pooled.samplesPerRound == [6, 6, 6, 6, 6])
        #expect(pooled.forkMedians == [3.5, 4.5, 5.5, 6.5, 7.5])
        #expect(ComparisonPolicy().judgesOverForks(pooled, pooled))
    }

    @Test("A forked run without windows for the case (no progress) adds neither rounds nor forks")
    func aForkedRunWithoutWindowsAddsNoFork() throws {
        var forked = Fixture.result([1, 2, 3, 4, 5, 6])
        (forked.samplesPerRound, forked.forks) = ([2, 2, 2], 3)
        var stalled = Fixture.result([], status: .noProgress)
        (stalled.samplesPerRound, stalled.forks) = ([0, 0, 0], 3)
        let pooled = try #require(ResultsFile(pooling: [Fixture.file([forked]), Fixture.file([stalled]), Fixture.file([forked])]).results.first)
        #expect(pooled.forks == 6 && pooled.samplesPerRound == [2, 2, 2, 2, 2, 2])
        #expect(pooled.forkMedians == [1.5, 3.5, 5.5, 1.5, 3.5, 5.5])
        #expect(pooled.status == .noProgress)
        let stalledFirst = try #require(ResultsFile(pooling: [Fixture.file([stalled]), Fixture.file([forked])]).results.first)
        #expect(stalledFirst.forks == 3 && stalledFirst.forkMedians == [1.5, 3.5, 5.5])
    }

    @Test("Runs pool into forks: each forked run adds its forks, each run in one process adds one")
    func runsPoolIntoForks() throws {
        var forked = Fixture.result([1, 2, 3])
        (forked.samplesPerRound, forked.forks) = ([1, 1, 1], 3)
        let twoForked = try #require(ResultsFile(pooling: [Fixture.file([forked], []), Fixture.file([forked], [])]).results.first)
        #expect(twoForked.forks == 6 && twoForked.forkMedians == [1, 2, 3, 1, 2, 3])
        let single = try #require(ResultsFile(pooling: [Self.run([4, 5]), Self.run([6, 7]), Self.run([8, 9])]).results.first)
        #expect(single.forks == 3 && single.forkMedians == [4.5, 6.5, 8.5])
        let rounds = try #require(ResultsFile(pooling: [Self.run([4, 5], rounds: [1, 1]), Self.run([6, 7], rounds: [1, 1])]).results.first)
        #expect(rounds.forks == 2 && rounds.forkMedians == [4.5, 6.5], "rounds within a process are one process")
    }

    @Test("The host's readings of every run follow their rounds; a run whose readings fit no round blanks them all")
    func hostReadingsOfEveryRunArePooled() throws {
        func forked(_ samples: [Double], probes: [Double], times: [UInt64], off: Bool = false) -> ResultsFile {
            var result = Fixture.result(samples)
            (result.samplesPerRound, result.forks) = (samples.map { _ in 1 }, samples.count)
            (result.hostProbes, result.hostProbeTimes, result.hostOff) = (probes, times, off)
            return Fixture.file([result])
        }
        let first = forked([1, 2], probes: [2.0, 2.1], times: [10, 20])
        let second = forked([3, 4, 5], probes: [2.2, 2.3, 2.4], times: [30, 40, 50], off: true)
        let pooled = try #require(ResultsFile(pooling: [first, second]).results.first)
        #expect(pooled.hostProbes == [2.0, 2.1, 2.2, 2.3, 2.4] && pooled.hostProbeTimes == [10, 20, 30, 40, 50])
        #expect(pooled.hostProbeIndexByRound == [0, 1, 2, 3, 4] && pooled.hostOff)

        let untimed = forked([3, 4], probes: [2.2, 2.3], times: [])
        let partly = try #require(ResultsFile(pooling: [first, untimed]).results.first)
        #expect(partly.hostProbes == [2.0, 2.1, 2.2, 2.3] && partly.hostProbeTimes.isEmpty && !partly.hostOff)

        let misfit = forked([3, 4, 5], probes: [2.2], times: [30])
        let blank = try #require(ResultsFile(pooling: [first, misfit, first]).results.first)
        #expect(blank.hostProbes.isEmpty && blank.hostProbeTimes.isEmpty)
        #expect(blank.hostProbeIndexByRound == [nil, nil, nil, nil, nil, nil, nil])

        var oneProcess = Fixture.result([1, 2, 3, 4])
        (oneProcess.samplesPerRound, oneProcess.hostProbes) = ([2, 2], [2.0, 2.1])
        let collapsed = try #require(ResultsFile(pooling: [Fixture.file([oneProcess]), first]).results.first)
        #expect(collapsed.samplesPerRound == [4, 1, 1] && collapsed.hostProbes.isEmpty, "two readings for one process's round")
    }

    @Test func oneRunIsReturnedAsItIs() {
        let run = Self.run([1, 2, 3], rounds: [2, 1])
        #expect(ResultsFile(pooling: [run]) == run)
    }

    @Test func aFailureOrALoadInAnyRunIsKept() throws {
        let failed = Fixture.result(Fixture.steady, status: .invariantViolated(lost: 3))
        var loaded = Fixture.result(Fixture.steady)
        loaded.cost = ResourceCost(
            cpuNanosecondsPerOperation: 120, voluntarySwitchesPerOperation: 0, involuntarySwitchesPerOperation: 0,
            foreignCPUPercent: 45, isNoisy: true
        )
        let pooled = ResultsFile(pooling: [Fixture.file([Fixture.result(Fixture.steady)]), Fixture.file([loaded]), Fixture.file([failed])])
        let result = try #require(pooled.results.first)
        #expect(result.status == .invariantViolated(lost: 3))
        #expect(result.cost?.isNoisy == true)
        #expect(result.samples.count == 27)
    }

    @Test func casesOfSomeRunsOnlyArePooledOverThose() {
        let pooled = ResultsFile(pooling: [
            Fixture.file([Fixture.result("a", [1, 2, 3])]),
            Fixture.file([Fixture.result("b", [4, 5, 6]), Fixture.result("a", [7, 8, 9])]),
        ])
        #expect(pooled.results.map(\.primitive) == ["a", "b"])
        #expect(pooled.results.map(\.samples) == [[1, 2, 3, 7, 8, 9], [4, 5, 6]])
    }

    @Test func aRunWithoutWindowsAddsNoRound() throws {
        let pooled = ResultsFile(pooling: [Self.run([1, 2, 3]), Self.run([]), Self.run([4, 5, 6])])
        let result = try #require(pooled.results.first)
        #expect(result.samplesPerRound == [3, 3] && result.forks == 2)
        #expect(result.roundMedians == [2, 5])
    }

    @Test func metadataTheRunsDisagreeOnListsEachValue() {
        let pooled = ResultsFile(pooling: [
            Self.run([1, 2, 3], metadata: [RunStatus.interrupted("3 of 9").metadata]),
            Self.run([1, 2, 3], metadata: [RunStatus.complete().metadata]),
            Self.run([1, 2, 3], metadata: [RunStatus.complete().metadata, ("git_commit", "abc")]),
        ])
        #expect(pooled.metadata(RunStatus.key) == "complete | interrupted (3 of 9)")
        #expect(pooled.metadata("git_commit") == "abc | unknown")
        #expect(pooled.metadata("cpu_model") == "AMD EPYC")
    }

    @Test("A process slow from start to end is outvoted by the others: by the median, the intervals, or the rounds")
    func aSlowProcessIsGivenAwayByTheOthers() throws {
        // A/A on this VM: one current process ran NSLock at 27 ns against 15 ns in every other process.
        let fast: [Double] = [15.0, 15.2, 14.9]
        let slow = fast.map { $0 * 1.8 }
        let baseline = ResultsFile(pooling: [Self.run(fast), Self.run(fast.map { $0 * 1.01 }), Self.run(fast.map { $0 * 0.99 })])
        // One slow process of three barely moves the pooled median.
        let oneSlow = try #require(Comparison(baseline: baseline, current: ResultsFile(pooling: [Self.run(slow), Self.run(fast), Self.run(fast)])).cases.first)
        #expect(abs(try #require(oneSlow.ratio) - 1) < 0.05)
        #expect(oneSlow.verdict == .unchanged || oneSlow.verdict.word == "too noisy")
        // Two of three move the median, but the fast process's windows keep the intervals overlapping.
        let twoSlow = try #require(Comparison(baseline: baseline, current: ResultsFile(pooling: [Self.run(slow), Self.run(slow), Self.run(fast)])).cases.first)
        #expect(try #require(twoSlow.ratio) > 1.5)
        #expect(twoSlow.verdict.reason?.hasSuffix("intervals overlap") == true)
        // Four of five part the intervals too; the fast process's round is what keeps it from being called.
        let fourSlow = ResultsFile(pooling: [Self.run(slow), Self.run(slow), Self.run(fast), Self.run(slow), Self.run(slow)])
        let withFour = try #require(Comparison(baseline: baseline, current: fourSlow).cases.first)
        guard case .tooNoisy(.notInEveryRound) = withFour.verdict else {
            Issue.record("expected not in every round, got \(withFour.verdict)")
            return
        }
        // A slowdown in every process is still called.
        let slowEverywhere = ResultsFile(pooling: [Self.run(fast.map { $0 * 1.2 }), Self.run(fast.map { $0 * 1.21 }), Self.run(fast.map { $0 * 1.19 })])
        #expect(Comparison(baseline: baseline, current: slowEverywhere).cases.first?.verdict == .regression)
    }
}
