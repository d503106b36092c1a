import SyncBenchCore

/// What `bench versus` finds for one case: the ratio of one primitive's cost to another's, measured in pairs,
/// with its interval, all from the case's last look (`PairedEstimate(_:)` in PairedRun makes it from a case's pairs);
/// `bench run` keeps those of its findings in its results file.
package struct PairedEstimate: Sendable, Equatable {
    /// The benchmark both measured.
    package let benchmark: Benchmark
    /// The workload of a kernel's case (`read95`, a kernel of your own's name); nil for the counter loop, whose
    /// benchmark and threads name the case alone.
    package var workload: String?
    /// The threads.
    package let threads: Int
    /// The primitive whose cost is the numerator.
    package let first: String
    /// The primitive whose cost is the denominator.
    package let second: String
    /// The pairs the look saw.
    package let pairs: Int
    /// The ratio of the first's cost per operation to the second's (Hodges-Lehmann, from the pairs' log ratios).
    package let ratio: Double
    /// The interval's lower end.
    package let lower: Double
    /// The interval's upper end.
    package let upper: Double
    /// The interval's actual coverage (`HodgesLehmann.confidence`), at least the level asked.
    package let confidence: Double
    /// Whether the interval came within the precision asked before the budget ended.
    package let settled: Bool
    /// The first primitive's figure: the median of its halves of the pairs, ns per op.
    package let firstNanoseconds: Double
    /// The second primitive's figure, likewise.
    package let secondNanoseconds: Double
    /// The ratio of the first half of the pairs and of the second, in the order measured, when their intervals
    /// at the same level do not meet: the ratio moved while the run measured it; nil when they meet, or too few
    /// pairs were taken to tell.
    package var moved: Moved?
    /// The ratio by where the host had placed the workers' CPUs, nearest first, when the pairs' CPU round trips
    /// fall into two groups apart (`PairedEstimate(_:)` in PairedRun); empty otherwise.
    package var byPlacement: [Placement] = []
    /// The placement whose pairs the estimate is, when its look tested one (`PairedLook.placement` in Comparison);
    /// nil when it is every pair's.
    package var testedSide: PlacementGap.Side?
    /// Whether the other placement was estimated apart too, each at half the level (its ratio is in `byPlacement`).
    package var testedApart = false

    /// The ratio of the pairs measured with the workers' CPUs at one distance: their round trip (`CPURoundTrip`).
    package struct Placement: Sendable, Equatable {
        /// The least and the most of these pairs' round trips, ns.
        package var roundTrip: ClosedRange<Double>
        /// How many pairs.
        package var pairs: Int
        /// Their ratio: the Hodges-Lehmann estimate.
        package var ratio: Double
        /// The lower end of the ratio's interval, at the estimate's level.
        package var lower: Double
        /// The upper end of the ratio's interval.
        package var upper: Double

        /// Makes a placement's ratio from known figures.
        package init(roundTrip: ClosedRange<Double>, pairs: Int, ratio: Double, lower: Double, upper: Double) {
            self.roundTrip = roundTrip
            self.pairs = pairs
            self.ratio = ratio
            self.lower = lower
            self.upper = upper
        }
    }

    /// A ratio that moved during a run: what the first half of the pairs gave, and the second.
    package struct Moved: Sendable, Equatable {
        /// The first half's ratio.
        package var early: Double
        /// The second half's ratio.
        package var late: Double

        /// Makes a record of a move.
        package init(early: Double, late: Double) {
            self.early = early
            self.late = late
        }
    }

    /// Makes an estimate from known figures.
    package init(
        benchmark: Benchmark, threads: Int, first: String, second: String, pairs: Int, ratio: Double, lower: Double, upper: Double,
        confidence: Double, settled: Bool, firstNanoseconds: Double, secondNanoseconds: Double
    ) {
        self.benchmark = benchmark
        self.threads = threads
        self.first = first
        self.second = second
        self.pairs = pairs
        self.ratio = ratio
        self.lower = lower
        self.upper = upper
        self.confidence = confidence
        self.settled = settled
        self.firstNanoseconds = firstNanoseconds
        self.secondNanoseconds = secondNanoseconds
    }

    /// The interval's larger half-width as a fraction of the ratio: 0.012 for ±1.2%.
    package var halfWidth: Double {
        max(ratio / lower, upper / ratio) - 1
    }

    /// The case measured, in words: `contended, 2 thread(s)`, `cache read95, 2 thread(s)`.
    package var caseDescription: String {
        "\(benchmark.rawValue)\(workload.map { " \($0)" } ?? ""), \(threads) thread(s)"
    }

    /// The ratio in words: `Mutex costs 19.9% less than pthread_mutex (95.16% interval: 19.5% to 20.3% less)`,
    /// the interval's coverage to at most two decimals; `no difference resolved` when the interval holds 1.
    package var sentence: String {
        let level = NumberText.trimmedPercent(confidence)
        guard lower > 1 || upper < 1 else {
            return "\(first) and \(second): no difference resolved (ratio \(Self.figure(ratio)), \(level) interval "
                + "[\(Self.figure(lower)), \(Self.figure(upper))])\(movedClause)"
        }
        let cheaper = upper < 1
        let word = cheaper ? "less" : "more"
        let (near, far) = cheaper ? (1 - upper, 1 - lower) : (lower - 1, upper - 1)
        return "\(first) costs \(NumberText.percent(abs(ratio - 1))) \(word) than \(second) (\(level) interval: "
            + "\(NumberText.percent(near)) to \(NumberText.percent(far)) \(word))\(movedClause)"
    }

    /// `; it moved during the run: 0.943 in the first half of the pairs, 2.290 in the second`, or nothing.
    private var movedClause: String {
        guard let moved else { return "" }
        return "; it moved during the run: \(Self.figure(moved.early)) in the first half of the pairs, \(Self.figure(moved.late)) in the second"
    }

    /// A ratio with three decimals.
    package static func figure(_ ratio: Double) -> String {
        NumberText.fixed(ratio, places: 3)
    }
}
