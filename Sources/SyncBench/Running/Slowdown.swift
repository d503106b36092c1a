/// A deliberate slowdown of every lock, calibrated on this machine, for checking that `compare` and `ab` catch it.
///
/// The extra work is calibrated by measuring, not by arithmetic: busy work inside a 6-12 ns critical section
/// costs more or less than its nominal time (the out-of-order core overlaps some of it with the lock's own
/// atomics), and counting operations to pick the slowed ones costs something too. So the base lock's
/// uncontended cost is measured first, then the slowed lock's with a guess, which is corrected from the
/// shortfall until it stops improving; the try that came closest is used.
///
/// A slowdown of a few iterations or more per operation slows every operation (`SlowdownWork.period` 1), as
/// earlier versions did. A smaller one (5% of a 6 ns lock is 0.3 ns, a third of one iteration) does a longer
/// piece of work on one operation in a period instead.
public struct Slowdown: Sendable, Equatable {
    /// The intended extra cost, as a fraction of the base lock's uncontended cost (0.15 for 15%).
    public var fraction: Double

    /// Makes a slowdown of `fraction`.
    public init(fraction: Double) {
        self.fraction = fraction
    }

    /// Busy-work iterations on each slowed operation when only some operations are slowed.
    static let iterationsPerSlowedOperation = 48
    /// Below this many iterations per operation on average, only some operations are slowed.
    static let everyOperationFrom = 4.0

    /// The outcome of calibrating one subject.
    public struct Calibrated: Sendable {
        /// The slowed subject, under the base subject's name.
        public var subject: Subject
        /// The extra work inside the lock.
        public var work: SlowdownWork
        /// The base lock's uncontended ns per op, as measured during calibration (fastest window).
        public var baseNanoseconds: Double
        /// The slowed lock's uncontended ns per op with `work`, as measured during calibration (fastest window).
        public var slowedNanoseconds: Double

        /// The added cost actually measured, as a fraction of the base cost.
        public var measuredFraction: Double { slowedNanoseconds / baseNanoseconds - 1 }
    }

    /// The short plan each calibration measurement uses: one worker, five 20 ms windows.
    public static let calibrationPlan = RunPlan(threads: 1, warmupNanoseconds: 20_000_000, windowNanoseconds: 20_000_000, repetitions: 5)

    /// Calibrates the slowdown for `subject`, or nil when it is not a lock (controls are never slowed).
    /// - Parameter cost: the uncontended ns per op of a subject; the fastest calibration window unless a test
    ///   passes fixed figures.
    public func calibrate(_ subject: Subject, cost: (Subject) -> Double? = Self.uncontendedCost) -> Calibrated? {
        guard subject.slowed(by: .none) != nil, let base = cost(subject) else { return nil }
        let target = base * fraction
        let perIteration = BusyWork.nanosecondsPerIteration
        var work = Self.firstGuess(extra: target, perIteration: perIteration)
        var best: (work: SlowdownWork, cost: Double)? = nil
        var tried: [SlowdownWork] = []
        while !tried.contains(work), tried.count < 5, let slowed = subject.slowed(by: work), let measured = cost(slowed) {
            tried.append(work)
            if best.map({ abs(measured - base - target) < abs($0.cost - base - target) }) ?? true {
                best = (work, measured)
            }
            work = Self.corrected(work, extra: measured - base, target: target)
        }
        guard let best, let slowed = subject.slowed(by: best.work) else { return nil }
        return Calibrated(subject: slowed, work: best.work, baseNanoseconds: base, slowedNanoseconds: best.cost)
    }

    /// The first try for an average extra cost of `extra` ns: every operation when that is several
    /// iterations, else a longer piece of work on one operation in a period.
    static func firstGuess(extra: Double, perIteration: Double) -> SlowdownWork {
        let iterations = extra / max(perIteration, 0.05)
        if iterations >= everyOperationFrom { return SlowdownWork(iterations: Int(iterations.rounded())) }
        let slowedOperation = Double(iterationsPerSlowedOperation) * max(perIteration, 0.05)
        return SlowdownWork(iterations: iterationsPerSlowedOperation, period: max(1, Int((slowedOperation / max(extra, 0.01)).rounded())))
    }

    /// The next try after `work` added `extra` ns against a `target`: the work on each slowed operation is
    /// taken to cost what was measured, and the iterations (every operation) or the period (some) are scaled to
    /// the target; a try that would repeat moves one step toward it.
    static func corrected(_ work: SlowdownWork, extra: Double, target: Double) -> SlowdownWork {
        let measured = max(extra, 0.01)
        if work.period == 1 && work.iterations > 0 {
            let perIteration = max(0.05, measured / Double(work.iterations))
            let wanted = target / perIteration
            guard wanted >= everyOperationFrom else { return firstGuess(extra: target, perIteration: perIteration) }
            var iterations = Int(wanted.rounded())
            if iterations == work.iterations { iterations += measured < target ? 1 : -1 }
            return SlowdownWork(iterations: max(1, iterations))
        }
        var period = Int((Double(work.period) * measured / max(target, 0.01)).rounded())
        if period == work.period { period += measured > target ? 1 : -1 }
        return SlowdownWork(iterations: work.iterations, period: max(1, period))
    }

    /// The uncontended ns per op of `subject` in the fastest window of the calibration plan: the window least
    /// disturbed by other processes, so that a busy moment does not skew the target or a try.
    public static func uncontendedCost(_ subject: Subject) -> Double? {
        Sample(subject.measure(calibrationPlan).windows.compactMap(\.nanosecondsPerOperation)).min
    }
}
