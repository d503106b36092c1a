import SyncBenchCore
import Platform

extension PairedLook {
    /// The placement whose pairs a look tested, when the CPU round trips read after the pairs' halves parted into a
    /// near and a far group (`PlacementGap.sides(ofPairs:)`).
    package struct Placement: Sendable, Equatable {
        /// The other placement at the same look.
        package struct Other: Sendable, Equatable {
            /// Near or far.
            package let side: PlacementGap.Side
            /// Its pairs.
            package let pairs: Int
            /// Whether the look tested it too, apart, each placement at half the look's level; false when it held too
            /// few pairs and was left out of the verdict.
            package let tested: Bool
            /// Its ratio's estimate and interval, at its share of the look's level when tested, else at the look's;
            /// nil when too few pairs bound it.
            package let interval: HodgesLehmann?
            /// What its pairs decided when tested; nil when left out.
            package let state: State?
        }

        /// Near or far: the placement whose figures the look shows.
        package let side: PlacementGap.Side
        /// The least far reading, ns: a pair is far when both its halves read at least this.
        package let boundary: Double
        /// The round trips of the pairs shown, least to most, ns.
        package let roundTrip: ClosedRange<Double>
        /// The pairs in neither placement, left out of every test: their halves fell on either side of the boundary
        /// (the host moved the CPUs between them) or were not read.
        package let leftOut: Int
        /// The other placement, when it had pairs.
        package let other: Other?
    }

    /// The share of the placed pairs that a placement must hold, beside `PlacementGap.fewestPairs`, to be tested
    /// apart; a smaller one is left out and the other placement alone decides.
    static let testedShare = 1.0 / 3.0

    /// A look at `pairs` under `policy` with `cases` cases sharing alpha, by placement: when the pairs' CPU round
    /// trips part into a near and a far placement, a pair whose halves fell either side is left out, and
    /// - the placement holding the most pairs decides alone when the other holds fewer than
    ///   `PlacementGap.fewestPairs` or less than `testedShare` of the placed pairs (its ratio is shown beside);
    /// - otherwise each is tested apart at half the look's level (Bonferroni): a change is called when either shows
    ///   one (a slowdown wins over a speed-up), no change when both show none, and an estimate is settled when both
    ///   are. The look shows the placement that decided a change, else the one nearer to calling one, else the larger.
    ///
    /// A contended ratio can differ by placement, and one over a mixture of them is a figure of neither
    /// (docs/placement.md). Which pairs are tested follows from the round trips alone, never from the ratios, so
    /// when nothing changed their signs stay those of the null and each test keeps its level. Without two placements
    /// (one distance, one thread, unpinned workers) the look tests every pair. Nil without pairs.
    package init?(placing pairs: [PairedTrack.Pair], policy: PairedPolicy, cases: Int) {
        let alpha = policy.lookAlpha(cases: cases)
        func look(_ group: [PairedTrack.Pair], alpha: Double) -> PairedLook? {
            PairedLook(
                logRatios: group.map(\.logRatio), alpha: alpha, equivalenceAlpha: policy.equivalenceLookAlpha,
                logThreshold: policy.logThreshold, logMargin: policy.logMargin, precision: policy.precision
            )
        }
        guard let parted = PlacementGap.sides(ofPairs: pairs.map(\.roundTrips)) else {
            guard let all = look(pairs, alpha: alpha) else { return nil }
            self = all
            return
        }
        let sides = PlacementGap.Side.allCases
        let groups = sides.map { side in zip(pairs, parted.sides).filter { $1 == side }.map(\.0) }
        let order = groups[0].count >= groups[1].count ? [0, 1] : [1, 0]
        let placed = groups[0].count + groups[1].count
        let smaller = groups[order[1]].count
        var shown: PairedLook
        var shownGroup = order[0]
        let other: Placement.Other?
        if smaller >= PlacementGap.fewestPairs && Double(smaller) >= Self.testedShare * Double(placed) {
            guard let first = look(groups[order[0]], alpha: alpha / 2), let second = look(groups[order[1]], alpha: alpha / 2) else { return nil }
            let state = Self.state(of: [first.state, second.state], estimating: policy.precision != nil)
            let pick = Self.shown(first, second, state: state, logThreshold: policy.logThreshold)
            let unshown = pick == 0 ? second : first
            (shown, shownGroup) = pick == 0 ? (first, order[0]) : (second, order[1])
            shown.state = state
            other = Placement.Other(
                side: sides[1 - shownGroup], pairs: groups[1 - shownGroup].count, tested: true, interval: unshown.interval,
                state: unshown.state
            )
        } else {
            guard let decided = look(groups[order[0]], alpha: alpha) else { return nil }
            shown = decided
            let left = groups[order[1]]
            let bounded = HodgesLehmann(left.map(\.logRatio), alpha: alpha).flatMap { $0.isBounded ? $0 : nil }
            other = left.isEmpty ? nil : Placement.Other(side: sides[order[1]], pairs: left.count, tested: false, interval: bounded, state: nil)
        }
        let trips = groups[shownGroup].compactMap(\.roundTrips).flatMap { $0 }
        shown.seen = pairs.count
        shown.placement = Placement(
            side: sides[shownGroup], boundary: parted.boundary, roundTrip: (trips.min() ?? 0)...(trips.max() ?? 0),
            leftOut: pairs.count - placed, other: other
        )
        self = shown
    }

    /// What two placements tested apart decide together: a slowdown if either shows one, else a speed-up if either
    /// does, no change when both show none; for an estimate, settled when both are.
    static func state(of states: [State], estimating: Bool) -> State {
        if estimating { return states.allSatisfy { $0 == .settled } ? .settled : .open }
        if states.contains(.regression) { return .regression }
        if states.contains(.improvement) { return .improvement }
        return states.allSatisfy { $0 == .unchanged } ? .unchanged : .open
    }

    /// Which of two placements' looks (0 or 1; the first holds more pairs) shows for `state`: of those that decided
    /// the change called, or else of those whose estimate lies beyond the threshold, the one with the smaller p, whose
    /// p a call rests on (`PairedTrack.decidingLook`); else the first that kept the case open, whose interval says why;
    /// else the first.
    static func shown(_ first: PairedLook, _ second: PairedLook, state: State, logThreshold: Double) -> Int {
        let looks = [first, second].enumerated()
        let change = state == .regression || state == .improvement
        let candidates = looks.filter { change ? $0.element.state == state : abs($0.element.interval.estimate) > logThreshold }
        if let nearest = candidates.min(by: { ($0.element.test?.pValue ?? 1) < ($1.element.test?.pValue ?? 1) }) { return nearest.offset }
        return looks.first { $0.element.state == .open }?.offset ?? 0
    }
}
