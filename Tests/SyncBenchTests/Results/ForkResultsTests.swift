import SyncBench
import Testing

@Suite("Results of a case measured in forks")
struct ForkResultsTests {
    static func result(_ samples: [Double], perFork: [Int], forks: Int) -> CaseResult {
        CaseResult(
            benchmark: .contended, primitive: "pthread_mutex", workload: "increment", threads: 2, oversubscribed: false,
            windowSeconds: 0.1, totalOperations: 1_000, samples: samples, samplesPerRound: perFork, forks: forks,
            lostUpdates: 0, batchSize: 10, status: .ok
        )
    }

    @Test("The published median and interval are the fork medians', with their coverage; the CSV keeps every window")
    func estimateIsOverForks() throws {
        // Five forks of two windows: each fork agrees with itself, the forks spread from 40 to 60.
        let result = Self.result([40, 41, 60, 61, 50, 50, 45, 46, 55, 54], perFork: [2, 2, 2, 2, 2], forks: 5)
        #expect(result.forkMedians == [40.5, 60.5, 50, 45.5, 54.5])
        #expect(result.nanosecondsPerOperation == 50)
        let interval = try #require(MedianInterval(result.estimate))
        #expect((interval.lower, interval.upper, interval.confidence) == (40.5, 60.5, 0.9375))
        let row = try ResultsFile(parsing: ResultsFile(metadata: [], results: [result]).text).results[0]
        #expect(row == result)
        let fields = ResultsFile(metadata: [], results: [result]).text.split(separator: "\n").last!.split(separator: ",", omittingEmptySubsequences: false)
        let header = ResultsColumn.allCases.map(\.rawValue)
        #expect(fields[header.firstIndex(of: "fork_medians_ns")!] == "40.5 60.5 50.0 45.5 54.5")
        #expect(fields[header.firstIndex(of: "forks")!] == "5")
        #expect(fields[header.firstIndex(of: "ns_per_op_ci_low")!] == "40.5")
        #expect(fields[header.firstIndex(of: "forks_disagree")!] == "yes")
    }

    @Test("Forks disagree only beyond three times their own spread and beyond 5%")
    func agreement() throws {
        let apart = try #require(ForkAgreement(rounds: ([[40, 41], [60, 61], [50, 50]]).map(RoundFigures.init)))
        #expect(apart.disagree)
        let together = try #require(ForkAgreement(rounds: ([[40, 50], [60, 45], [50, 55]]).map(RoundFigures.init)))
        #expect(!together.disagree, "forks as spread as their own windows")
        let tight = try #require(ForkAgreement(rounds: ([[10.0, 10.0], [10.3, 10.3], [10.1, 10.1]]).map(RoundFigures.init)))
        #expect(!tight.disagree, "3% apart is under the 5% floor")
        #expect(ForkAgreement(rounds: ([[40], [60], [50]]).map(RoundFigures.init)) == nil, "one window a fork cannot show its own spread")
        #expect(ForkAgreement(rounds: ([[40, 41]]).map(RoundFigures.init)) == nil)
    }

    @Test("Within one process, rounds are not forks: the interval stays over the windows")
    func oneProcessKeepsWindows() {
        let result = Self.result([40, 41, 60, 61, 50], perFork: [2, 2, 1], forks: 1)
        #expect(result.forkMedians.isEmpty && result.forkAgreement == nil)
        #expect(result.nanosecondsPerOperation == 50)
    }

    @Test("A lost fork keeps its place with no windows; the others' windows and figures stay")
    func lostForkKeepsTheRest() {
        let window = RunMeasurement.Window(nanoseconds: 1_000, operationsPerThread: [10, 10])
        let real = RunMeasurement(
            windows: [window], totals: OperationTotals(operations: 25), invariant: .held, batchSize: 8, stuckWorkers: [],
            resources: ResourceUsage(cpuNanoseconds: 10, voluntarySwitches: 0, involuntarySwitches: 0, machineBusyNanoseconds: nil, elapsedNanoseconds: 10)
        )
        let lostFirst = RunMeasurement.lost("fork 1 ended by signal 9").merging(real).merging(real)
        #expect(lostFirst.windowsPerRound == [0, 1, 1] && lostFirst.windows.count == 2)
        #expect(lostFirst.invariant == .held && lostFirst.batchSize == 8 && lostFirst.resources != nil)
        #expect(lostFirst.lostRounds == ["fork 1 ended by signal 9"])
        let lostLater = real.merging(.lost("fork 2 hung")).merging(real)
        #expect(lostLater.windowsPerRound == [1, 0, 1] && lostLater.invariant == .held && lostLater.resources != nil)
        let plan = RunPlan(threads: 2, warmupNanoseconds: 1, windowNanoseconds: 1_000, repetitions: 3)
        let benchmarkCase = BenchmarkCase(benchmark: .contended, subject: .lock(PthreadMutex.self), threads: 2)
        let result = CaseResult(benchmarkCase, plan: plan, rounds: [MeasuredRound(real), .lost("fork 2 hung"), MeasuredRound(real)], effectiveCPUs: 2, inForks: true)
        #expect(result.status == .forkFailed("fork 2 hung"))
        #expect(result.forks == 3 && result.samplesPerRound == [1, 0, 1] && result.forkMedians == [50, 50])
    }

    @Test("The reader takes the fork count only where the rounds can be forks")
    func readerChecksForks() throws {
        let good = ResultsFile(metadata: [], results: [Self.result([40, 41, 60, 61], perFork: [2, 2], forks: 2)]).text
        #expect(try ResultsFile(parsing: good).results[0].forks == 2)
        let header = ResultsColumn.allCases.map(\.rawValue)
        var fields = good.split(separator: "\n").last!.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        fields[header.firstIndex(of: "forks")!] = "3"
        let bad = good.split(separator: "\n").dropLast().joined(separator: "\n") + "\n" + fields.joined(separator: ",") + "\n"
        #expect(throws: ResultsFileError("line 3, column forks: 3 forks, but the samples come in 2 rounds")) {
            try ResultsFile(parsing: bad)
        }
    }
}
