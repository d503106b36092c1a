import SyncBenchCore

extension ResultsFile {
    /// The fewest readings each side of a run's placement boundary takes, whatever the share.
    static let fewestPlacementReadings = 4
    /// The least share of a run's readings each side takes: a placement the host gave fewer is a blip.
    static let leastPlacementShare = 0.02

    /// The round trip from which a round of `threads` workers counts as far: the boundary `PlacementGap` finds in
    /// the placement readings of every case of the file at that thread count, with at least
    /// `leastPlacementShare` of them and `fewestPlacementReadings` on each side; nil when they do not fall into two
    /// groups.
    ///
    /// A run's far placement can be rare and still real: on the development VM (AMD EPYC family 26 model 2,
    /// 2026-11-28 19:44-19:55 UTC) 71 of a default run's 1,800 readings at 2 threads read 350-445 ns and the rest
    /// 50-130 ns, with none between, so the tenth `bench versus` asks of each side of its pairs would hide it.
    ///
    /// One boundary for the whole run, not one a case: where the host put the workers is a fact of the moment, not
    /// of the lock, and the lock's figures must be compared within one placement across cases.
    package func placementBoundary(threads: Int) -> Double? {
        let readings = placementReadings(threads: threads)
        let share = Int((Double(readings.count) * Self.leastPlacementShare).rounded(.up))
        return PlacementGap.boundary(readings, fewest: max(Self.fewestPlacementReadings, share))
    }

    /// Every placement reading of the file's cases at `threads`, ns, in the file's order.
    package func placementReadings(threads: Int) -> [Double] {
        results.filter { $0.threads == threads }.flatMap { $0.placementRoundTrips.flatMap { $0 } }
    }

    /// The median of `placementReadings(threads:)`; nil when none was read.
    package func placementRoundTrip(threads: Int) -> Double? {
        Sample(placementReadings(threads: threads)).median
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
