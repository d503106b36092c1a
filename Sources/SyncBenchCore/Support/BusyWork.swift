import CSyncBench

/// Calibrated busy work: a dependent arithmetic chain that takes about a given number of nanoseconds.
///
/// Used for work inside a critical section, think time outside it, and the deliberately slowed primitive.
/// Calibrated once per process on this thread; the chain of multiply-adds and shifts cannot be vectorized or
/// folded, and its result goes to `blackHole`, so the optimizer cannot delete it; an execution barrier
/// at the end keeps the processor from overlapping it with what follows.
@usableFromInline package struct BusyWork: Sendable, Equatable {
    /// Loop iterations per call; 0 does nothing at all.
    @usableFromInline package let iterations: Int

    /// Work of exactly `iterations` iterations.
    @usableFromInline package init(iterations: Int) {
        self.iterations = max(0, iterations)
    }

    /// Work that takes about `nanoseconds` on this machine (0 for none). No work needs no calibration: a fork
    /// that measures cases without work inside or outside the lock does not spend milliseconds calibrating.
    package init(nanoseconds: Double) {
        guard nanoseconds > 0 else {
            self.init(iterations: 0)
            return
        }
        self.init(nanoseconds: nanoseconds, calibration: BusyWork.calibration)
    }

    /// Work that takes about `nanoseconds` by `calibration` (0 for none): the iterations whose time on the
    /// calibrated line is nearest, and at least one.
    package init(nanoseconds: Double, calibration cost: Calibration) {
        let iterations = ((nanoseconds - cost.fixedNanoseconds) / cost.nanosecondsPerIteration).rounded()
        self.init(iterations: nanoseconds <= 0 ? 0 : max(1, Int(iterations)))
    }

    /// The time this work should take, from the calibration.
    package var nanoseconds: Double { iterations > 0 ? BusyWork.calibration.nanoseconds(iterations: iterations) : 0 }

    /// Does the work, then waits for it to complete before anything after it starts.
    @inlinable
    package func run() {
        guard iterations > 0 else { return }
        let state = chain()
        // Out-of-order execution would otherwise run a short chain (up to ~60 ns here) in the shadow of
        // the unlock or lock after it: measured, 50 ns of work inside a pthread mutex added only 26 ns.
        csb_execution_barrier()
        blackHole(state)
    }

    /// The dependent chain itself.
    @inlinable
    func chain() -> UInt64 {
        var state = UInt64(truncatingIfNeeded: iterations)
        for _ in 0..<iterations {
            // The shift makes each step non-linear: a plain multiply-add chain is affine, and the optimizer
            // unrolls it and folds every eight steps into one (measured: 0.13 ns per iteration instead of 1).
            state = state &* 6_364_136_223_846_793_005 &+ (state >> 29)
        }
        return state
    }

    /// What busy work costs on this machine, measured once per process.
    package static let calibration = Calibration.measure()

    /// The cost of busy work as a line: a fixed cost per call (the call, the barrier, the black hole)
    /// plus a cost per iteration.
    package struct Calibration: Sendable, Equatable {
        /// The slope, in nanoseconds per iteration.
        package var nanosecondsPerIteration: Double
        /// The intercept, in nanoseconds per call.
        package var fixedNanoseconds: Double

        /// Makes a line from known figures.
        package init(nanosecondsPerIteration: Double, fixedNanoseconds: Double) {
            self.nanosecondsPerIteration = nanosecondsPerIteration
            self.fixedNanoseconds = fixedNanoseconds
        }

        /// The time `iterations` should take, in nanoseconds.
        package func nanoseconds(iterations: Int) -> Double {
            iterations > 0 ? fixedNanoseconds + Double(iterations) * nanosecondsPerIteration : 0
        }

        /// The line through the fastest of many timings of a short and a long run, taken in alternation
        /// so that both see the same machine. The fastest is the least disturbed; short runs matter on a
        /// shared VM, where a long one almost always includes a stolen slice.
        /// - Parameter timing: the nanoseconds one run of the work takes; tests pass fixed figures.
        package static func measure(rounds: Int = 60, timing: (BusyWork) -> Double = time) -> Calibration {
            let short = BusyWork(iterations: 32), long = BusyWork(iterations: 4_096)
            var fastest = (short: Double.infinity, long: Double.infinity)
            for _ in 0..<rounds {
                fastest.short = min(fastest.short, timing(short))
                fastest.long = min(fastest.long, timing(long))
            }
            let slope = (fastest.long - fastest.short) / Double(long.iterations - short.iterations)
            return Calibration(
                nanosecondsPerIteration: slope,
                fixedNanoseconds: max(0, fastest.short - slope * Double(short.iterations))
            )
        }

        /// Nanoseconds `work` took on this machine, ten runs per clock reading so the clock's own cost is spread thin.
        package static func time(_ work: BusyWork) -> Double {
            let start = MonotonicClock.now()
            for _ in 0..<10 { work.run() }
            return Double(MonotonicClock.now() - start) / 10
        }
    }
}
