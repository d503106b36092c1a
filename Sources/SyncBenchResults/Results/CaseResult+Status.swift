import SyncBenchCore

extension CaseResult {
    /// Whether the case's figures can be trusted, and if not, why.
    package enum Status: Sendable, Equatable {
        /// Measured, and the invariant held (or the subject promises no exclusion).
        case ok
        /// The lock did not exclude: the shared counter lost updates, or reads saw a write half done (a read/write
        /// mix whose read lock let readers in beside a writer), or both.
        case invariantViolated(lost: Int, tornReads: Int = 0)
        /// Some workers never stopped within the case's time bound.
        case timedOut(stuckWorkers: [Int])
        /// No operation completed in any window.
        case noProgress
        /// The workload cannot run on this machine (not a failure): the reason says why.
        case unavailable(String)
        /// A fork measuring a round of the case crashed, hung or was killed: that round's windows are lost, the
        /// other forks' are kept. The reason names the fork and what happened.
        case forkFailed(String)

        /// The status of `measurement`, of one round or merged over several: `figures` when a window gave a
        /// figure; `excludes` when the subject promises exclusion, so that a violated invariant is a failure.
        package init(_ measurement: RunMeasurement, figures: Bool, excludes: Bool) {
            self =
                if let reason = measurement.unavailableReason {
                    .unavailable(reason)
                } else if !measurement.stuckWorkers.isEmpty {
                    .timedOut(stuckWorkers: measurement.stuckWorkers)
                } else if case .violated? = measurement.invariant, excludes {
                    .invariantViolated(lost: measurement.invariant?.lostUpdates ?? 0, tornReads: measurement.invariant?.tornReads ?? 0)
                } else if !measurement.lostRounds.isEmpty {
                    .forkFailed(measurement.lostRounds.joined(separator: "; "))
                } else if !figures {
                    .noProgress
                } else {
                    .ok
                }
        }

        /// True when the case went wrong: a violated invariant, a timeout, no progress, a lost fork.
        package var isFailure: Bool {
            switch self {
            case .ok, .unavailable: false
            case .invariantViolated, .timedOut, .noProgress, .forkFailed: true
            }
        }

        /// Why the workload cannot run on this machine, for `unavailable`; nil for every other status.
        package var unavailableReason: String? {
            switch self {
            case .unavailable(let reason): reason
            default: nil
            }
        }

        /// Whether a later round measures the case again: after a lost fork it does (the loss may be the
        /// process's, not the lock's), and after no progress (a short window can miss every batch of an
        /// oversubscribed lock whose holder is descheduled for longer: one 15 ms window of 8 spinners on 2 CPUs
        /// did; the case fails only if no round saw progress); after a violated invariant or a timeout it does not.
        package var measuresAgain: Bool {
            switch self {
            case .ok, .forkFailed, .noProgress: true
            case .invariantViolated, .timedOut, .unavailable: false
            }
        }

        /// The words of the CSV's `status` column, one per kind of status.
        package enum Word: String, Sendable, CaseIterable {
            case ok
            case invariantViolated = "invariant_violated"
            case timeout
            case noProgress = "no_progress"
            case unavailable
            case forkFailed = "fork_failed"
        }

        /// The kind of status, as the CSV's `status` column names it.
        package var word: Word {
            switch self {
            case .ok: .ok
            case .invariantViolated: .invariantViolated
            case .timedOut: .timeout
            case .noProgress: .noProgress
            case .unavailable: .unavailable
            case .forkFailed: .forkFailed
            }
        }

        /// The word written in the CSV's `status` column.
        package var csvValue: String { word.rawValue }
    }
}
