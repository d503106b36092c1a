import Platform

/// Reads the monotonic clock in nanoseconds, the clock every window is timed with.
///
/// Linux: `clock_gettime(CLOCK_MONOTONIC)`, nanosecond steps through the vDSO. Darwin:
/// `clock_gettime_nsec_np(CLOCK_UPTIME_RAW)`, `mach_absolute_time` in nanoseconds (DispatchTime's timebase);
/// Darwin's `CLOCK_MONOTONIC` steps in whole microseconds, which would round every sampled wait to 0 or 1000 ns.
@usableFromInline package enum MonotonicClock {
    /// Nanoseconds since an arbitrary fixed point; never goes backwards.
    @inlinable
    package static func now() -> UInt64 {
        #if canImport(Darwin)
        return clock_gettime_nsec_np(_CLOCK_UPTIME_RAW)
        #else
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
        #endif
    }

    /// The clock `now()` reads on this platform, as the results record it.
    package static var name: String {
        #if canImport(Darwin)
        return "CLOCK_UPTIME_RAW (clock_gettime_nsec_np)"
        #else
        return "CLOCK_MONOTONIC (clock_gettime)"
        #endif
    }

    /// Nanoseconds per clock read in one timed loop of `reads` reads.
    package static func measureReadCost(reads: Int = 100_000) -> Double {
        var sum: UInt64 = 0
        let start = now()
        for _ in 0..<reads { sum &+= now() }
        let elapsed = now() - start
        blackHole(sum)
        return Double(elapsed) / Double(reads)
    }

    /// The cost of one clock read, measured once per process: the fastest of five loops of 2,000 reads. Loops
    /// ten times as long read no steadier (a longer loop is likelier to hold an interrupt), and every fork
    /// paid for them.
    @usableFromInline package static let readCost: Double = (0..<5).map { _ in measureReadCost(reads: 2_000) }.min()!
}
