import SyncBench

extension PairedRunner.Outcome {
    /// The exit status of a paired run that ended so, with `state` gathered: `completed` when it completed with
    /// no case failed on a side; a failed case, or losses in a row, `.benchmarkFailed`; forks that could not
    /// serve `.dataError`; a stop the signal's status.
    func exitCode(_ state: PairedRunState, completed: ExitCode) -> ExitCode {
        switch self {
        case .stopped(let signal): .stopped(by: signal)
        case .failed: .dataError
        case .lostInARow: .benchmarkFailed
        case .completed: state.hasFailedCase ? .benchmarkFailed : completed
        }
    }
}
