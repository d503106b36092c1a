import SyncBenchCore
import Platform

/// One case's pairs as a paired run gathers them, and the looks taken at them.
package struct PairedTrack: Sendable, Equatable {
    /// One pair: a fork of each side measuring the case back to back (or at the same moment).
    package struct Pair: Sendable, Equatable {
        /// The baseline fork's median, ns per op.
        package var baseline: Double
        /// The current fork's median, ns per op.
        package var current: Double
        /// Whether the current side measured first (for a pair measured side by side, whichever was sent first).
        package var currentFirst: Bool
        /// The cache-line round trips between the workers' CPUs read after each half, ns (`PairDetails.roundTrips`);
        /// nil when either half read none (one thread, unpinned workers).
        package var roundTrips: [Double]?

        /// Makes a pair.
        package init(baseline: Double, current: Double, currentFirst: Bool, roundTrips: [Double]? = nil) {
            self.baseline = baseline
            self.current = current
            self.currentFirst = currentFirst
            self.roundTrips = roundTrips
        }

        /// The pair's log ratio, current over baseline: above 0 is slower.
        package var logRatio: Double { log(current / baseline) }
    }

    /// The pairs so far, in order.
    package private(set) var pairs: [Pair] = []
    /// Every look taken, in order.
    package private(set) var looks: [PairedLook] = []

    /// An empty track.
    package init() {}

    /// The last look taken, if any.
    package var lastLook: PairedLook? { looks.last }

    /// Adds a pair; a pair whose figures are not both positive is a programming error (a fork without a figure
    /// gives no pair).
    package mutating func add(_ pair: Pair) {
        precondition(pair.baseline > 0 && pair.current > 0, "a pair of positive figures")
        pairs.append(pair)
    }

    /// Each side's figure at `look`: the median of the halves of the pairs it tested (the fork medians of that
    /// side); nil for a side without pairs.
    package func medians(at look: PairedLook) -> (baseline: Double?, current: Double?) {
        let tested = self.tested(at: look)
        return (Sample(tested.map(\.baseline)).median, Sample(tested.map(\.current)).median)
    }

    /// The pairs `look` tested: those it saw, or of them those of the placement its figures are (`PairedLook.placement`).
    package func tested(at look: PairedLook) -> [Pair] {
        let seen = pairs.prefix(look.seen)
        guard let placement = look.placement else { return Array(seen) }
        return seen.filter { $0.roundTrips.flatMap { PlacementGap.side(of: $0, boundary: placement.boundary) } == placement.side }
    }

    /// Whether the last look decided the case: no more pairs are needed.
    package var isDecided: Bool { lastLook.map { $0.state != .open } ?? false }

    /// Whether the case wants more pairs under `policy`.
    package func wantsPairs(_ policy: PairedPolicy) -> Bool {
        !isDecided && pairs.count < policy.maximumPairs
    }

    /// Takes a look when one is due under `policy` (`final` for the end of the budget, which is always a look
    /// unless one was just taken), with `cases` cases sharing alpha.
    /// - Returns: the look, or nil when none was due or there are no pairs.
    @discardableResult
    package mutating func look(_ policy: PairedPolicy, cases: Int, final: Bool = false) -> PairedLook? {
        guard !isDecided, !pairs.isEmpty, lastLook?.seen != pairs.count else { return nil }
        guard final || policy.isLook(atPairs: pairs.count) else { return nil }
        guard let look = PairedLook(placing: pairs, policy: policy, cases: cases) else { return nil }
        looks.append(look)
        return look
    }

    /// The look a change of the case would be called on, and the case's p-value over its looks: among the
    /// looks whose estimate lay beyond the threshold, the first with the smallest p, and that p times the looks
    /// a case can have and the placements its look tested apart (Bonferroni over both, capped at 1). Nil when no look's estimate lay beyond the
    /// threshold, or when the pairs were decided unchanged: no change can then be called.
    ///
    /// Taking the smallest p over some of the looks stays valid however the looks are chosen: when nothing
    /// changed, the chance that any of the `lookCount` looks has p <= a / lookCount is at most a. Keeping the
    /// look with its p is what makes a call's direction and figures those of the look that decided it, never
    /// those of a look whose estimate pointed the other way.
    package func decidingLook(_ policy: PairedPolicy) -> (look: PairedLook, pValue: Double)? {
        guard lastLook?.state != .unchanged else { return nil }
        var best: (look: PairedLook, pValue: Double)?
        for look in looks where abs(look.interval.estimate) > policy.logThreshold {
            let pValue = min(1, (look.test?.pValue ?? 1) * Double(policy.lookCount * look.classesTested))
            if best.map({ pValue < $0.pValue }) ?? true { best = (look, pValue) }
        }
        return best
    }
}
