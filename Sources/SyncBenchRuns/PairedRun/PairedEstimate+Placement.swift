import SyncBenchCore
import SyncBenchResults
import Platform

extension PairedEstimate {
    /// The fewest pairs a placement's group takes, whatever the share.
    static let fewestPairsAPlacement = 20

    /// The ratio of the pairs of each of two placements, nearest first, when the CPU round trips read after the
    /// pairs' halves (`roundTrips`, both of a pair's or nil, one entry per log ratio) fall into two groups by
    /// `PlacementGap`, with at least a tenth of the readings and twice `fewestPairsAPlacement` readings (two a pair)
    /// on each side. A pair belongs to a placement when both its halves do; one whose halves fell on either side
    /// (the host moved the CPUs between them) belongs to neither. Empty when the CPUs stayed at one distance, when
    /// the round trip was not read (unpinned workers, one thread), or when a group has fewer than
    /// `fewestPairsAPlacement` pairs or no bounded interval. Each group's ratio and interval are the Hodges-Lehmann
    /// ones at `alpha`.
    ///
    /// On a VM the round trips of a 2-thread run can fall into a near and a far group, with a ratio of its own at
    /// each (docs/versus.md, "What moves a contended ratio"): one ratio for the run is a mixture that the next run
    /// does not repeat, while each placement's is a figure of its own.
    static func byPlacement(_ logRatios: [Double], roundTrips: [[Double]?], alpha: Double) -> [Placement] {
        let readings = roundTrips.compactMap { $0 }.flatMap { $0 }
        guard let boundary = PlacementGap.boundary(readings, fewest: max(2 * fewestPairsAPlacement, readings.count / 10)) else {
            return []
        }
        let placed = zip(logRatios, roundTrips).compactMap { ratio, trips -> (logRatio: Double, trips: [Double], side: PlacementGap.Side)? in
            guard let trips, let side = PlacementGap.side(of: trips, boundary: boundary) else { return nil }
            return (ratio, trips, side)
        }
        let placements = PlacementGap.Side.allCases.compactMap { side -> Placement? in
            let group = placed.filter { $0.side == side }
            let trips = group.flatMap(\.trips)
            guard group.count >= fewestPairsAPlacement, let least = trips.min(), let most = trips.max(),
                  let interval = HodgesLehmann(group.map(\.logRatio), alpha: alpha), interval.isBounded
            else { return nil }
            return Placement(
                roundTrip: least...most, pairs: group.count, ratio: exp(interval.estimate), lower: exp(interval.lower),
                upper: exp(interval.upper)
            )
        }
        return placements.count == 2 ? placements : []
    }
}
