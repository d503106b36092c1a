import SyncBenchCore
import SyncBenchResults

/// Runs a suite's cases in rounds and keeps its results file current: what `bench run` does between
/// choosing the cases and printing the summary, in the library so that the command line and the tests share it.
///
/// Every case is measured in the first round, then each windowed case again in every later round, a whole
/// pass of the suite apart (see `Interleaving`); each case's rounds are merged into one result. With a fork
/// launcher, each round runs in a fresh process of its own (see `ForkedRound`). A case that failed is not
/// measured again, unless what failed was a fork or a round without progress (see `Status.measuresAgain`).
/// After every measurement the file holds every result so far, with its `run_status` and `peak_rss_mib`
/// metadata up to date, so that whoever writes it then loses nothing when the run is stopped.
package struct SuiteRunner: Sendable {
    /// What happens, in order, for the caller to report and record.
    package enum Event {
        /// A later round of a case that failed or cannot run: not measured.
        case skipped(RunSchedule.Step)
        /// The run waits `nanoseconds` before round `round` (from 0) of `rounds`, to spread its rounds (`RoundPacing`).
        case pausing(round: Int, rounds: Int, nanoseconds: UInt64)
        /// A measurement is about to start.
        case starting(RunSchedule.Step, BenchmarkCase)
        /// A measurement finished (or its fork was lost): `round` is the round as it was measured, `status` the
        /// round's own (so that a failure is told once, in the round it happened), `result` the case's over all
        /// its rounds so far, which the file given with the event holds.
        case measured(RunSchedule.Step, round: MeasuredRound, status: CaseResult.Status, result: CaseResult)
        /// A stop request ended the run; `discarded` is true when it cut a measurement short, which is not
        /// recorded. The file given with the event is marked interrupted.
        case stopped(reason: Int32, discarded: Bool)
        /// The run cannot go on, for `reason` (every fork would fail the same way). The file given with the
        /// event is marked failed with the reason.
        case failed(reason: String)
        /// Every step ran or was skipped; the file given with the event is marked complete. The last event of
        /// a run that was neither stopped nor failed.
        case completed
    }

    /// How a run ended.
    package enum Outcome: Sendable, Equatable {
        /// Every step ran.
        case completed
        /// A stop request (the signal's number) ended the run early.
        case stopped(signal: Int32)
        /// The run could not go on, for the reason given.
        case failed(reason: String)
    }

    /// The cases, in the order of the results file's rows.
    package let cases: [BenchmarkCase]
    /// The measurements, in the order they run.
    package let schedule: RunSchedule
    private let effectiveCPUs: Int
    private let harness: HarnessCost?
    private let stop: StopSignal
    private let forks: ForkLauncher?
    private let probe: (@Sendable () -> HostProbe.Reading)?
    private let layout: LayoutChoice
    private let pacing: RoundPacing?
    /// The monotonic clock that times each case's span (`IntervalScope`); tests pass their own.
    var clock: @Sendable () -> UInt64 = { MonotonicClock.now() }
    /// How long a fork may take beyond a step's bound, and to say who it is (see `ForkedRound`); tests shorten
    /// them so that a hang is seen soon.
    var forkDeadlines = ForkDeadlines.standard

    /// A runner of `cases` in the order `schedule` gives.
    /// - Parameters:
    ///   - schedule: the measurements of `cases`, made with the same cases.
    ///   - effectiveCPUs: the CPUs this process may use; more threads than this is oversubscription.
    ///   - harness: the harness's own costs, recorded with each result, when measured.
    ///   - stop: ends the run early; the plans should carry the same signal so that a case ends within moments.
    ///   - forks: starts a fresh process for each round; nil measures every round in this process.
    ///   - probe: reads the host's speed around each measurement in this process (forks read their own); nil
    ///     for none.
    ///   - layout: where each fork places what it measures: round `n`'s fork measures under `layout.draw(stream: n)`;
    ///     without forks, this process measures every round under `layout.draw(stream: 0)`, bound to the run
    ///     (`LayoutDraw.bound`).
    ///   - pacing: spreads the rounds over a time (`--forks N/D`); nil to start each round when the last ends.
    package init(
        cases: [BenchmarkCase], schedule: RunSchedule, effectiveCPUs: Int, harness: HarnessCost?, stop: StopSignal,
        forks: ForkLauncher? = nil, probe: (@Sendable () -> HostProbe.Reading)? = { HostProbe.measure() },
        layout: LayoutChoice = .forced(.fixed), pacing: RoundPacing? = nil
    ) {
        self.cases = cases
        self.schedule = schedule
        self.effectiveCPUs = effectiveCPUs
        self.harness = harness
        self.stop = stop
        self.forks = forks
        self.probe = probe
        self.layout = layout
        self.pacing = pacing
    }

    /// Measures every step into `file`, which gains one result per case, calling `observe` with each event,
    /// the file as it then stands, and the progress.
    /// - Returns: how the run ended; whatever the ending, the file's `run_status` says it.
    /// - Throws: what `observe` throws (a file that cannot be written, say), which ends the run at once.
    package func run<Failure: Error>(
        into file: inout ResultsFile, observe: (Event, ResultsFile, SuiteProgress) throws(Failure) -> Void
    ) throws(Failure) -> Outcome {
        guard forks == nil else { return try runRounds(into: &file, observe: observe) }
        let outcome: Result<Outcome, Failure> = LayoutDraw.$bound.withValue(layout.draw(stream: 0)) {
            do throws(Failure) {
                return .success(try runRounds(into: &file, observe: observe))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// `run`'s rounds, under whatever placement is current.
    private func runRounds<Failure: Error>(
        into file: inout ResultsFile, observe: (Event, ResultsFile, SuiteProgress) throws(Failure) -> Void
    ) throws(Failure) -> Outcome {
        var state = RunState(first: file.results.count, progress: SuiteProgress(schedule, inForks: forks != nil))
        let sequence = MeasurementSequence()
        // One supervisor for every round's forks: losses in a row count across rounds, as in one round.
        let slot = forks.map { ForkSlot($0, stop: stop, deadlines: forkDeadlines) }
        let start = clock()
        for round in 0..<schedule.rounds {
            if let pacing, case let pause = pacing.pause(beforeRound: round, of: schedule.rounds, since: start), pause > 0 {
                try observe(.pausing(round: round, rounds: schedule.rounds, nanoseconds: pause), file, state.progress)
                pacing.wait(pause, stop: stop)
            }
            var steps: [RunSchedule.Step] = []
            for step in schedule.steps where step.round == round {
                if round > 0, !file.results[state.first + step.caseIndex].status.measuresAgain {
                    state.progress.skipped(step)
                    try observe(.skipped(step), file, state.progress)
                } else {
                    steps.append(step)
                }
            }
            let plans = steps.map { $0.plan(batch: state.calibratedBatch(of: $0.caseIndex)) }
            var measurer = measurer(for: steps, plans: plans, round: round, sequence: sequence, slot: slot)
            defer { measurer.cancel() }
            var announced: Int?
            measuring: while stop.reason == nil, let event = measurer.next() {
                let index: Int
                let measured: MeasuredRound
                switch event {
                case .starting(let started):
                    announced = started
                    state.started(steps[started].caseIndex, at: clock())
                    try observe(.starting(steps[started], cases[steps[started].caseIndex]), file, state.progress)
                    continue
                case .measured(let done, let round):
                    guard stop.reason == nil else { break measuring }
                    (index, measured) = (done, round)
                case .lost(let lost, let reason):
                    if announced != lost {
                        state.started(steps[lost].caseIndex, at: clock())
                        try observe(.starting(steps[lost], cases[steps[lost].caseIndex]), file, state.progress)
                    }
                    (index, measured) = (lost, .lost(reason))
                case .failed(let reason):
                    measurer.cancel()
                    file.setRunStatus(.failed(after: state.progress.status, reason: reason))
                    try observe(.failed(reason: reason), file, state.progress)
                    return .failed(reason: reason)
                }
                announced = nil
                let (status, whole) = record(measured, of: steps[index], plan: plans[index], into: &file, state: &state)
                try observe(.measured(steps[index], round: measured, status: status, result: whole), file, state.progress)
            }
            if let reason = stop.reason {
                measurer.cancel()
                file.setRunStatus(.interrupted(state.progress.status))
                try observe(.stopped(reason: reason, discarded: announced != nil), file, state.progress)
                return .stopped(signal: reason)
            }
        }
        // The last steps may all have been skipped, so that no measurement marked the file complete.
        file.setRunStatus(.complete())
        try observe(.completed, file, state.progress)
        return .completed
    }

    /// The measurer of one round: in this process, or in a fork of `slot`.
    private func measurer(
        for steps: [RunSchedule.Step], plans: [RunPlan], round: Int, sequence: MeasurementSequence, slot: ForkSlot?
    ) -> any RoundMeasurer {
        guard let slot else {
            return InProcessRound(zip(steps, plans).map { (cases[$0.caseIndex], $1) }, probe: probe, sequence: sequence)
        }
        let work = zip(steps, plans).map { step, plan in
            (label: cases[step.caseIndex].label, plan: plan, workers: cases[step.caseIndex].workersPerWindow)
        }
        slot.use(layout: layout.draw(stream: UInt64(round)))
        return ForkedRound(slot: slot, steps: work, stop: stop, roundNumber: round + 1)
    }

    /// Adds `round` to its case's, puts the case's result over all its rounds in `file`, and counts the step done.
    /// - Returns: the round's own status and the case's result over all its rounds so far.
    private func record(
        _ round: MeasuredRound, of step: RunSchedule.Step, plan: RunPlan, into file: inout ResultsFile, state: inout RunState
    ) -> (status: CaseResult.Status, whole: CaseResult) {
        let benchmarkCase = cases[step.caseIndex]
        state.rounds[step.caseIndex, default: []].append(round)
        let whole = CaseResult(
            benchmarkCase, plan: plan, rounds: state.rounds[step.caseIndex] ?? [round], effectiveCPUs: effectiveCPUs, harness: harness,
            inForks: forks != nil
        )
        let status = CaseResult.Status(round.measurement, figures: round.figures.count > 0, excludes: benchmarkCase.subject.excludes)
        if step.round == 0 { file.results.append(whole) } else { file.results[state.first + step.caseIndex] = whole }
        state.progress.finished(step)
        state.spans[step.caseIndex]?.end = clock()
        if let scope = state.scope(samples: forks != nil ? schedule.rounds : step.whole.repetitions, inForks: forks != nil, pacing: pacing) {
            file.setMetadata(IntervalScope.key, scope.description)
        }
        file.setRunStatus(state.progress.isComplete ? .complete() : .inProgress(state.progress.status))
        file.setMetadata("peak_rss_mib", NumberText.fixed(Double(ResourceSnapshot.peakResidentBytes()) / 1_048_576, places: 1))
        file.recordHostSteadiness()
        file.recordPlacements()
        return (status, whole)
    }
}
