import SyncBenchCore
import Platform

/// What a case's pairs say in a paired run: the figures behind its verdict in `bench ab`, all from one look:
/// for a case called a regression or an improvement, the look that decided it; for any other, the last. The
/// interval is the one the verdict rests on (`PairedComparison.caseComparison`).
package struct PairedEvidence: Sendable, Equatable {
    /// The pairs the look tested: all it saw, or its placement's (`placement`).
    package let pairs: Int
    /// Which placement's pairs the look tested, when the pairs' CPU round trips parted into two; nil when it tested
    /// every pair it saw.
    package let placement: PairedLook.Placement?
    /// The pairs the look saw.
    package let seen: Int
    /// The Hodges-Lehmann estimate of the ratio, current over baseline.
    package let ratio: Double
    /// The interval of the ratio, at `confidence`; 0 and infinity when too few pairs for the level.
    package let lower: Double
    /// The upper end of the interval of the ratio.
    package let upper: Double
    /// The interval's actual coverage (`HodgesLehmann.confidence`), at least its level: for a change, each
    /// look's, 1 - alpha / (cases x looks), and Holm's adjustment can call a case at a less strict level than
    /// this, so a called case's interval may touch 1; for no change, the equivalence interval's, 1 - 2 x
    /// equivalence alpha / looks.
    package let confidence: Double
    /// The case's p-value over its looks (`PairedTrack.decidingLook`), before the cases share alpha.
    package let pValue: Double
    /// `pValue` after Holm's adjustment over the cases: significant when at most the policy's alpha.
    package let adjustedPValue: Double
    /// How the look's p-value was found; nil when every log ratio was zero.
    package let method: WilcoxonSignedRank.Method?
    /// Whether the case was decided before the budget ended.
    package let decidedEarly: Bool
    /// Every look the case had, in order: the one shown among them.
    package let history: [PairedLook]
    /// The median ratio of the look's pairs in which the current side went first; nil when none did. Far from
    /// `ratioBaselineFirst`, it says that going first or second matters.
    package let ratioCurrentFirst: Double?
    /// The median ratio of the look's pairs in which the baseline went first; nil when none did.
    package let ratioBaselineFirst: Double?
    /// The threshold and margin the case was judged by: a one-thread case's own, or those of cases of more threads.
    package let limits: PairedPolicy.Limits

    /// The evidence of `look` with `interval` (its change's or its equivalence interval), the case's p-value over
    /// its looks and that p-value after Holm's adjustment, among the case's looks `history`; `pairs` are the
    /// pairs the look tested (`PairedTrack.tested(at:)`), and `limits` those the case was judged by.
    package init(
        _ look: PairedLook, interval: HodgesLehmann, pValue: Double, adjustedPValue: Double, decidedEarly: Bool,
        history: [PairedLook], pairs tested: [PairedTrack.Pair], limits: PairedPolicy.Limits
    ) {
        self.limits = limits
        pairs = look.pairs
        placement = look.placement
        seen = look.seen
        ratio = exp(interval.estimate)
        lower = exp(interval.lower)
        upper = exp(interval.upper)
        confidence = interval.confidence
        self.pValue = pValue
        self.adjustedPValue = adjustedPValue
        method = look.test?.method
        self.decidedEarly = decidedEarly
        self.history = history
        let ratio = { (pairs: [PairedTrack.Pair]) in Sample(pairs.map(\.logRatio)).median.map { exp($0) } }
        ratioCurrentFirst = ratio(tested.filter(\.currentFirst))
        ratioBaselineFirst = ratio(tested.filter { !$0.currentFirst })
    }
}
