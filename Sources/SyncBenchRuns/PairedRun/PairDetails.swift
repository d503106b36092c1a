import SyncBenchCore
import SyncBenchResults

/// Where and when one pair of a paired run was measured: what a lopsided run is explained from (`pairs.csv`).
package struct PairDetails: Sendable, Equatable {
    /// One side's half of the pair.
    package struct Half: Sendable, Equatable {
        /// When the parent asked the side's fork for it, by the monotonic clock, in ns.
        package var askedAt: UInt64
        /// When the fork's measurement reached the parent, in ns.
        package var receivedAt: UInt64
        /// The host probe around it (`HostProbe`), ns, when the fork took one.
        package var probe: Double?
        /// Where its lock's state and its worker's stack landed (`LayoutFacts`), when recorded.
        package var layout: LayoutFacts?
        /// The round trip of a cache line between its first two workers' CPUs just after it (`CPURoundTrip`),
        /// ns, when the fork read one: how far apart the host had placed them.
        package var roundTrip: Double?
        /// The workers that could not be pinned to the CPUs the pair gave them (`RunMeasurement.unpinnedWorkers`).
        package var unpinnedWorkers: [Int]

        /// Makes a half.
        package init(
            askedAt: UInt64, receivedAt: UInt64, probe: Double?, layout: LayoutFacts?, roundTrip: Double? = nil, unpinnedWorkers: [Int] = []
        ) {
            self.askedAt = askedAt
            self.receivedAt = receivedAt
            self.probe = probe
            self.layout = layout
            self.roundTrip = roundTrip
            self.unpinnedWorkers = unpinnedWorkers
        }
    }

    /// The pair round, from 1.
    package var round: Int
    /// The pair's place among the round's pairs, from 1.
    package var position: Int
    /// How far the CPUs were turned for it (`PairedDraws`).
    package var turn: Int
    /// The placement both sides' forks measured under in its round (`LayoutDraw`).
    package var draw: LayoutDraw?
    /// Each side's half, by side.
    package var halves: [PairedRunner.SideRole: Half]

    /// Its halves' CPU round trips (`Half.roundTrip`), when it has two halves and both read one.
    package var roundTrips: [Double]? {
        let readings = halves.values.compactMap(\.roundTrip)
        return halves.count == 2 && readings.count == 2 ? readings.sorted() : nil
    }

    /// Makes the details of a pair.
    package init(round: Int, position: Int, turn: Int, draw: LayoutDraw?, halves: [PairedRunner.SideRole: Half] = [:]) {
        self.round = round
        self.position = position
        self.turn = turn
        self.draw = draw
        self.halves = halves
    }
}
