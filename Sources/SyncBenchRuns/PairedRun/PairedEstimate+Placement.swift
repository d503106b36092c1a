import SyncBenchCore
import SyncBenchResults
import Platform

extension PairedEstimate {
    /// The ratio of the pairs of each of two placements, nearest first, when the CPU round trips read after the
    /// pairs' halves (`roundTrips`, both of a pair's or nil, one entry per log ratio) part into two by
    /// `PlacementGap.sides(ofPairs:)`. Empty when the CPUs stayed at one distance, when the round trip was not read
    /// (unpinned workers, one thread), or when a group has fewer than `PlacementGap.fewestPairs` pairs or no bounded
    /// interval. Each group's ratio and interval are the Hodges-Lehmann ones at `alpha`.
    ///
    /// On a VM the round trips of a 2-thread run can fall into a near and a far group, with a ratio of its own at
    /// each (docs/versus.md, "What moves a contended ratio"): one ratio for the run is a mixture that the next run
    /// does not repeat, while each placement's is a figure of its own.
    static func byPlacement(_ logRatios: [Double], roundTrips: [[Double]?], alpha: Double) -> [Placement] {
        guard let parted = PlacementGap.sides(ofPairs: roundTrips) else { return [] }
        let placements = PlacementGap.Side.allCases.compactMap { side -> Placement? in
            let group = zip(zip(logRatios, roundTrips), parted.sides).filter { $1 == side }.map(\.0)
            let trips = group.compactMap(\.1).flatMap { $0 }
            guard group.count >= PlacementGap.fewestPairs, let least = trips.min(), let most = trips.max(),
                  let interval = HodgesLehmann(group.map(\.0), alpha: alpha), interval.isBounded
            else { return nil }
            return Placement(
                roundTrip: least...most, pairs: group.count, ratio: exp(interval.estimate), lower: exp(interval.lower),
                upper: exp(interval.upper)
            )
        }
        return placements.count == 2 ? placements : []
    }
}
