/// One round's figures: the nanoseconds per operation of each window that completed anything, in the order
/// measured, and their median, lowest and highest, computed once.
///
/// When each round runs in a process of its own, a round is a fork, and its median is the unit that varies from
/// one process to the next: what a case's estimate, its fork agreement and modes, and a paired run's pairs are
/// made of. Everything that needs a fork's median reads it here.
@usableFromInline package struct RoundFigures: Sendable, Equatable {
    /// Each window's nanoseconds per operation, in the order measured.
    package let samples: [Double]
    /// The median of `samples` (`Sample.median`); nil for a round without one (a lost fork, no progress).
    package let median: Double?
    /// The smallest of `samples`.
    package let lowest: Double?
    /// The largest of `samples`.
    package let highest: Double?

    /// The figures of a round whose windows gave `samples`, in the order measured.
    package init(_ samples: [Double]) {
        let sample = Sample(samples)
        self.samples = samples
        median = sample.median
        lowest = sample.min
        highest = sample.max
    }

    /// How many windows gave a figure.
    package var count: Int { samples.count }

    /// The range of the windows about their median, as a share of it; nil below two windows or without a
    /// positive median.
    package var ownRange: Double? {
        guard count >= 2, let median, median > 0, let lowest, let highest else { return nil }
        return (highest - lowest) / median
    }
}
