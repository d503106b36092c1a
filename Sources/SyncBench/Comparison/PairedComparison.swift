#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The verdicts of a paired run (`bench ab`), as a `Comparison` that the reports of `bench compare` print.
public enum PairedComparison {
    /// One case of a paired run: each side's result over its forks, and the pairs.
    public struct Input: Sendable {
        /// The baseline's result over its forks.
        public var baseline: CaseResult
        /// The current side's result over its forks.
        public var current: CaseResult
        /// The pairs and the looks taken.
        public var track: PairedTrack
        /// Whether a look decided the case before the budget ended.
        public var decidedEarly: Bool

        /// Makes an input.
        public init(baseline: CaseResult, current: CaseResult, track: PairedTrack, decidedEarly: Bool) {
            self.baseline = baseline
            self.current = current
            self.track = track
            self.decidedEarly = decidedEarly
        }
    }

    /// The comparison of `inputs` under `policy`: each case's verdict from its last look, its p-value adjusted
    /// over the cases by Holm's rule.
    /// - Parameters:
    ///   - onlyInBaseline: cases the current build does not have.
    ///   - onlyInCurrent: cases the baseline build does not have.
    ///   - warnings: what a reader must know before trusting the verdicts.
    public static func comparison(
        _ inputs: [Input], policy: PairedPolicy, onlyInBaseline: [CaseKey] = [], onlyInCurrent: [CaseKey] = [], warnings: [String] = []
    ) -> Comparison {
        let adjusted = Holm.adjusted(inputs.map { $0.track.sequentialPValue(policy) })
        let cases = zip(inputs, adjusted).map { input, adjustedP in
            caseComparison(input, policy: policy, adjustedPValue: adjustedP, cases: inputs.count)
        }
        return Comparison(
            paired: policy, cases: cases, onlyInBaseline: onlyInBaseline, onlyInCurrent: onlyInCurrent, warnings: warnings
        )
    }

    /// One case's comparison: failed when a side failed, else the verdict of its pairs.
    static func caseComparison(_ input: Input, policy: PairedPolicy, adjustedPValue: Double, cases: Int) -> CaseComparison {
        let evidence = PairedEvidence(input.track, policy: policy, adjustedPValue: adjustedPValue, decidedEarly: input.decidedEarly)
        let verdict = Self.verdict(input, evidence: evidence, policy: policy)
        let detectable = verdict.couldCallAChange ? input.track.lastLook?.detectableSlowdown(logThreshold: policy.logThreshold) : nil
        return CaseComparison(
            key: CaseKey(input.current), baselineMedian: input.baseline.nanosecondsPerOperation,
            currentMedian: input.current.nanosecondsPerOperation, paired: evidence, verdict: verdict, detectableSlowdown: detectable
        )
    }

    /// The verdict: a change needs the adjusted p-value within alpha and the estimate beyond the threshold; no
    /// change needs the whole interval within the threshold.
    static func verdict(_ input: Input, evidence: PairedEvidence?, policy: PairedPolicy) -> Verdict {
        switch (input.baseline.status.isFailure, input.current.status.isFailure) {
        case (true, true): return .failed(.both)
        case (true, false): return .failed(.baseline)
        case (false, true): return .failed(.current)
        case (false, false): break
        }
        let minimum = policy.looks.first ?? 2
        guard let evidence, let look = input.track.lastLook, look.interval.isBounded else {
            let pairs = input.track.pairs.count
            return .tooNoisy(.tooFewSamples(baseline: pairs, current: pairs, minimum: minimum))
        }
        let estimate = log(evidence.ratio)
        if evidence.adjustedPValue <= policy.alpha && abs(estimate) > policy.logThreshold {
            return estimate > 0 ? .regression : .improvement
        }
        if look.state == .unchanged { return .unchanged }
        if abs(estimate) > policy.logThreshold {
            return .tooNoisy(.notSignificant(pValue: evidence.adjustedPValue, alpha: policy.alpha))
        }
        return .tooNoisy(.spreadWiderThanThreshold(spread: evidence.upper / evidence.lower - 1, threshold: policy.threshold))
    }
}
