/// Calibrated busy work: a dependent arithmetic chain that takes about a given number of nanoseconds.
///
/// Used for work inside a critical section, think time outside it, and the deliberately slowed primitive.
/// Calibrated once per process on this thread; the chain of multiply-adds and shifts cannot be vectorized or
/// folded, and its result goes to `blackHole`, so the optimizer cannot delete it.
public struct BusyWork: Sendable, Equatable {
    /// Loop iterations per call; 0 does nothing at all.
    public let iterations: Int

    /// Work of exactly `iterations` iterations.
    public init(iterations: Int) {
        self.iterations = max(0, iterations)
    }

    /// Work that takes about `nanoseconds` on this machine (0 for none).
    public init(nanoseconds: Double) {
        self.init(iterations: nanoseconds <= 0 ? 0 : max(1, Int((nanoseconds / BusyWork.nanosecondsPerIteration).rounded())))
    }

    /// The time this work should take, from the calibration.
    public var nanoseconds: Double { Double(iterations) * BusyWork.nanosecondsPerIteration }

    /// Does the work.
    @inlinable
    public func run() {
        guard iterations > 0 else { return }
        var state = UInt64(truncatingIfNeeded: iterations)
        for _ in 0..<iterations {
            // The shift makes each step non-linear: a plain multiply-add chain is affine, and the optimizer
            // unrolls it and folds every eight steps into one (measured: 0.13 ns per iteration instead of 1).
            state = state &* 6_364_136_223_846_793_005 &+ (state >> 29)
        }
        blackHole(state)
    }

    /// Nanoseconds per iteration, measured once: the fastest of several timed runs, the one least disturbed.
    public static let nanosecondsPerIteration: Double = {
        let probe = BusyWork(iterations: 200_000)
        var best = Double.infinity
        for _ in 0..<15 {
            let start = MonotonicClock.now()
            probe.run()
            best = min(best, Double(MonotonicClock.now() - start))
        }
        return best / Double(probe.iterations)
    }()
}
