import Platform

extension Slowdown {
    /// What a calibration knows of one work: every pair measured with it, over all its tries, pooled, and the
    /// Hodges-Lehmann estimate of the slowed lock's cost over the base lock's with its interval at
    /// `Reading.confidence`.
    ///
    /// A try's own pairs are too few to trust on a noisy host: 30 pairs can read a slowdown only to about as
    /// wide as the whole tolerance at 3%, and what `bench ab` then measures follows the work chosen, not what the
    /// try read (docs/ab.md, "Why the tries are pooled"). So a try's pairs are kept and pooled with the next try
    /// of the same work, and a calibration ends on a work only once its interval lies within the tolerance
    /// (`Search`).
    package struct Reading: Sendable, Equatable {
        /// The two-sided level of a reading's interval: each end is wrong at most 5% of the time.
        package static let confidence = 0.9
        /// The two-sided level of the interval that must lie wholly to one side of the target before a work is
        /// corrected (`wantsMorePairs(for:)`): `confidence` shared over the search's looks at one work, so that
        /// all of them together correct a right work by noise at most 10% of the time (Bonferroni over
        /// `Slowdown.maximumTries` looks), 98.75% for eight. Asked of the 90% interval at every look, they did so
        /// in about a quarter of the searches at 3% (below).
        package static let correctionConfidence = 1 - (1 - confidence) / Double(Slowdown.maximumTries)

        /// The work measured.
        package let work: SlowdownWork
        /// Every pair's log ratio (slowed over base), in the order measured.
        package let logRatios: [Double]
        /// The estimate of the slowed cost over the base cost.
        package let ratio: Double
        /// The interval's ends, as ratios: 0 and infinity when the pairs are too few to bound it.
        package let low: Double
        /// See `low`.
        package let high: Double
        /// The wider interval at `correctionConfidence`, as ratios (0 and infinity when unbounded).
        let correctionInterval: ClosedRange<Double>

        /// The reading of `work` from `logRatios`; nil when there are none.
        init?(work: SlowdownWork, logRatios: [Double]) {
            let levels = HodgesLehmann.atLevels(logRatios, alphas: [1 - Self.confidence, 1 - Self.correctionConfidence])
            guard levels.count == 2 else { return nil }
            self.work = work
            self.logRatios = logRatios
            ratio = exp(levels[0].estimate)
            low = exp(levels[0].lower)
            high = exp(levels[0].upper)
            correctionInterval = exp(levels[1].lower)...exp(levels[1].upper)
        }

        /// This reading with `more` pairs of the same work added.
        func adding(_ more: [Double]) -> Reading? {
            Reading(work: work, logRatios: logRatios + more)
        }

        /// How many pairs it rests on.
        package var pairs: Int { logRatios.count }

        /// Whether the pairs were enough to bound the interval.
        package var isBounded: Bool { low > 0 && high.isFinite }

        /// How far its estimate lies from `fraction`, in points of the base cost.
        func offset(from fraction: Double) -> Double { abs(ratio - 1 - fraction) }

        /// Whether it lands on `fraction`: its estimate within half of `tolerance(for:)` and its whole interval
        /// within the tolerance.
        func lands(on fraction: Double) -> Bool {
            let tolerance = Slowdown.tolerance(for: fraction)
            return offset(from: fraction) <= tolerance / 2
                && low - 1 >= fraction - tolerance && high - 1 <= fraction + tolerance
        }

        /// Whether to measure this work again rather than correct it: its estimate lies within half of the
        /// tolerance around `fraction` (only its interval is too wide), or its interval at `correctionConfidence`
        /// holds `fraction`, so that its estimate's distance may be noise.
        ///
        /// The first guess is the nominal share, which is right when an uncounted operation costs what a counted
        /// one does, so a correction should need evidence that holds over every look. With the 90% interval
        /// deciding at every look, a right share was corrected by noise far more often than one time in ten, and
        /// the single-thread cases ab then missed were the corrected ones (docs/ab.md, "At 3% a correction needs
        /// stronger evidence").
        func wantsMorePairs(for fraction: Double) -> Bool {
            offset(from: fraction) <= Slowdown.tolerance(for: fraction) / 2 || correctionInterval.contains(1 + fraction)
        }

        /// How far from `fraction` it may lie: the farthest of its estimate and its interval's ends (the
        /// estimate's distance when the interval is unbounded), then the estimate's own distance.
        func distance(from fraction: Double) -> (farthest: Double, estimate: Double) {
            let estimate = offset(from: fraction)
            guard isBounded else { return (.infinity, estimate) }
            return (max(estimate, abs(low - 1 - fraction), abs(high - 1 - fraction)), estimate)
        }

        /// `+3.1% [+2.2%, +4.0%] in 90 pairs`.
        package var description: String {
            let interval = isBounded ? " [\(NumberText.change(low)), \(NumberText.change(high))]" : ""
            return "\(NumberText.change(ratio))\(interval) in \(pairs) pair\(pairs == 1 ? "" : "s")"
        }
    }
}
