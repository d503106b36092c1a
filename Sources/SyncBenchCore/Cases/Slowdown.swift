import Platform

/// A deliberate slowdown of every lock, calibrated on this machine, for checking that `compare` and `ab` catch it.
///
/// A slowed lock does a share more of its own operations than it counts (`SlowdownWork`), so that what it adds is
/// a share of its own cost and keeps that share when the cost moves. The share is still checked by measuring, not
/// taken on trust: the uncounted operations need not cost just what the counted ones do on every machine. So each
/// try measures the slowed lock against the base lock in pairs, where the run measures: in fresh forks when the
/// run measures in forks (`SlowdownForks`); else in this process, alternating on one CPU (`pairsPerTry` pairs of
/// one 10 ms window each), since a virtual CPU here changes speed every few milliseconds and two measurements
/// taken apart in time can differ by 30%. A work's pairs are pooled over its tries (`Reading`), and a guess is
/// measured again or corrected until one work's pooled pairs land within `tolerance(for:)` of the target or
/// `maximumTries` were made (`Search`); the work that came closest is used, and the caller warns of one that did
/// not land within the tolerance (`Calibrated.reached`), saying the size it has: a calibration that stopped far
/// from its target once said nothing (docs/ab.md, "On the Intel Xeon VM (family 6 model 207)"). Stopping at the
/// first try within the whole tolerance once left a lock short of its target in every calibration (docs/ab.md,
/// "'Could call' checked"): near the threshold of `bench ab`, a point is the difference between a call and none.
@usableFromInline package struct Slowdown: Sendable, Equatable {
    /// The intended extra cost, as a fraction of the base lock's uncontended cost (0.15 for 15%).
    package var fraction: Double

    /// Makes a slowdown of `fraction`.
    package init(fraction: Double) {
        self.fraction = fraction
    }

    /// How close to the target a calibration should land, in points of the base cost: a quarter of the target,
    /// but no more than 1.5 points or a tenth of the target, whichever is larger (so that 15% lands within 1.5
    /// points, and 200% within 20), and at least ±0.3 points (so 1% lands within 0.3, which a one-thread
    /// threshold of 0.6% needs: docs/ab.md, "One-thread cases: 0.6%"). One try is only good to about a point on a
    /// noisy host; pooling a work's tries (`Reading`) narrows that.
    package static func tolerance(for fraction: Double) -> Double {
        max(0.003, min(fraction / 4, max(0.015, fraction / 10)))
    }
    /// The most tries a calibration makes.
    static let maximumTries = 8

    /// The outcome of calibrating one subject.
    package struct Calibrated: Sendable {
        /// The slowed subject, under the base subject's name.
        package var subject: Subject
        /// What the chosen work measured, over every try of it.
        package var reading: Reading
        /// The base lock's uncontended ns per op, as measured in this process before the tries (one window).
        package var baseNanoseconds: Double
        /// How many tries the calibration measured, of every work.
        package var tries: Int

        /// The extra operations.
        package var work: SlowdownWork { reading.work }
        /// The slowed lock's uncontended ns per op with `work`: the base figure times the ratio its pairs measured.
        package var slowedNanoseconds: Double { baseNanoseconds * reading.ratio }
        /// The added cost actually measured, as a fraction of the base cost.
        package var measuredFraction: Double { reading.ratio - 1 }

        /// Whether the measured cost lies within `Slowdown.tolerance(for:)` of `fraction`, the one asked for.
        package func reached(_ fraction: Double) -> Bool {
            abs(measuredFraction - fraction) <= Slowdown.tolerance(for: fraction)
        }
    }

    /// The plan of each measurement of a calibration: one worker, pinned where threads can be, one 10 ms window.
    package static let calibrationPlan: RunPlan = {
        var plan = RunPlan(threads: 1, warmupNanoseconds: 3_000_000, windowNanoseconds: 10_000_000, repetitions: 1)
        plan.workerCPUs = WorkerPlacement.allowedCPUs().last.map { [$0] }
        return plan
    }()
    /// The pairs of measurements (base, slowed) each try takes in this process.
    package static let pairsPerTry = 41

    /// Calibrates the slowdown for `subject` in this process, or nil when it is not a lock (controls are never
    /// slowed) or no try could be measured.
    package func calibrate(_ subject: Subject) -> Calibrated? {
        guard var search = search(subject) else { return nil }
        while let work = search.next {
            search.record(subject.slowed(by: work).flatMap { Self.logRatios(of: subject, and: $0, measure: Self.measurePair) })
        }
        return search.calibrated
    }

    /// A search for `subject`'s work, its tries to be measured by the caller (`SlowdownForks` measures several
    /// locks' tries in the same forks), or nil when it is not a lock. The base lock's cost, which the calibration
    /// reports beside what the work adds, is measured here, in this process.
    package func search(_ subject: Subject) -> Search? {
        guard subject.slowed(by: .none) != nil, let base = Self.measurePair(subject, subject)?.base else { return nil }
        return search(subject, base: base)
    }

    /// A search for `subject`'s work, its base cost of `base` ns given rather than measured (tests pass fixed
    /// ones; it is only reported), or nil when it is not a lock.
    package func search(_ subject: Subject, base: Double) -> Search? {
        guard subject.slowed(by: .none) != nil else { return nil }
        return Search(self, subject: subject, base: base)
    }

    /// The search with each try's pairs given at once (tests pass a formula or fixed log ratios).
    func calibrate(_ subject: Subject, base: Double, pairs: (SlowdownWork) -> [Double]?) -> Calibrated? {
        var search = Search(self, subject: subject, base: base)
        while let work = search.next { search.record(pairs(work)) }
        return search.calibrated
    }

    /// The log ratios of `pairsPerTry` pairs, the slowed subject's figure over the base subject's, the two
    /// measured one after the other in an order that alternates; nil when no pair could be measured.
    static func logRatios(of base: Subject, and slowed: Subject, measure: (Subject, Subject) -> (base: Double, slowed: Double)?) -> [Double]? {
        let logRatios = (0..<pairsPerTry).compactMap { index in
            index.isMultiple(of: 2)
                ? measure(base, slowed).map { log($0.slowed / $0.base) }
                : measure(slowed, base).map { log($0.base / $0.slowed) }  // the slowed lock measured first
        }
        return logRatios.isEmpty ? nil : logRatios
    }

    /// One pair: the uncontended ns per op of `base`, then of `slowed` (whichever two subjects are given, in that
    /// order), each in one window of the calibration
    /// plan on the same CPU; nil when a window completed nothing.
    package static func measurePair(_ base: Subject, _ slowed: Subject) -> (base: Double, slowed: Double)? {
        func figure(_ subject: Subject) -> Double? {
            subject.measure(calibrationPlan).windows.first?.nanosecondsPerOperation
        }
        guard let before = figure(base), let after = figure(slowed) else { return nil }
        return (before, after)
    }
}
