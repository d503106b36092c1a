import SyncBenchCore

/// One row of the decision table: the lock to reach for in one scenario among the locks fit for application code
/// (`ApplicationFitness`), with the figures it rests on.
package struct LockChoice: Sendable, Equatable {
    /// A candidate's figure in the scenario's unit (`Scenario.Unit`), with the interval of its median in that unit.
    package struct Candidate: Sendable, Equatable {
        /// The figure: ns, operations per second, or the high thread's wait in ns.
        package var figure: FindingFigure
        /// The interval of the median, in the same unit; nil when the row's figures claim none.
        package var interval: ClosedRange<Double>?
        /// One instance of the lock, in bytes, when the file recorded it.
        package var footprintBytes: Int?

        /// Makes a candidate from known figures.
        package init(figure: FindingFigure, interval: ClosedRange<Double>?, footprintBytes: Int? = nil) {
            self.figure = figure
            self.interval = interval
            self.footprintBytes = footprintBytes
        }
    }

    /// The scenario.
    package var scenario: Scenario
    /// The benchmark of the case that measured it.
    package var benchmark: Benchmark
    /// The kernel's shape of that case (`read95`); nil for the counter loop and the inversion test.
    package var shape: String?
    /// The threads of that case.
    package var threads: Int
    /// The case that measured it, in words: `cache kernel read95 at 2 threads`.
    package var measured: String
    /// The lock to reach for: the best figure, or the cheaper of the two in pairs when the pairs tell them apart.
    package var chosen: Candidate
    /// The next best, when another fit lock was measured.
    package var runnerUp: Candidate?
    /// Whether the run tells the two apart: the interval of their ratio in pairs leaves out 1, or, without pairs,
    /// the intervals of their medians do not meet. When it does not, the row names both.
    package var resolved: Bool
    /// The two measured against each other in pairs, when the run did (`bench run`'s paired check).
    package var paired: PairedEstimate?
    /// Where the locks the row names sink beyond the CPUs in the counter loop (`Sinking`), for the row within the
    /// CPUs: a reason to choose otherwise once threads outnumber the CPUs.
    package var sinking: [Sinking] = []

    /// The lock this row would name at the run's other placement of the workers' CPUs (`PlacementView`), with its
    /// figure there, when it differs from `chosen`; nil where the run had one placement, or both agree.
    package var elsewhere: Elsewhere?

    /// A row's answer at the run's other placement.
    package struct Elsewhere: Sendable, Equatable {
        /// The other placement.
        package var side: PlacementGap.Side
        /// The lock that leads there, and its figure (from that placement's forks alone).
        package var chosen: Candidate
        /// The forks of its case at that placement.
        package var forks: Int
    }

    /// The locks the row recommends: the chosen one, and the runner-up too when the run did not tell them apart.
    package var named: [String] {
        [chosen.figure.primitive] + (resolved ? [] : runnerUp.map { [$0.figure.primitive] } ?? [])
    }
}
