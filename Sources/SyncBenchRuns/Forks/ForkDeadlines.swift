import SyncBenchCore
import SyncBenchResults

/// How long the parent waits for a fork before it gives up on it: to say who it is, and beyond a step's own
/// bound (its warm-up, windows and grace for stuck workers) before it is declared hung; and the clock those
/// deadlines are read on.
package struct ForkDeadlines: Sendable {
    /// The time a fork may take beyond a step's own bound (starting a process, reporting, the operating
    /// system), in nanoseconds.
    package var slackNanoseconds: UInt64
    /// The time a fork may take to say who it is (start a process and hash its executable) before it is taken
    /// for a program that does not speak the fork protocol, in nanoseconds.
    package var helloNanoseconds: UInt64
    /// The clock the deadlines are read on, in nanoseconds: the monotonic clock, unless a test passes one of its
    /// own to pass a deadline the moment its fake fork is ready to be found hung, rather than after waiting it out.
    package var clock: @Sendable () -> UInt64

    /// Deadlines of `slackNanoseconds` beyond a step's bound and `helloNanoseconds` for the hello, read on `clock`.
    package init(slackNanoseconds: UInt64, helloNanoseconds: UInt64, clock: @escaping @Sendable () -> UInt64 = MonotonicClock.now) {
        self.slackNanoseconds = slackNanoseconds
        self.helloNanoseconds = helloNanoseconds
        self.clock = clock
    }

    /// Ten seconds each, on the monotonic clock: far more than a healthy fork needs, short enough that a run
    /// does not wait long on one that is stuck.
    package static let standard = ForkDeadlines(slackNanoseconds: 10_000_000_000, helloNanoseconds: 10_000_000_000)
}
