#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Two speeds among the forks of one case: the fork medians fall into a fast group and a slow group further apart
/// than the forks within each group, and than a fork's own windows, explain.
///
/// A process can settle into a slow mode that all its windows share (docs/layout.md). The median of the fork
/// medians and its interval then hide the fact under one wide figure; .NET's performance triage and Barrett et
/// al. (OOPSLA 2017) report such processes as what they are instead. This gives the two levels and how many forks
/// landed on each.
///
/// The rule, on the logarithms of the fork medians (so that it reads ratios): the largest gap between two
/// neighbours in sorted order splits the forks in two; it is a mode only if that gap is over `floor`, over `factor`
/// times the forks' robust spread around their own group's median (1.4826 times the median absolute deviation),
/// and over `factor` times the median range of a fork's own windows.
public struct ForkModes: Sendable, Equatable {
    /// One group of forks: the median of their medians and how many they were.
    public struct Level: Sendable, Equatable {
        /// The median of the group's fork medians.
        public var median: Double
        /// Forks in the group.
        public var forks: Int

        /// Makes a level.
        public init(median: Double, forks: Int) {
            self.median = median
            self.forks = forks
        }
    }

    /// The smallest gap that makes two modes, as a share of the lower level: 5%, as `ForkAgreement`'s floor.
    public static let floor = 0.05
    /// How many times the spread within the groups, and within a fork, the gap must reach.
    public static let factor = 4.0

    /// The lower level (fewer ns) first.
    public let fast: Level
    /// The higher level.
    public let slow: Level
    /// The smallest fork median of the slow group: a fork at or above it is in the slow mode.
    public let slowFrom: Double

    /// The modes of forks whose windows are `groups`, one group per fork; nil when the forks form one group, or
    /// when fewer than three forks gave a figure.
    public init?(groups: [[Double]]) {
        let forks = groups.map { Sample($0) }.filter { $0.count > 0 }
        let medians = forks.compactMap(\.median).filter { $0 > 0 }.sorted()
        guard medians.count >= 3, medians.count == forks.count else { return nil }
        let logs: [Double] = medians.map { log($0) }
        let gaps: [Double] = (1..<logs.count).map { logs[$0] - logs[$0 - 1] }
        guard let largest = gaps.indices.max(by: { gaps[$0] < gaps[$1] }) else { return nil }
        let split = largest + 1
        let gap = gaps[largest]
        let lower = Array(logs[0..<split]), upper = Array(logs[split..<logs.count])
        let deviations = Sample(lower.map { abs($0 - Self.median(lower)) } + upper.map { abs($0 - Self.median(upper)) })
        let spread = 1.4826 * (deviations.median ?? 0)
        let ownRanges = forks.filter { $0.count >= 2 }.compactMap { fork -> Double? in
            guard let low = fork.min, let high = fork.max, low > 0 else { return nil }
            return log(high / low)
        }
        let within = Sample(ownRanges).median ?? 0
        guard gap > log(1 + Self.floor), gap > Self.factor * spread, gap > Self.factor * within else { return nil }
        fast = Level(median: Self.median(Array(medians[0..<split])), forks: split)
        slow = Level(median: Self.median(Array(medians[split..<medians.count])), forks: medians.count - split)
        slowFrom = medians[split]
    }

    /// How far the slow level lies above the fast one, as a share of the fast one.
    public var separation: Double { slow.median / fast.median - 1 }

    private static func median(_ values: [Double]) -> Double {
        Sample(values).median ?? 0
    }
}
