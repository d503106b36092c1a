#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a case's pairs say in a paired run: the figures behind its verdict in `bench ab`.
public struct PairedEvidence: Sendable, Equatable {
    /// The pairs measured.
    public let pairs: Int
    /// The Hodges-Lehmann estimate of the ratio, current over baseline.
    public let ratio: Double
    /// The interval of the ratio, at `confidence`; 0 and infinity when too few pairs for the level.
    public let lower: Double
    /// The upper end of the interval of the ratio.
    public let upper: Double
    /// The interval's level: each look's, 1 - alpha / (cases x looks).
    public let confidence: Double
    /// The case's p-value over its looks (Bonferroni over the looks), before the cases share alpha.
    public let pValue: Double
    /// `pValue` after Holm's adjustment over the cases: significant when at most the policy's alpha.
    public let adjustedPValue: Double
    /// How the last look's p-value was found; nil when every log ratio was zero.
    public let method: WilcoxonSignedRank.Method?
    /// Whether the case was decided before the budget ended.
    public let decidedEarly: Bool

    /// The evidence of `track`'s last look, with its Holm-adjusted p-value; nil before any look.
    public init?(_ track: PairedTrack, policy: PairedPolicy, adjustedPValue: Double, decidedEarly: Bool) {
        guard let look = track.lastLook else { return nil }
        pairs = look.pairs
        ratio = exp(look.interval.estimate)
        lower = exp(look.interval.lower)
        upper = exp(look.interval.upper)
        confidence = look.interval.confidence
        pValue = track.sequentialPValue(policy)
        self.adjustedPValue = adjustedPValue
        method = look.test?.method
        self.decidedEarly = decidedEarly
    }
}
