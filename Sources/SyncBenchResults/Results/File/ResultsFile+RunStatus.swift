import SyncBenchCore

extension ResultsFile {
    /// The metadata key that says how many of a pooled file's runs did not complete.
    public static let incompleteRunsKey = "incomplete_runs"

    /// Whether a run whose `run_status` is `status` ended complete. A status is its first word, and what follows
    /// says how far it got: `complete (120 pairs in 20 pair rounds)` from `bench ab` is complete.
    public static func isComplete(runStatus status: String) -> Bool {
        status.prefix(while: { $0 != " " }) == "complete"
    }

    /// How many of the runs this file holds did not complete: for runs pooled from a folder, the count taken
    /// when they were pooled; for one run, 1 when its `run_status` says it did not. A file without a
    /// `run_status` (from before it was recorded) counts as complete.
    public var incompleteRuns: Int {
        if let pooled = metadata(Self.incompleteRunsKey).flatMap({ Int($0) }) { return pooled }
        return metadata("run_status").map { Self.isComplete(runStatus: $0) ? 0 : 1 } ?? 0
    }
}
