import SyncBenchCore

/// Why a judged case could call no slowdown at all, however far its current samples had moved.
package enum Blindness: Sendable, Equatable {
    /// A side was measured while other processes used the CPU (its `noisy` flag): such a case is never called.
    case measuredUnderLoad
    /// A side has fewer samples than the rules take (`ComparisonPolicy.minimumSamples`), or in a paired run
    /// too few pairs for the levels of its looks.
    case tooFewSamples
    /// The U-test cannot reach the case's alpha with the samples it has, even with every current sample above
    /// every baseline one.
    case alphaOutOfReach(AlphaOutOfReach)

    /// The counts behind `alphaOutOfReach`.
    package struct AlphaOutOfReach: Sendable, Equatable {
        /// Whether the samples are the forks' medians, whose alpha the cases judged over forks share.
        package var overForks: Bool
        /// The samples on the baseline side.
        package var baseline: Int
        /// The samples on the current side.
        package var current: Int
        /// The smallest p-value the samples could give, their ties included.
        package var bestPValue: Double
        /// The alpha the case was held to.
        package var alpha: Double
        /// The fewest samples a side, as many on each, that reach `alpha`; nil when none would (alpha 0).
        package var needed: Int?
    }

    /// Why a case judged under `policy` (its alpha already shared, if it is) over `baseline` and `current`
    /// could call nothing, given its `verdict`.
    init(verdict: Verdict, baseline: Sample, current: Sample, overForks: Bool, policy: ComparisonPolicy) {
        if case .tooNoisy(.measuredUnderLoad) = verdict {
            self = .measuredUnderLoad
            return
        }
        guard min(baseline.count, current.count) >= policy.minimumSamples else {
            self = .tooFewSamples
            return
        }
        // Every current sample moved above the baseline's largest: the best separation the samples allow.
        let lift = (baseline.sorted.last ?? 0) - (current.sorted.first ?? 0) + 1
        let best = MannWhitneyU(current.sorted.map { $0 + lift }, baseline.sorted)?.pValue ?? 1
        self = .alphaOutOfReach(AlphaOutOfReach(
            overForks: overForks, baseline: baseline.count, current: current.count, bestPValue: best, alpha: policy.alpha,
            needed: MannWhitneyU.samplesPerSide(reaching: policy.alpha)
        ))
    }
}
