import SyncBenchCore
import SyncBenchResults
import Platform

extension PairedEstimate {
    /// The fewest pairs a placement's group takes, whatever the share.
    static let fewestPairsAPlacement = 20
    /// The least factor between the round trips either side of a gap for the gap to part two placements.
    static let placementGap = 1.5

    /// The ratio of the pairs of each of two placements, nearest first, when the CPU round trips read after the
    /// pairs' halves (`roundTrips`, both of a pair's or nil, one entry per log ratio) fall into two groups: sorted,
    /// the widest step between neighbours, with at least a tenth of the readings and twice `fewestPairsAPlacement`
    /// readings (two a pair) on each side, is a factor of `placementGap` or more. A pair belongs to a placement
    /// when both its halves do; one whose halves fell on either side (the host moved the CPUs between them)
    /// belongs to neither. Empty when the CPUs stayed at one distance, when the round trip was not read (unpinned
    /// workers, one thread), or when a group has fewer than `fewestPairsAPlacement` pairs or no bounded interval.
    /// Each group's ratio and interval are the Hodges-Lehmann ones at `alpha`.
    ///
    /// On a VM the round trips of a 2-thread run can fall into a near and a far group, with a ratio of its own at
    /// each (docs/versus.md, "What moves a contended ratio"): one ratio for the run is a mixture that the next run
    /// does not repeat, while each placement's is a figure of its own.
    static func byPlacement(_ logRatios: [Double], roundTrips: [[Double]?], alpha: Double) -> [Placement] {
        let readings = roundTrips.compactMap { $0 }.flatMap { $0 }.sorted()
        let fewest = max(2 * fewestPairsAPlacement, readings.count / 10)
        guard readings.count >= 2 * fewest else { return [] }
        let cuts = fewest...(readings.count - fewest)
        guard let cut = cuts.max(by: { readings[$0] / readings[$0 - 1] < readings[$1] / readings[$1 - 1] }),
              readings[cut] >= placementGap * readings[cut - 1]
        else { return [] }
        let boundary = readings[cut]
        let placed = zip(logRatios, roundTrips).compactMap { ratio, trips -> (logRatio: Double, trips: [Double], far: Bool)? in
            guard let trips, !trips.isEmpty, trips.allSatisfy({ $0 >= boundary }) || trips.allSatisfy({ $0 < boundary }) else { return nil }
            return (ratio, trips, trips[0] >= boundary)
        }
        let placements = [false, true].compactMap { far -> Placement? in
            let group = placed.filter { $0.far == far }
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
