/// A deliberate slowdown of every lock, calibrated on this machine, for checking that `compare` catches it.
///
/// The extra work is calibrated by measuring, not by arithmetic: a few iterations of `BusyWork` inside a
/// 12 ns critical section cost more or less than their nominal time (the out-of-order core overlaps some of
/// the work with the lock's own atomics, and a call to keep the result alive adds its share). So the base
/// lock's uncontended cost is measured first, then the slowed lock's with a guessed number of iterations,
/// which is corrected from the shortfall until it stops improving; the count that came closest is used.
public struct Slowdown: Sendable, Equatable {
    /// The intended extra cost, as a fraction of the base lock's uncontended cost (0.15 for 15%).
    public var fraction: Double

    /// Makes a slowdown of `fraction`.
    public init(fraction: Double) {
        self.fraction = fraction
    }

    /// The outcome of calibrating one subject.
    public struct Calibrated: Sendable {
        /// The slowed subject, under the base subject's name.
        public var subject: Subject
        /// Busy-work iterations inside the lock.
        public var iterations: Int
        /// The base lock's uncontended ns per op, as measured during calibration (fastest window).
        public var baseNanoseconds: Double
        /// The slowed lock's uncontended ns per op with `iterations`, as measured during calibration (fastest window).
        public var slowedNanoseconds: Double

        /// The added cost actually measured, as a fraction of the base cost.
        public var measuredFraction: Double { slowedNanoseconds / baseNanoseconds - 1 }
    }

    /// The short plan each calibration measurement uses: one worker, five 20 ms windows.
    public static let calibrationPlan = RunPlan(threads: 1, warmupNanoseconds: 20_000_000, windowNanoseconds: 20_000_000, repetitions: 5)

    /// Calibrates the slowdown for `subject`, or nil when it is not a lock (controls are never slowed).
    public func calibrate(_ subject: Subject) -> Calibrated? {
        guard subject.slowed(by: BusyWork(iterations: 0)) != nil,
              let base = Self.uncontendedCost(subject) else { return nil }
        let target = base * (1 + fraction)
        var iterations = max(1, BusyWork(nanoseconds: base * fraction).iterations)
        var best: (iterations: Int, cost: Double)? = nil
        var tried: Set<Int> = []
        while tried.insert(iterations).inserted, tried.count <= 5,
              let slowed = subject.slowed(by: BusyWork(iterations: iterations)),
              let cost = Self.uncontendedCost(slowed) {
            if best.map({ abs(cost - target) < abs($0.cost - target) }) ?? true {
                best = (iterations, cost)
            }
            // Correct by the cost per iteration actually measured here (inside a lock it is below the calibrated
            // one, since part of the chain overlaps the lock's own work), and always move toward the target.
            let perIteration = max(0.05, (cost - base) / Double(iterations))
            let step = Int(((target - cost) / perIteration).rounded())
            iterations = max(1, iterations + (step != 0 ? step : (cost < target ? 1 : -1)))
        }
        guard let best, let slowed = subject.slowed(by: BusyWork(iterations: best.iterations)) else { return nil }
        return Calibrated(subject: slowed, iterations: best.iterations, baseNanoseconds: base, slowedNanoseconds: best.cost)
    }

    /// The uncontended ns per op of `subject` in the fastest window of the calibration plan: the window least
    /// disturbed by other processes, so that a busy moment does not skew the target or a try.
    private static func uncontendedCost(_ subject: Subject) -> Double? {
        Sample(subject.measure(calibrationPlan).windows.compactMap(\.nanosecondsPerOperation)).min
    }
}
