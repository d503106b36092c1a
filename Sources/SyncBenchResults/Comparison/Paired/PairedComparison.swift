import SyncBenchCore
import Platform

/// The verdicts of a paired run (`bench ab`), as a `Comparison` that the reports of `bench compare` print.
package enum PairedComparison {
    /// One case of a paired run: each side's result over its forks, and the pairs.
    package struct Input: Sendable {
        /// The baseline's result over its forks; nil when it has none (the current side failed the case before
        /// the baseline measured it).
        package var baseline: CaseResult?
        /// The current side's result over its forks; nil when it has none.
        package var current: CaseResult?
        /// Each side's figure, ns per op, for a case without a look: the median of its forks' medians (those of
        /// forks whose pair was lost among them); nil for a side without one. A case with a look shows its
        /// pairs' own figures instead (`caseComparison`).
        package var medians: (baseline: Double?, current: Double?)
        /// The pairs and the looks taken.
        package var track: PairedTrack
        /// Whether a look decided the case before the budget ended.
        package var decidedEarly: Bool

        /// Makes an input; at least one side has a result.
        package init(
            baseline: CaseResult?, current: CaseResult?, medians: (baseline: Double?, current: Double?), track: PairedTrack,
            decidedEarly: Bool
        ) {
            precondition(baseline != nil || current != nil, "a case with a result on a side")
            self.baseline = baseline
            self.current = current
            self.medians = medians
            self.track = track
            self.decidedEarly = decidedEarly
        }

        /// The case.
        var key: CaseKey {
            CaseKey((current ?? baseline)!)
        }
    }

    /// The comparison of `inputs` under `policy`: each case's p-value over its looks adjusted by Holm's rule
    /// over the `cases` cases that share alpha, and its verdict from the look that decided it or its last.
    /// - Parameters:
    ///   - cases: every case the run set out to measure, whose looks shared alpha (at least the inputs): the
    ///     ones not compared count with a p-value of 1, so that the family is the one each look tested in.
    ///   - onlyInBaseline: cases the current build does not have.
    ///   - onlyInCurrent: cases the baseline build does not have.
    ///   - warnings: what a reader must know before trusting the verdicts.
    package static func comparison(
        _ inputs: [Input], policy: PairedPolicy, cases: Int, onlyInBaseline: [CaseKey] = [], onlyInCurrent: [CaseKey] = [],
        warnings: [String] = []
    ) -> Comparison {
        let family = max(cases, inputs.count)
        let pValues = inputs.map { $0.track.decidingLook(policy.forCase(threads: $0.key.threads))?.pValue ?? 1 }
        let adjusted = Holm.adjusted(pValues + Array(repeating: 1, count: family - inputs.count))
        let compared = zip(inputs, adjusted).map { input, adjustedP in
            caseComparison(input, policy: policy, adjustedPValue: adjustedP, cases: family)
        }
        return Comparison(
            paired: policy, sharingAlpha: family, cases: compared, onlyInBaseline: onlyInBaseline, onlyInCurrent: onlyInCurrent,
            warnings: warnings
        )
    }

    /// One case's comparison, under `policy`'s limits for its thread count: failed when a side failed, else the
    /// verdict of its pairs, with the figures of the look that called a change, or of the last look when none did:
    /// every figure of the row is that look's. The side figures are the medians of the halves of the pairs it saw;
    /// the interval shown is the one the verdict rests on: the equivalence interval for a case unchanged or too
    /// spread to be, the change's otherwise.
    static func caseComparison(_ input: Input, policy: PairedPolicy, adjustedPValue: Double, cases: Int) -> CaseComparison {
        let policy = policy.forCase(threads: input.key.threads)
        let deciding = input.track.decidingLook(policy)
        let called = adjustedPValue <= policy.alpha ? deciding?.look : nil
        let look = called ?? input.track.lastLook
        let verdict = Self.verdict(input, look: look, called: called != nil, adjustedPValue: adjustedPValue, policy: policy, cases: cases)
        let tested = look.map(input.track.tested(at:)) ?? []
        let evidence = look.map {
            PairedEvidence(
                $0, interval: restsOnEquivalence(verdict) ? $0.equivalence : $0.interval, pValue: deciding?.pValue ?? 1,
                adjustedPValue: adjustedPValue, decidedEarly: input.decidedEarly, history: input.track.looks, pairs: tested,
                limits: policy.limits
            )
        }
        let detectable = verdict.couldCallAChange ? look?.detectableSlowdown(logThreshold: policy.logThreshold) : nil
        let medians = look.map(input.track.medians(at:)) ?? input.medians
        return CaseComparison(
            key: input.key, baselineMedian: medians.baseline, currentMedian: medians.current,
            paired: evidence, verdict: verdict, detectableSlowdown: detectable
        )
    }

    /// Whether `verdict` was reached on the equivalence interval: unchanged, or too spread to be.
    static func restsOnEquivalence(_ verdict: Verdict) -> Bool {
        switch verdict {
        case .unchanged, .tooNoisy(.beyondMargin): true
        default: false
        }
    }

    /// The verdict: a change when `called` (the case's adjusted p-value within alpha, from a look whose
    /// estimate lay beyond the threshold), in the direction of that look's estimate; no change when `look`'s
    /// whole equivalence interval lies within the margin; otherwise too noisy, and why.
    static func verdict(
        _ input: Input, look: PairedLook?, called: Bool, adjustedPValue: Double, policy: PairedPolicy, cases: Int
    ) -> Verdict {
        if let setAside = Verdict.setAside(baseline: input.baseline?.status, current: input.current?.status) { return setAside }
        if let look, called { return look.interval.estimate > 0 ? .regression : .improvement }
        // Before the change interval's bounds: at its own level, the equivalence interval can be bounded and
        // within the margin at a look where the change interval is not yet bounded.
        if look?.state == .unchanged { return .unchanged }
        guard let look, look.interval.isBounded else {
            let pairs = look?.pairs ?? input.track.pairs.count
            return .tooNoisy(.tooFewSamples(baseline: pairs, current: pairs, minimum: policy.fewestPairs(cases: cases)))
        }
        if abs(look.interval.estimate) > policy.logThreshold {
            return .tooNoisy(.notSignificant(pValue: adjustedPValue, alpha: policy.alpha))
        }
        let equivalence = look.equivalence
        return .tooNoisy(.beyondMargin(lower: exp(equivalence.lower), upper: exp(equivalence.upper), margin: policy.margin))
    }
}
