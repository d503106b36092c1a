import Platform

/// Two speeds among the forks of one case: the fork medians fall into a main group and a group of forks that
/// settled apart from it, further than the main group's own spread, and a fork's own windows, explain.
///
/// A process can settle into a slow mode that all its windows share (docs/layout.md). The median of the fork
/// medians and its interval then hide the fact under one wide figure; .NET's performance triage and Barrett et
/// al. (OOPSLA 2017) report such processes as what they are instead. This gives the two levels and how many forks
/// landed on each.
///
/// The rule, on the logarithms of the fork medians (so that it reads ratios): the largest gap between two
/// neighbours in sorted order splits the forks in two, and the larger side is the main group. It is two modes
/// only if the gap is over `floor`, over `factor` times the main group's spread (the larger of 1.4826 times its
/// median absolute deviation and half its standard deviation, so that a few forks that happen to agree closely
/// cannot make any gap look wide), and over `factor` times the median range of a fork's own windows. With fewer
/// than `minimumForks` forks, or a main group under `minimumMainGroup`, a second mode cannot be told from a wide
/// spread, and nothing is said. On simulated unimodal forks (ten fork medians, normal in log with a spread of 5-20%)
/// the rule calls two modes in 1.5% of cases; with 10 forks of 2% spread, one or two of them 50% slower are found
/// every time (docs/layout.md#modes).
@usableFromInline package struct ForkModes: Sendable, Equatable {
    /// One group of forks: the median of their medians and how many they were.
    package struct Level: Sendable, Equatable {
        /// The median of the group's fork medians.
        package var median: Double
        /// Forks in the group.
        package var forks: Int

        /// Makes a level.
        package init(median: Double, forks: Int) {
            self.median = median
            self.forks = forks
        }
    }

    /// The smallest gap that makes two modes, as a share of the lower level: 5%, as `ForkAgreement`'s floor.
    package static let floor = 0.05
    /// How many times the main group's spread, and a fork's own range, the gap must reach.
    package static let factor = 6.0
    /// The fewest forks that can show two modes.
    package static let minimumForks = 8
    /// The fewest forks in the main group.
    package static let minimumMainGroup = 5

    /// The lower level (fewer ns) first.
    package let fast: Level
    /// The higher level.
    package let slow: Level
    /// The smallest fork median of the slow group: a fork at or above it is in the slow mode.
    package let slowFrom: Double

    /// The modes of forks whose figures are `rounds`, one per fork (one without figures, a lost fork, is left
    /// out); nil when the forks form one group, when fewer than `minimumForks` (8) forks gave a figure or one's
    /// median is not above zero, or when the main group has fewer than `minimumMainGroup` (5).
    package init?(rounds: [RoundFigures]) {
        let forks = rounds.filter { $0.count > 0 }
        let medians = forks.compactMap(\.median).filter { $0 > 0 }.sorted()
        guard medians.count >= Self.minimumForks, medians.count == forks.count else { return nil }
        let logs: [Double] = medians.map { log($0) }
        let gaps: [Double] = (1..<logs.count).map { logs[$0] - logs[$0 - 1] }
        guard let largest = gaps.indices.max(by: { gaps[$0] < gaps[$1] }) else { return nil }
        let split = largest + 1
        let gap = gaps[largest]
        let lower = Array(logs[0..<split]), upper = Array(logs[split..<logs.count])
        let main = lower.count >= upper.count ? lower : upper
        guard main.count >= Self.minimumMainGroup else { return nil }
        let ownRanges = forks.filter { $0.count >= 2 }.compactMap { fork -> Double? in
            guard let low = fork.lowest, let high = fork.highest, low > 0 else { return nil }
            return log(high / low)
        }
        let within = Sample(ownRanges).median ?? 0
        guard gap > log(1 + Self.floor), gap > Self.factor * Self.spread(main), gap > Self.factor * within else { return nil }
        fast = Level(median: Self.median(Array(medians[0..<split])), forks: split)
        slow = Level(median: Self.median(Array(medians[split..<medians.count])), forks: medians.count - split)
        slowFrom = medians[split]
    }

    /// A group's spread: the larger of its robust spread (1.4826 times the median absolute deviation) and half its
    /// standard deviation.
    static func spread(_ values: [Double]) -> Double {
        let centre = median(values)
        let robust = 1.4826 * median(values.map { abs($0 - centre) })
        return max(robust, (Sample(values).standardDeviation ?? 0) / 2)
    }

    /// How far the slow level lies above the fast one, as a share of the fast one.
    package var separation: Double { slow.median / fast.median - 1 }

    private static func median(_ values: [Double]) -> Double {
        Sample(values).median ?? 0
    }
}
