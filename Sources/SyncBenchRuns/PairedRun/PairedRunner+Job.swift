import SyncBenchCore

extension PairedRunner {
    /// What a paired run compares, named for what it is. The runner pairs its two sides alike for every job;
    /// each job says what the sides are and how their forks are started. The side the runner calls `baseline`
    /// measures the runner's `cases`, and the one it calls `current` what the job gives it.
    package enum Job: Sendable {
        /// `bench ab`: the same cases on two builds, each side in forks of its own; with `sideBySide`, a
        /// one-thread uncontended case is measured by both at once, one on each CPU (duet benchmarking).
        case ab(baseline: ForkLauncher, current: ForkLauncher, sideBySide: Bool)
        /// `bench versus`: two primitives of one build, one fork a pair round measuring both halves of every pair,
        /// back to back. The runner's cases are the second primitive's (the baseline side); `first` holds the
        /// first primitive's case in place of each (the current side).
        case versus(first: [BenchmarkCase], forks: ForkLauncher)
        /// The findings' pairing in `bench run`: each finding's leader against its runner-up, in one fork a pair
        /// round as `versus`. The runner's cases are the runners-up (the baseline side); `leaders` holds each
        /// one's leader (the current side).
        case findings(leaders: [BenchmarkCase], forks: ForkLauncher)
        /// The slowdown calibration of `bench ab --slowdown`: the same cases on one build, in forks without the
        /// slowdown's work (the baseline side) and with it (`slowed`, the current side).
        case slowdownCalibration(plain: ForkLauncher, slowed: ForkLauncher)

        /// The forks of the side the runner calls `baseline`.
        var baseline: ForkLauncher {
            switch self {
            case .ab(let baseline, _, _): baseline
            case .versus(_, let forks), .findings(_, let forks): forks
            case .slowdownCalibration(let plain, _): plain
            }
        }

        /// The forks of the side the runner calls `current`.
        var current: ForkLauncher {
            switch self {
            case .ab(_, let current, _): current
            case .versus(_, let forks), .findings(_, let forks): forks
            case .slowdownCalibration(_, let slowed): slowed
            }
        }

        /// What the current side measures in place of each case; nil for the cases themselves.
        var currentCases: [BenchmarkCase]? {
            switch self {
            case .versus(let first, _): first
            case .findings(let leaders, _): leaders
            case .ab, .slowdownCalibration: nil
            }
        }

        /// Whether one fork a round, of `baseline`, measures both halves of every pair (`current` is not started).
        var sharedForks: Bool { currentCases != nil }

        /// Whether a one-thread uncontended case is measured by both sides at once.
        var sideBySide: Bool {
            if case .ab(_, _, let sideBySide) = self { sideBySide } else { false }
        }
    }
}
