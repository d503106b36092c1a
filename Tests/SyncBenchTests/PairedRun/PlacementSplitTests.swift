import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Testing

/// A paired estimate parted by where the host placed the workers' CPUs, on fixed pairs.
@Suite("An estimate's pairs are parted by the CPUs' round trip only where it falls into two groups apart")
struct PlacementSplitTests {
    /// `count` log ratios about `ratio`, spread a little, each with both halves' round trips from `low` to `high` ns.
    static func pairs(_ count: Int, ratio: Double, low: Double, high: Double) -> [(Double, [Double]?)] {
        (0..<count).map { index in
            let step = Double(index % 7) - 3
            let trip = { (k: Int) in low + (high - low) * Double((k * 13) % count) / Double(max(1, count - 1)) }
            return (log(ratio) + 0.01 * step, [trip(index), trip(index + 1)])
        }
    }

    static func split(_ pairs: [(Double, [Double]?)]) -> [PairedEstimate.Placement] {
        PairedEstimate.byPlacement(pairs.map(\.0), roundTrips: pairs.map(\.1), alpha: 0.05)
    }

    @Test("Near and far pairs give a ratio each, nearest first, with their round trips' ranges")
    func twoPlacements() throws {
        let placements = Self.split(Self.pairs(60, ratio: 2.4, low: 300, high: 440) + Self.pairs(80, ratio: 0.94, low: 52, high: 148))
        try #require(placements.count == 2)
        #expect(placements[0].roundTrip == 52...148 && placements[0].pairs == 80 && abs(placements[0].ratio - 0.94) < 0.005)
        #expect(placements[1].roundTrip == 300...440 && placements[1].pairs == 60 && abs(placements[1].ratio - 2.4) < 0.02)
        #expect(placements.allSatisfy { $0.lower < $0.ratio && $0.ratio < $0.upper })
    }

    @Test("A pair whose halves fell on either side of the gap belongs to neither placement")
    func straddlingPairs() throws {
        let straddling: [(Double, [Double]?)] = (0..<10).map { _ in (log(1.5), [90, 350]) }
        let placements = Self.split(Self.pairs(60, ratio: 2.4, low: 300, high: 440) + straddling + Self.pairs(80, ratio: 0.94, low: 52, high: 148))
        try #require(placements.count == 2)
        #expect(placements.map(\.pairs) == [80, 60])
    }

    @Test("No parting: round trips at one distance, a far group too small, too small a gap, or none read")
    func noPlacements() {
        #expect(Self.split(Self.pairs(140, ratio: 1.2, low: 60, high: 160)).isEmpty, "one group")
        #expect(Self.split(Self.pairs(130, ratio: 0.94, low: 52, high: 148) + Self.pairs(10, ratio: 2.4, low: 300, high: 440)).isEmpty,
                "ten far pairs are fewer than twenty and a tenth")
        #expect(Self.split(Self.pairs(70, ratio: 0.94, low: 100, high: 140) + Self.pairs(70, ratio: 2.4, low: 180, high: 220)).isEmpty,
                "180 over 140 is under the factor of 1.5")
        #expect(Self.split(Self.pairs(140, ratio: 1, low: 60, high: 400).map { ($0.0, nil) }).isEmpty, "unpinned: no round trips")
    }

    @Test("A pair's round trips are its two halves', only when both read one")
    func pairRoundTrips() {
        let half = { (trip: Double?) in PairDetails.Half(askedAt: 0, receivedAt: 1, probe: nil, layout: nil, roundTrip: trip) }
        #expect(PairDetails(round: 1, position: 1, turn: 0, draw: nil, halves: [.baseline: half(300), .current: half(100)]).roundTrips == [100, 300])
        #expect(PairDetails(round: 1, position: 1, turn: 0, draw: nil, halves: [.baseline: half(100), .current: half(nil)]).roundTrips == nil)
        #expect(PairDetails(round: 1, position: 1, turn: 0, draw: nil, halves: [.baseline: half(100)]).roundTrips == nil)
    }
}
