import SyncBench

/// What `bench run` says and keeps as the run goes: its progress (a line per measurement, or a status line
/// redrawn in place on a terminal), failures and disturbed cases loudly as they happen, and the results file
/// written after every measurement.
final class RunReporter {
    private let display: ProgressDisplay
    private let console: Console
    private let target: OutputTarget
    private let started = MonotonicClock.now()
    private var renderer = ResultsFileRenderer()
    private var forksRenderer = ForksFileRenderer()
    /// The figure of the last measurement, shown in the status line while the next one runs.
    private var lastFigure: String?
    /// The measurement under way (`[ 3/40] case (fork 1 of 5)`), named if a stop cuts it short.
    private var underWay = "the measurement under way"

    /// A reporter showing its progress on `display`, writing errors to `console` and the file to `target`.
    init(display: ProgressDisplay, console: Console, target: OutputTarget) {
        self.display = display
        self.console = console
        self.target = target
    }

    /// Reports `event` and, after a measurement, a stop, a failure or the end, writes `file`.
    /// - Throws: `AtomicFile.WriteError` when the file cannot be written, which ends the run.
    func observe(_ event: SuiteRunner.Event, _ file: ResultsFile, _ progress: SuiteProgress) throws(AtomicFile.WriteError) {
        switch event {
        case .skipped:
            return
        case .pausing(let round, let rounds, let nanoseconds):
            display.note("waiting \(Self.clock(Double(nanoseconds) / 1e9)) (m:ss) before fork round \(round + 1) of \(rounds), spreading the forks as --forks N/D asks")
        case .starting(let step, let benchmarkCase):
            let round = step.rounds > 1 ? " (\(progress.roundWord) \(step.round + 1) of \(step.rounds))" : ""
            underWay = "\(Self.counter(progress.done + 1, of: progress.total)) \(benchmarkCase.label)\(round)"
            display.step(
                starting: "\(underWay) ... ",
                status: status(progress, number: progress.done + 1, name: "\(benchmarkCase.label)\(round)", figure: lastFigure.map { "last \($0)" })
            )
        case .measured(let step, let round, let status, let result):
            finished(step, round: round, roundStatus: status, result: result, progress: progress)
            try write(file)
        case .stopped(_, let discarded):
            display.finish()
            if discarded { console.err("\(underWay): cut short by the stop, not recorded\n") }
            try write(file)
            console.err("bench: interrupted after \(progress.status); what was measured is in \(target.path)\n")
        case .failed(let reason):
            display.finish()
            try write(file)
            console.err("\nbench: error: the run cannot go on: \(reason)\nbench: stopped after \(progress.status); what was measured is in \(target.path)\n")
        case .completed:
            try write(file)
        }
    }

    /// Writes `file` and its forks file.
    func write(_ file: ResultsFile) throws(AtomicFile.WriteError) {
        try target.write(results: renderer.text(of: file), forks: forksRenderer.text(of: file))
    }

    /// Clears the status line, if any, before the summary follows.
    func finish() {
        display.finish()
    }

    /// `[ 3/40]`: the step's number padded to the width of the total.
    static func counter(_ number: Int, of total: Int) -> String {
        let text = String(number)
        return "[\(String(repeating: " ", count: max(0, String(total).count - text.count)))\(text)/\(total)]"
    }

    /// The status line: the counter, what is being measured or was just measured, a figure, the time left, a bar.
    private func status(_ progress: SuiteProgress, number: Int, name: String, figure: String?) -> ProgressStatus {
        ProgressStatus(
            counter: Self.counter(number, of: progress.total), name: name, figure: figure,
            timeLeft: "\(Self.clock(secondsLeft(progress))) left", done: progress.done, total: progress.total
        )
    }

    /// The time the rest should take at the pace so far, in seconds; 0 before anything finished.
    private func secondsLeft(_ progress: SuiteProgress) -> Double {
        let elapsed = Double(MonotonicClock.now() - started) / 1e9
        let expectedDone = Double(progress.expectedDoneNanoseconds)
        return expectedDone > 0 ? elapsed * Double(progress.expectedLeftNanoseconds) / expectedDone : 0
    }

    /// The round's figure, whether the round failed, and the time the rest should take at the pace so far;
    /// then loud notes on a failure (once, in the round it happened), and on foreign load once the case's last
    /// round is in.
    private func finished(
        _ step: RunSchedule.Step, round: MeasuredRound, roundStatus: CaseResult.Status, result: CaseResult, progress: SuiteProgress
    ) {
        let retried = roundStatus == .noProgress && step.round + 1 < step.rounds
        let failed = retried ? "  no batch completed in this round; the next round measures it again"
            : roundStatus.isFailure ? "  FAILED: \(Summary.explain(roundStatus))" : ""
        let label = CaseKey(result).description
        let headline = Self.headline(round, of: result.benchmark)
        lastFigure = headline
        display.step(
            ended: "\(headline)\(failed)  (\(Self.clock(secondsLeft(progress))) left)",
            status: status(progress, number: progress.done, name: label, figure: lastFigure)
        )
        if roundStatus.isFailure && !retried {
            display.note("!!! \(label): \(Summary.explain(roundStatus))", colour: .red)
        }
        if case .timedOut(let stuck) = roundStatus {
            let fate = progress.inForks ? "end with its fork" : "are left behind"
            display.note("    its \(stuck.count) stuck thread(s) \(fate); the run goes on with the next case")
        }
        if step.round + 1 == step.rounds, let cost = result.cost, cost.isNoisy {
            display.note(
                "warning: \(label) ran while other processes used \(NumberText.figure(cost.foreignCPUPercent))% "
                    + "of a CPU; its figures are marked noisy",
                colour: .yellow
            )
        }
    }

    /// The figure a progress line shows for `round`, a round of a case of `benchmark`, in the unit it speaks: the
    /// round's median.
    private static func headline(_ round: MeasuredRound, of benchmark: Benchmark) -> String {
        guard let median = round.figures.median else { return "no figure" }
        switch benchmark {
        case .inversion: return "high waited \(Summary.microseconds(median)) us (median)"
        case .explosion: return "\(NumberText.figure(median / 1e6)) ms until all ran, peak \(round.measurement.threadGrowth?.peak ?? 0) threads"
        default: return "\(NumberText.figure(median)) ns/op"
        }
    }

    /// `m:ss`.
    static func clock(_ seconds: Double) -> String {
        ClockText.minutesSeconds(seconds)
    }
}
