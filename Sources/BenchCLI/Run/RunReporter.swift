import SyncBench

/// What `bench run` says and keeps as the run goes: a progress line per measurement on stderr, failures and
/// disturbed cases loudly, and the results file written after every measurement.
final class RunReporter {
    private let console: Console
    private let target: OutputTarget
    private let started = MonotonicClock.now()
    private var renderer = ResultsFileRenderer()

    /// A reporter writing to `console` and `target`.
    init(console: Console, target: OutputTarget) {
        self.console = console
        self.target = target
    }

    /// Reports `event` and, after a measurement or a stop, writes `file`.
    /// - Throws: `AtomicFile.WriteError` when the file cannot be written, which ends the run.
    func observe(_ event: SuiteRunner.Event, _ file: ResultsFile, _ progress: SuiteProgress) throws(AtomicFile.WriteError) {
        switch event {
        case .skipped:
            return
        case .starting(let step, let benchmarkCase):
            let width = String(progress.total).count
            let number = String(progress.done + 1)
            let round = step.rounds > 1 ? " (\(progress.roundWord) \(step.round + 1) of \(step.rounds))" : ""
            console.err("[\(String(repeating: " ", count: width - number.count))\(number)/\(progress.total)] \(benchmarkCase.label)\(round) ... ")
        case .measured(let step, let round, let result):
            finished(step, round: round, result: result, progress: progress)
            try target.write(renderer.text(of: file))
        case .stopped(_, let discarded):
            if discarded { console.err("interrupted; this measurement is not recorded\n") }
            try target.write(renderer.text(of: file))
            console.err("bench: interrupted after \(progress.status); what was measured is in \(target.path)\n")
        case .failed(let reason):
            try target.write(renderer.text(of: file))
            console.err("\nbench: error: the run cannot go on: \(reason)\nbench: stopped after \(progress.status); what was measured is in \(target.path)\n")
        }
    }

    /// The round's figure, whether the round failed, and the time the rest should take at the pace so far;
    /// then loud notes on a failure (once, in the round it happened), and on foreign load once the case's last
    /// round is in.
    private func finished(_ step: RunSchedule.Step, round: CaseResult, result: CaseResult, progress: SuiteProgress) {
        let elapsed = Double(MonotonicClock.now() - started) / 1e9
        let expectedDone = Double(progress.expectedDoneNanoseconds)
        let left = expectedDone > 0 ? elapsed * Double(progress.expectedLeftNanoseconds) / expectedDone : 0
        let retried = round.status == .noProgress && step.round + 1 < step.rounds
        let failed = retried ? "  no batch completed in this round; the next round measures it again"
            : round.status.isFailure ? "  FAILED: \(Summary.explain(round.status))" : ""
        console.err("\(Self.headline(round))\(failed)  (\(Self.clock(left)) left)\n")
        let label = CaseKey(result).description
        if round.status.isFailure && !retried {
            console.err("!!! \(label): \(Summary.explain(round.status))\n")
        }
        if case .timedOut(let stuck) = round.status {
            let fate = progress.inForks ? "end with its fork" : "are left behind"
            console.err("    its \(stuck.count) stuck thread(s) \(fate); the run goes on with the next case\n")
        }
        if step.round + 1 == step.rounds, let cost = result.cost, cost.isNoisy {
            console.err(
                "warning: \(label) ran while other processes used \(NumberText.figure(cost.foreignCPUPercent))% "
                    + "of a CPU; its figures are marked noisy\n"
            )
        }
    }

    /// The figure a progress line shows for `result`, in the unit its benchmark speaks.
    private static func headline(_ result: CaseResult) -> String {
        guard let median = result.nanosecondsPerOperation else { return "no figure" }
        switch result.benchmark {
        case .inversion: return "high waited \(Summary.microseconds(median)) us (median)"
        case .explosion: return "\(NumberText.figure(median / 1e6)) ms until all ran, peak \(result.threadGrowth?.peak ?? 0) threads"
        default: return "\(NumberText.figure(median)) ns/op"
        }
    }

    /// `m:ss`.
    static func clock(_ seconds: Double) -> String {
        ClockText.minutesSeconds(seconds)
    }
}
