#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the monotonic clock in nanoseconds, the clock every window is timed with.
public enum MonotonicClock {
    /// Nanoseconds since an arbitrary fixed point; never goes backwards.
    @inlinable
    public static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// Sleeps the calling thread for at least `nanoseconds`, resuming after signals.
    public static func sleep(nanoseconds: UInt64) {
        var request = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) == -1 && errno == EINTR {
            request = remaining
        }
    }
}
