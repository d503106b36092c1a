import SyncBenchCore

/// A run's results as its findings read them where the host put the workers' CPUs at two distances: each contended
/// case's figure from its forks at the placement most of the run's forks had (`main`), or at the other (`other`).
///
/// A near figure and a far one are different facts (docs/placement.md): a lock measured near cannot be ranked
/// against one measured far. A case without a fork at a placement is absent from that placement's view.
package struct PlacementView: Sendable {
    /// What the findings read: the side, and how many of the placed forks it had.
    package struct Basis: Sendable, Equatable {
        /// The placement the findings read.
        package var side: PlacementGap.Side
        /// Its forks, over the cases with two placements' thread counts.
        package var forks: Int
        /// Every fork placed on either side.
        package var placedForks: Int

        /// What the findings read, as a sentence for the reader.
        package var note: String {
            "the workers' CPUs sat at two distances over this run (docs/placement.md): every contended figure here is "
                + "its forks' at the \(side.rawValue) placement, which \(forks) of the \(placedForks) placed forks had; a "
                + "lock measured only at the other placement is left out."
        }
    }

    /// The results the findings read: every case, a contended one as its forks at the main placement measured it.
    package let main: [CaseResult]
    /// The same at the other placement; nil when the run's forks fell under one.
    package let other: [CaseResult]?
    /// The main placement; nil when the run's forks fell under one.
    package let basis: Basis?

    /// The view of `results`: their forks' placements (`CaseResult.placementSides`) decide.
    package init(_ results: [CaseResult]) {
        let placed = results.filter { !$0.placementSides.isEmpty }
        let count = { (side: PlacementGap.Side) in placed.map { $0.placementSides.filter { $0 == side }.count }.reduce(0, +) }
        let (near, far) = (count(.near), count(.far))
        guard near > 0, far > 0 else {
            (main, other, basis) = (results, nil, nil)
            return
        }
        let side: PlacementGap.Side = near >= far ? .near : .far
        let otherSide: PlacementGap.Side = side == .near ? .far : .near
        func view(_ side: PlacementGap.Side) -> [CaseResult] {
            results.compactMap { $0.placementSides.isEmpty ? $0 : $0.restricted(to: side) }
        }
        main = view(side)
        other = view(otherSide)
        basis = Basis(side: side, forks: max(near, far), placedForks: near + far)
    }
}

/// A ranking whose leader at one placement of the workers' CPUs is not its leader at the other: where the host put
/// the threads decides which lock wins.
package struct PlacementDecides: Sendable, Equatable {
    /// What was ranked: `contended increment` (the counter loop's throughput) or a kernel and its shape.
    package var ranking: String
    /// The leader among the forks at the near placement.
    package var near: FindingFigure
    /// The leader among the forks at the far placement.
    package var far: FindingFigure

    /// The line: `Placement decides, cache (read95) at 2 threads: NSLock leads with the workers near (32.8 Mops/s),
    /// Mutex with them far (12.3 Mops/s); a median over both would name neither (each side's forks: placement_classes).`
    var line: String {
        "Placement decides, \(ranking) at \(near.threads) threads: \(near.primitive) leads with the workers near "
            + "(\(Finding.megaOps(near))), \(far.primitive) with them far (\(Finding.megaOps(far))); a median over both "
            + "would name neither (each side's forks: placement_classes)."
    }

    /// The leaders of `main` (the findings at the main placement, `mainSide`) that `other`'s differ from.
    static func reversals(main: [Finding], other: [Finding], mainSide: PlacementGap.Side) -> [PlacementDecides] {
        let otherLeaders = Dictionary(other.compactMap(leader).map { ($0.ranking, $0.best) }, uniquingKeysWith: { first, _ in first })
        return main.compactMap(leader).compactMap { ranking, best in
            guard let elsewhere = otherLeaders[ranking], elsewhere.primitive != best.primitive else { return nil }
            let (near, far) = mainSide == .near ? (best, elsewhere) : (elsewhere, best)
            return PlacementDecides(ranking: ranking.name, near: near, far: far)
        }
    }

    /// What a contended ranking ranks, and its leader: the counter loop's throughput or a kernel's, within the CPUs.
    private static func leader(_ finding: Finding) -> (ranking: Ranking, best: FindingFigure)? {
        switch finding {
        case .highestThroughput(let finding) where finding.best.threads > 1 && !finding.oversubscribed:
            (Ranking(name: "contended increment", threads: finding.best.threads), finding.best)
        case .kernelLeader(let finding) where finding.best.threads > 1:
            (Ranking(name: "\(finding.benchmark.rawValue) (\(finding.workload))", threads: finding.best.threads), finding.best)
        default: nil
        }
    }

    /// A ranking's name and thread count.
    private struct Ranking: Hashable {
        var name: String
        var threads: Int
    }
}
