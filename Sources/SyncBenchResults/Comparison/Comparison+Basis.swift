import SyncBenchCore

extension Comparison {
    /// What a comparison's verdicts rest on: one type per way of comparing, so that no field of one means
    /// nothing in the other.
    package enum Basis: Sendable, Equatable {
        /// Two results files, or folders of runs pooled (`bench compare`): each case judged by a test of its
        /// samples, its windows or its forks' medians.
        case storedRuns(StoredRuns)
        /// A paired run (`bench ab`): each case judged by its pairs under `PairedPolicy`; `sharingAlpha` cases
        /// (every case the run set out to measure) shared alpha, each look testing at alpha / (cases x looks),
        /// and Holm's rule adjusted over them.
        case pairs(PairedPolicy, sharingAlpha: Int)
    }

}

extension Comparison.Basis {
    /// True for a paired run's comparison.
    package var isPaired: Bool {
        if case .pairs = self { true } else { false }
    }
}

extension Comparison {
    /// What two stored runs compared bring beside their cases.
    package struct StoredRuns: Sendable, Equatable {
        /// How many runs the baseline pools (1 for a single file).
        package let baselineRuns: Int
        /// How many runs the current side pools (1 for a single file).
        package let currentRuns: Int
        /// How many cases are judged over their forks' medians, which share `policy.alpha` among them.
        package let casesOverForks: Int

        /// The stored runs' counts.
        package init(baselineRuns: Int, currentRuns: Int, casesOverForks: Int) {
            self.baselineRuns = baselineRuns
            self.currentRuns = currentRuns
            self.casesOverForks = casesOverForks
        }
    }

    /// How many runs each side pools: a paired run compares one build with one other.
    package var pooledRuns: (baseline: Int, current: Int) {
        switch basis {
        case .storedRuns(let runs): (runs.baselineRuns, runs.currentRuns)
        case .pairs: (1, 1)
        }
    }
}
