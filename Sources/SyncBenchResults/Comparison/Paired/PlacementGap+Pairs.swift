import SyncBenchCore

extension PlacementGap {
    /// The fewest pairs of a paired run that make a placement's group, whatever its share.
    package static let fewestPairs = 20

    /// Each pair's placement, when the CPU round trips read after its halves (both halves' or nil, one entry a pair)
    /// part into a near and a far group by the gap rule, with at least a tenth of the readings and twice
    /// `fewestPairs` readings (two a pair) on each side: a pair belongs to a placement when both its halves do, and to
    /// none (nil) when they fell on either side (the host moved the CPUs between them) or were not read. Nil when the
    /// readings stayed at one distance, or were too few to part.
    package static func sides(ofPairs roundTrips: [[Double]?]) -> (boundary: Double, sides: [Side?])? {
        let readings = roundTrips.compactMap { $0 }.flatMap { $0 }
        guard let boundary = boundary(readings, fewest: max(2 * fewestPairs, readings.count / 10)) else { return nil }
        return (boundary, roundTrips.map { $0.flatMap { side(of: $0, boundary: boundary) } })
    }
}
