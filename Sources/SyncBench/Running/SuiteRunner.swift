/// Runs a suite's cases in rounds and keeps its results file current: what `bench run` does between
/// choosing the cases and printing the summary, as a library so that any program can run a suite.
///
/// Every case is measured in the first round, then each windowed case again in every later round, a whole
/// pass of the suite apart (see `Interleaving`); each case's rounds are merged into one result. A case that
/// failed is not measured again. After every measurement the file holds every result so far, with its
/// `run_status` and `peak_rss_mib` metadata up to date, so that whoever writes it then loses nothing when the
/// run is stopped.
public struct SuiteRunner: Sendable {
    /// What happens, in order, for the caller to report and record.
    public enum Event {
        /// A later round of a case that failed or cannot run: not measured.
        case skipped(RunSchedule.Step)
        /// A measurement is about to start.
        case starting(RunSchedule.Step, BenchmarkCase)
        /// A measurement finished: `round` is its own result, `result` the case's over all its rounds so far,
        /// and the file given with the event holds it.
        case measured(RunSchedule.Step, round: CaseResult, result: CaseResult)
        /// A stop request ended the run; `discarded` is true when it cut a measurement short, which is not
        /// recorded. The file given with the event is marked interrupted.
        case stopped(reason: Int32, discarded: Bool)
    }

    /// The cases, in the order of the results file's rows.
    public let cases: [BenchmarkCase]
    /// The measurements, in the order they run.
    public let schedule: RunSchedule
    private let effectiveCPUs: Int
    private let harness: HarnessCost?
    private let stop: StopSignal

    /// A runner of `cases` in the order `schedule` gives.
    /// - Parameters:
    ///   - schedule: the measurements of `cases`, made with the same cases.
    ///   - effectiveCPUs: the CPUs this process may use; more threads than this is oversubscription.
    ///   - harness: the harness's own costs, recorded with each result, when measured.
    ///   - stop: ends the run early; the plans should carry the same signal so that a case ends within moments.
    public init(cases: [BenchmarkCase], schedule: RunSchedule, effectiveCPUs: Int, harness: HarnessCost?, stop: StopSignal) {
        self.cases = cases
        self.schedule = schedule
        self.effectiveCPUs = effectiveCPUs
        self.harness = harness
        self.stop = stop
    }

    /// Measures every step into `file`, which gains one result per case, calling `observe` with each event
    /// and the file as it then stands.
    /// - Returns: the stop request's reason when one ended the run early, else nil.
    /// - Throws: what `observe` throws (a file that cannot be written, say), which ends the run at once.
    public func run<Failure: Error>(
        into file: inout ResultsFile, observe: (Event, ResultsFile, SuiteProgress) throws(Failure) -> Void
    ) throws(Failure) -> Int32? {
        var progress = SuiteProgress(schedule)
        var measurements: [Int: RunMeasurement] = [:]
        let first = file.results.count
        for step in schedule.steps {
            guard stop.reason == nil else { break }
            if step.round > 0 && file.results[first + step.caseIndex].status != .ok {
                progress.skipped(step)
                try observe(.skipped(step), file, progress)
                continue
            }
            let benchmarkCase = cases[step.caseIndex]
            try observe(.starting(step, benchmarkCase), file, progress)
            let plan = step.plan(batch: measurements[step.caseIndex]?.batchSize)
            let measurement = benchmarkCase.subject.measure(plan)
            if let reason = stop.reason {
                return try stopped(reason, discarded: true, file: &file, progress: progress, observe: observe)
            }
            let merged = measurements[step.caseIndex].map { $0.merging(measurement) } ?? measurement
            measurements[step.caseIndex] = merged
            let round = result(benchmarkCase, plan: plan, measurement)
            let whole = step.round == 0 ? round : result(benchmarkCase, plan: plan, merged)
            if step.round == 0 { file.results.append(whole) } else { file.results[first + step.caseIndex] = whole }
            progress.finished(step)
            file.setMetadata("run_status", progress.isComplete ? "complete" : "in_progress (\(progress.status))")
            file.setMetadata("peak_rss_mib", NumberText.fixed(Double(ResourceSnapshot.peakResidentBytes()) / 1_048_576, places: 1))
            try observe(.measured(step, round: round, result: whole), file, progress)
        }
        guard let reason = stop.reason else { return nil }
        return try stopped(reason, discarded: false, file: &file, progress: progress, observe: observe)
    }

    private func result(_ benchmarkCase: BenchmarkCase, plan: RunPlan, _ measurement: RunMeasurement) -> CaseResult {
        CaseResult(benchmarkCase, plan: plan, measurement: measurement, effectiveCPUs: effectiveCPUs, harness: harness)
    }

    private func stopped<Failure: Error>(
        _ reason: Int32, discarded: Bool, file: inout ResultsFile, progress: SuiteProgress,
        observe: (Event, ResultsFile, SuiteProgress) throws(Failure) -> Void
    ) throws(Failure) -> Int32 {
        file.setMetadata("run_status", "interrupted (\(progress.status))")
        try observe(.stopped(reason: reason, discarded: discarded), file, progress)
        return reason
    }
}
