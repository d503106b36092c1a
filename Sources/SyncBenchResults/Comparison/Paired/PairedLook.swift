import SyncBenchCore
import Platform

/// One look at a case's pairs: the signed-rank test, the ratio's estimate and interval, and whether the case is
/// decided.
package struct PairedLook: Sendable, Equatable {
    /// Whether a look decides the case.
    package enum State: String, Sendable {
        /// Slower, significantly and by more than the threshold.
        case regression
        /// Faster, significantly and by more than the threshold.
        case improvement
        /// The whole equivalence interval lies within the margin, and the estimate within the threshold.
        case unchanged
        /// An estimate's interval lies within the precision asked (`PairedPolicy.precision`): no test is made.
        case settled
        /// Not yet decided.
        case open
    }

    /// The number of pairs tested: those the look saw, or those of its placement (`placement`).
    package let pairs: Int
    /// The number of pairs the look saw, the first of the case's: `pairs` unless the look tested a placement's.
    package internal(set) var seen: Int
    /// Which pairs the look tested when their CPU round trips parted into a near and a far placement; nil when they
    /// did not, and the look tested every pair it saw.
    package internal(set) var placement: Placement?
    /// The signed-rank test of the log ratios; nil when every log ratio is zero.
    package let test: WilcoxonSignedRank?
    /// The Hodges-Lehmann estimate and interval of the log ratio, at the look's level.
    package let interval: HodgesLehmann
    /// The same estimate with the interval at the equivalence level (`PairedPolicy.equivalenceLookAlpha`), which
    /// must lie within the margin for the case to be unchanged.
    package let equivalence: HodgesLehmann
    /// What the look decides, by `state(_:equivalence:significant:logThreshold:logMargin:)`; with two placements
    /// tested apart, what both decide together (`PairedLook(placing:policy:cases:)`).
    package internal(set) var state: State

    /// How many placements the look tested apart, each at its share of the level: 2 or 1.
    package var classesTested: Int { placement?.other?.tested == true ? 2 : 1 }

    /// Looks at `logRatios` (current over baseline, one per pair) at level `alpha` for a change and
    /// `equivalenceAlpha` for none, against `logThreshold` for a change and `logMargin` for none, or nil without
    /// pairs. With `precision` (a fraction), the look only estimates: it is settled once the interval lies within
    /// that fraction of the estimate.
    package init?(
        logRatios: [Double], alpha: Double, equivalenceAlpha: Double, logThreshold: Double, logMargin: Double,
        precision: Double? = nil
    ) {
        let intervals = HodgesLehmann.atLevels(logRatios, alphas: [alpha, equivalenceAlpha])
        guard intervals.count == 2 else { return nil }
        let (interval, equivalence) = (intervals[0], intervals[1])
        pairs = logRatios.count
        seen = logRatios.count
        let test = WilcoxonSignedRank(logRatios)
        self.test = test
        self.interval = interval
        self.equivalence = equivalence
        if let precision {
            state = Self.isWithin(interval, precision: precision) ? .settled : .open
        } else {
            state = Self.state(
                interval, equivalence: equivalence, significant: (test?.pValue ?? 1) <= alpha, logThreshold: logThreshold,
                logMargin: logMargin
            )
        }
    }

    /// Whether `interval` is bounded and lies within `precision` (a fraction) of its estimate on both sides.
    static func isWithin(_ interval: HodgesLehmann, precision: Double) -> Bool {
        let reach = log(1 + precision)
        return interval.isBounded && interval.estimate - interval.lower <= reach && interval.upper - interval.estimate <= reach
    }

    /// A change is called when the interval excludes no change, the test is `significant` at the look's level,
    /// and the estimate lies beyond the threshold. The interval excludes zero exactly when the test's p is at
    /// most the level, unless a log ratio is zero or two are equal in size (see `HodgesLehmann`): then the two
    /// can part, and a look that decided a change on the interval alone stopped cases that the final test, on the
    /// p-value, then found not significant. No change when the whole `equivalence` interval lies within the
    /// margin and the estimate within the threshold; a change is looked for first, so a significant change
    /// between the threshold and the margin is called, and one not yet significant stays open for more pairs:
    /// otherwise a real slowdown above the threshold, not yet significant at its first look, could be called
    /// unchanged there, its equivalence interval lying within the margin (docs/ab.md, "When a case is decided").
    static func state(
        _ interval: HodgesLehmann, equivalence: HodgesLehmann, significant: Bool, logThreshold: Double, logMargin: Double
    ) -> State {
        if significant && interval.lower > 0 && interval.estimate > logThreshold { return .regression }
        if significant && interval.upper < 0 && interval.estimate < -logThreshold { return .improvement }
        let withinMargin = equivalence.lower > -logMargin && equivalence.upper < logMargin
        if withinMargin && abs(interval.estimate) <= logThreshold { return .unchanged }
        return .open
    }

    /// The smallest slowdown that would be called on `power` of the runs (0.8: four in five), 0.12 for 12%, had
    /// these pairs come with it. A true shift moves the estimate and the interval with it, and the estimate lands
    /// about a standard error from the shift either way; so a shift is called half the time once it reaches the
    /// larger of the interval's lower half-width and the threshold, and on `power` of the time the power's normal
    /// quantile of standard errors beyond that (0.84 for 80%). The standard error is read off the interval: its
    /// lower half-width over the look's critical z. Nil when the interval is unbounded (too few pairs).
    package func detectableSlowdown(logThreshold: Double, power: Double = 0.8) -> Double? {
        guard interval.isBounded else { return nil }
        let halfWidth = interval.estimate - interval.lower
        let standardError = halfWidth / StandardNormal.twoSidedCritical(interval.alpha)
        let beyond = StandardNormal.twoSidedCritical(2 * (1 - power)) * standardError
        return exp(max(halfWidth, logThreshold) + beyond) - 1
    }
}
