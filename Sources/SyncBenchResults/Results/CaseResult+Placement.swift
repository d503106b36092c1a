import SyncBenchCore

extension CaseResult {
    /// The figure of a case's forks on one side of the run's placement boundary.
    package struct PlacementFigures: Sendable, Equatable {
        /// Near or far.
        package var side: PlacementGap.Side
        /// The forks on this side.
        package var forks: Int
        /// The least and the most of their round trips, ns.
        package var roundTrip: ClosedRange<Double>
        /// The median of their fork medians, ns per operation.
        package var median: Double
        /// The interval of that median (`MedianInterval` at 95%, which five forks cannot reach: theirs is the widest,
        /// 93.75%); nil for fewer than `fewestForksForInterval` forks, whose widest covers the median 87.5% or less.
        package var interval: MedianInterval?

        /// The fewest forks a side's interval takes: five forks' widest interval, lowest to highest, covers the median
        /// 93.75% of the time; four forks' only 87.5%.
        package static let fewestForksForInterval = 5
    }

    /// Each side's figures, near first, when the case has forks on both sides of the run's placement boundary;
    /// empty otherwise: with one side, the case's own figure is that side's.
    package var placementFigures: [PlacementFigures] {
        let figures = PlacementGap.Side.allCases.compactMap(placementFigures(on:))
        return figures.count == 2 ? figures : []
    }

    /// The figures of the forks on `side`; nil when none is.
    package func placementFigures(on side: PlacementGap.Side) -> PlacementFigures? {
        let indices = roundIndices(on: side)
        let medians = indices.compactMap { rounds[$0].median }
        let trips = indices.flatMap { placementRoundTrips[$0] }
        guard let median = Sample(medians).median, let least = trips.min(), let most = trips.max() else { return nil }
        return PlacementFigures(
            side: side, forks: medians.count, roundTrip: least...most, median: median,
            interval: medians.count >= PlacementFigures.fewestForksForInterval ? MedianInterval(Sample(medians)) : nil
        )
    }

    /// The side every fork that read its placement fell on, when they all fell on one; nil otherwise.
    package var placementSide: PlacementGap.Side? {
        let sides = Set(placementSides.compactMap { $0 })
        return sides.count == 1 ? sides.first : nil
    }

    /// Whether the case's two speeds (`forkModes`) are its two placements: every fork on one side of the boundary
    /// is in one mode, and every fork on the other in the other. Nil without two modes, or without forks on both
    /// sides. A fork whose placement is unknown (moved while it measured, or unread) is left out.
    package var modesExplainedByPlacement: Bool? {
        guard let modes = forkModes, placementFigures.count == 2 else { return nil }
        var modeBySide: [PlacementGap.Side: Set<Bool>] = [:]
        for (index, side) in placementSides.enumerated() {
            guard let side, index < rounds.count, let median = rounds[index].median else { continue }
            modeBySide[side, default: []].insert(median >= modes.slowFrom)
        }
        guard let near = modeBySide[.near], let far = modeBySide[.far] else { return nil }
        return near.count == 1 && far.count == 1 && near != far
    }

    /// This case as its forks on `side` alone measured it: their windows, rounds and forks; nil when none was on
    /// that side, or the case was not placed. What is read round by round (host readings, layouts) is dropped.
    package func restricted(to side: PlacementGap.Side) -> CaseResult? {
        let indices = roundIndices(on: side)
        guard !indices.isEmpty else { return nil }
        var result = self
        (result.hostProbes, result.hostProbeTimes, result.forksInHostEpisodes) = ([], [], [])
        (result.layouts, result.placements) = ([], [])
        result.placementRoundTrips = indices.map { placementRoundTrips[$0] }
        result.placementSides = indices.map { _ in side }
        result.restrictRounds(to: indices)
        return result
    }

    /// The rounds on `side` that measured something, in order.
    private func roundIndices(on side: PlacementGap.Side) -> [Int] {
        guard placementSides.count == rounds.count, placementRoundTrips.count == rounds.count else { return [] }
        return rounds.indices.filter { placementSides[$0] == side && rounds[$0].count > 0 }
    }
}
