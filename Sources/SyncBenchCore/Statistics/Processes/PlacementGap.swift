/// The one rule that parts readings of a cache line's round trip into a near and a far placement of the workers'
/// CPUs, used wherever syncbench tells placements apart: the pairs of `bench versus` and the forks of a run.
///
/// Sorted, the readings' widest step between neighbours (as a ratio), with at least `fewest` readings on each side,
/// parts them when it is a factor of `factor` or more. On a VM the host puts two virtual CPUs on one core's siblings,
/// one cache domain, or two domains; a round trip reads about 70-130 ns for the first two and 330-520 ns across
/// domains on an AMD EPYC family 26 VM (2026-11-28), a step of 2.5 or more, while readings at one placement spread
/// by well under 1.5.
package enum PlacementGap {
    /// The least ratio between the readings either side of the step for the step to part two placements.
    package static let factor = 1.5

    /// The least far reading when `readings` fall into a near and a far group as the rule says; nil when they do not,
    /// or when there are fewer than `2 * fewest` of them.
    package static func boundary(_ readings: [Double], fewest: Int) -> Double? {
        let sorted = readings.filter { $0 > 0 && $0.isFinite }.sorted()
        let fewest = max(1, fewest)
        guard sorted.count >= 2 * fewest else { return nil }
        let cuts = fewest...(sorted.count - fewest)
        guard let cut = cuts.max(by: { sorted[$0] / sorted[$0 - 1] < sorted[$1] / sorted[$1 - 1] }),
              sorted[cut] >= factor * sorted[cut - 1]
        else { return nil }
        return sorted[cut]
    }

    /// Which side of `boundary` the readings of one round (or one pair) fall on: `far` when all are at or above it,
    /// `near` when all are below, nil when they straddle it (the host moved the CPUs meanwhile) or there are none.
    package static func side(of readings: [Double], boundary: Double) -> Side? {
        guard !readings.isEmpty else { return nil }
        if readings.allSatisfy({ $0 >= boundary }) { return .far }
        if readings.allSatisfy({ $0 < boundary }) { return .near }
        return nil
    }

    /// A side of the boundary.
    package enum Side: String, Sendable, CaseIterable {
        /// Below the boundary: the CPUs share a cache domain (or a core).
        case near
        /// At or above it.
        case far
    }
}
