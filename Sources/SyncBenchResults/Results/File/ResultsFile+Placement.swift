import SyncBenchCore

extension ResultsFile {
    /// The fewest readings each side of a run's placement boundary takes, whatever the share.
    static let fewestPlacementReadings = 4

    /// The round trip from which a round of `threads` workers counts as far: the boundary `PlacementGap` finds in
    /// the placement readings of every case of the file at that thread count, with at least a tenth of them and
    /// `fewestPlacementReadings` on each side; nil when they do not fall into two groups.
    ///
    /// One boundary for the whole run, not one a case: where the host put the workers is a fact of the moment, not
    /// of the lock, and the lock's figures must be compared within one placement across cases.
    package func placementBoundary(threads: Int) -> Double? {
        let readings = results.filter { $0.threads == threads }.flatMap { $0.placementRoundTrips.flatMap { $0 } }
        return PlacementGap.boundary(readings, fewest: max(Self.fewestPlacementReadings, readings.count / 10))
    }

    /// Sorts every round that read its placement to the near or the far side of its thread count's boundary
    /// (`placementBoundary(threads:)`). Run after every case, as every case moves the boundary, and on reading a file.
    package mutating func recordPlacements() {
        var boundaries: [Int: Double?] = [:]
        for index in results.indices {
            let threads = results[index].threads
            if boundaries[threads] == nil { boundaries[threads] = placementBoundary(threads: threads) }
            let trips = results[index].placementRoundTrips
            results[index].placementSides = boundaries[threads].flatMap { $0 }.map { boundary in
                trips.map { PlacementGap.side(of: $0, boundary: boundary) }
            } ?? []
        }
    }
}
