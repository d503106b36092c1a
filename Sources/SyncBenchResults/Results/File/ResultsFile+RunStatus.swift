import SyncBenchCore

extension ResultsFile {
    /// The metadata key that says how many of a pooled file's runs did not complete.
    package static let incompleteRunsKey = "incomplete_runs"

    /// The run's status, as its `run_status` says; nil in a file from before it was recorded.
    package var runStatus: RunStatus? {
        metadata(RunStatus.key).map(RunStatus.init(parsing:))
    }

    /// Sets the run's status, in place of the one before, if any.
    package mutating func setRunStatus(_ status: RunStatus) {
        setMetadata(RunStatus.key, status.description)
    }

    /// How many of the runs this file holds did not complete: for runs pooled from a folder, the count taken
    /// when they were pooled; for one run, 1 when its `run_status` says it did not. A file without a
    /// `run_status` (from before it was recorded) counts as complete.
    package var incompleteRuns: Int {
        if let pooled = metadata(Self.incompleteRunsKey).flatMap({ Int($0) }) { return pooled }
        return runStatus.map { $0.isComplete ? 0 : 1 } ?? 0
    }
}
