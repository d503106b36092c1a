import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
import Testing

/// A paired look by placement: which pairs it tests when their CPU round trips part into near and far, on fixed
/// pairs, and the family-wise level kept under sign flips when they do.
@Suite("Paired looks by placement: the dominant placement decides, two large ones are tested apart, the level holds")
struct PairedPlacementLookTests {
    static let policy = PairedPolicy()

    /// `count` pairs at `ratio` (current over baseline), spread evenly about it by up to ±`spread`, each with round
    /// trips `trips` read after its halves.
    static func pairs(_ count: Int, ratio: Double, spread: Double = 0.01, trips: [Double]?) -> [PairedTrack.Pair] {
        (0..<count).map { index in
            let offset = spread * (Double(index) / Double(max(1, count - 1)) * 2 - 1)
            return PairedTrack.Pair(baseline: 10, current: 10 * ratio * exp(offset), currentFirst: index % 2 == 0, roundTrips: trips)
        }
    }

    @Test("Pairs at one distance, or without round trips, are all tested, as a look without placement tests them")
    func onePlacement() throws {
        for trips in [nil, [80.0, 90.0]] {
            let pairs = Self.pairs(60, ratio: 1.05, trips: trips)
            let look = try #require(PairedLook(placing: pairs, policy: Self.policy, cases: 13))
            let plain = try #require(PairedLook(
                logRatios: pairs.map(\.logRatio), alpha: Self.policy.lookAlpha(cases: 13), equivalenceAlpha: Self.policy.equivalenceLookAlpha,
                logThreshold: Self.policy.logThreshold, logMargin: Self.policy.logMargin
            ))
            #expect(look == plain && look.placement == nil && look.seen == 60 && look.classesTested == 1)
        }
    }

    @Test("A placement with under a third of the placed pairs is left out: the other decides alone, and its ratio is shown")
    func dominantDecides() throws {
        // 60 near pairs 5% slower, 25 far ones 30% faster, 3 whose halves read either side of the boundary.
        let pairs = Self.pairs(60, ratio: 1.05, trips: [80, 90]) + Self.pairs(25, ratio: 0.7, trips: [400, 420])
            + Self.pairs(3, ratio: 2, trips: [85, 410])
        let look = try #require(PairedLook(placing: pairs, policy: Self.policy, cases: 13))
        let placement = try #require(look.placement)
        #expect(look.pairs == 60 && look.seen == 88 && look.state == .regression && look.classesTested == 1)
        #expect(placement.side == .near && placement.leftOut == 3 && placement.roundTrip == 80...90 && placement.boundary == 400)
        let other = try #require(placement.other)
        #expect(other.side == .far && other.pairs == 25 && !other.tested && other.state == nil)
        #expect(abs(exp(try #require(other.interval).estimate) - 0.7) < 0.01)
        var track = PairedTrack()
        for pair in pairs { track.add(pair) }
        #expect(track.tested(at: look).count == 60 && abs((track.medians(at: look).current ?? 0) - 10.5) < 0.01)
    }

    @Test("Two large placements are tested apart at half the level: a slowdown in either is called, and shown")
    func bothTested() throws {
        let pairs = Self.pairs(50, ratio: 1.0, trips: [80, 90]) + Self.pairs(40, ratio: 1.06, trips: [400, 420])
        let look = try #require(PairedLook(placing: pairs, policy: Self.policy, cases: 13))
        let placement = try #require(look.placement)
        #expect(look.state == .regression && look.classesTested == 2 && placement.side == .far && look.pairs == 40)
        #expect(look.interval.alpha == Self.policy.lookAlpha(cases: 13) / 2)
        let other = try #require(placement.other)
        #expect(other.side == .near && other.tested && other.state == .unchanged && other.pairs == 50)
        var track = PairedTrack()
        for pair in pairs { track.add(pair) }
        track.look(Self.policy, cases: 13, final: true)
        let deciding = try #require(track.decidingLook(Self.policy))
        #expect(deciding.pValue == min(1, try #require(look.test).pValue * Double(Self.policy.lookCount * 2)))
        // Both unchanged: unchanged, shown on the larger placement.
        let still = Self.pairs(50, ratio: 1.0, trips: [80, 90]) + Self.pairs(40, ratio: 1.001, trips: [400, 420])
        let quiet = try #require(PairedLook(placing: still, policy: Self.policy, cases: 13))
        #expect(quiet.state == .unchanged && quiet.placement?.side == .near)
    }

    @Test("The combined state: a slowdown wins, unchanged needs both, an estimate is settled when both are")
    func combinedState() {
        #expect(PairedLook.state(of: [.improvement, .regression], estimating: false) == .regression)
        #expect(PairedLook.state(of: [.unchanged, .improvement], estimating: false) == .improvement)
        #expect(PairedLook.state(of: [.unchanged, .open], estimating: false) == .open)
        #expect(PairedLook.state(of: [.unchanged, .unchanged], estimating: false) == .unchanged)
        #expect(PairedLook.state(of: [.settled, .open], estimating: true) == .open)
        #expect(PairedLook.state(of: [.settled, .settled], estimating: true) == .settled)
    }

    @Test("With nothing changed and the pairs parted into near and far, runs that call anything stay within alpha")
    func familyWiseRateByPlacement() {
        // Three cases, looks at 40 and 70 pairs and a last at 100; each pair near or far by a coin, a few either side,
        // so that the looks test one placement, two apart, or every pair as the draws fall. Threshold and margin zero:
        // every significant look is a call, and no case stops unchanged.
        let policy = PairedPolicy(threshold: 0, margin: 0, alpha: 0.2, looks: [40, 70], maximumPairs: 100)
        let sizes = (0..<3).map { PairedProcedureTests.sizes(100, scale: 0.02, seed: 300 + UInt64($0)) }
        let runs = 250
        var generator = SplitMix64(seed: 11)
        var calling = 0
        for _ in 0..<runs {
            let inputs = sizes.indices.map { index in
                var track = PairedTrack()
                let farShare = Double.random(in: 0.05..<0.95, using: &generator)
                for size in sizes[index] where track.wantsPairs(policy) {
                    let draw = Double.random(in: 0..<1, using: &generator)
                    let trips: [Double] = draw < 0.03 ? [90, 400] : draw < farShare ? [400, 430] : [80, 95]
                    let logRatio = Bool.random(using: &generator) ? size : -size
                    track.add(.init(baseline: 10, current: 10 * exp(logRatio), currentFirst: index % 2 == 0, roundTrips: trips))
                    track.look(policy, cases: sizes.count)
                }
                let decidedEarly = track.isDecided
                track.look(policy, cases: sizes.count, final: true)
                let result = PairedProcedureTests.results[index]
                return PairedComparison.Input(baseline: result, current: result, medians: (10, 10), track: track, decidedEarly: decidedEarly)
            }
            let comparison = PairedComparison.comparison(inputs, policy: policy, cases: sizes.count)
            if comparison.cases.contains(where: { $0.verdict == .regression || $0.verdict == .improvement }) { calling += 1 }
        }
        let standardError = (policy.alpha * (1 - policy.alpha) / Double(runs)).squareRoot()
        #expect(Double(calling) / Double(runs) <= policy.alpha + 3 * standardError, "\(calling) of \(runs) runs called a change")
    }
}
