import SyncBench

/// Progress of a run on standard error: measurement k of n (and its round), its result, and the time left.
struct Progress {
    let console: Console
    /// Measurements in the schedule, less those skipped.
    private(set) var total: Int
    /// Measurements finished or skipped.
    private(set) var done = 0
    private let rounds: Int
    private var expectedLeft: UInt64
    private var expectedDone: UInt64 = 0
    private let started = MonotonicClock.now()

    init(console: Console, schedule: RunSchedule) {
        self.console = console
        total = schedule.steps.count
        rounds = schedule.rounds
        expectedLeft = schedule.expectedNanoseconds
    }

    /// True once every measurement finished or was skipped.
    var isComplete: Bool { done == total }

    /// `k of n measurements` (with the round when there are several), for the file's run status.
    var status: String {
        "\(done) of \(total) measurements" + (rounds > 1 ? " in \(rounds) rounds" : "")
    }

    /// Announces the measurement about to run.
    func starting(_ step: RunSchedule.Step, _ benchmarkCase: BenchmarkCase) {
        let width = String(total).count
        let number = String(repeating: " ", count: width - String(done + 1).count) + String(done + 1)
        let round = step.rounds > 1 ? " (round \(step.round + 1) of \(step.rounds))" : ""
        console.err("[\(number)/\(total)] \(benchmarkCase.label)\(round) ... ")
    }

    /// Reports the round just measured, whether its case (all rounds so far) failed, and how long the rest
    /// should take at the pace so far.
    mutating func finished(_ step: RunSchedule.Step, round: CaseResult, case result: CaseResult) {
        account(step)
        done += 1
        let elapsed = Double(MonotonicClock.now() - started) / 1e9
        let left = expectedDone > 0 ? elapsed * Double(expectedLeft) / Double(expectedDone) : 0
        let figure = Summary.headline(round)
        let verdict = result.status.isFailure ? "  FAILED: \(Summary.explain(result.status))" : ""
        console.err("\(figure)\(verdict)  (\(Self.clock(left)) left)\n")
    }

    /// Drops a later round of a case that failed or cannot run: it is not measured again.
    mutating func skip(_ step: RunSchedule.Step) {
        expectedLeft -= step.plan().expectedNanoseconds
        total -= 1
    }

    private mutating func account(_ step: RunSchedule.Step) {
        let expected = step.plan().expectedNanoseconds
        expectedLeft -= expected
        expectedDone += expected
    }

    /// `m:ss`.
    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        let secondsPart = whole % 60
        return "\(whole / 60):\(secondsPart < 10 ? "0" : "")\(secondsPart)"
    }
}
