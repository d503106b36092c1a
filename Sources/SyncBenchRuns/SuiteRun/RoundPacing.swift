import SyncBenchCore
import SyncBenchResults
import Platform

/// `bench run --forks N/D`: the rounds of a run (a fork of each case each) spaced evenly over `D` instead of
/// following one another, so that each case's forks sample the host over minutes rather than seconds. A run's
/// interval can only take in the host's drift over the time its forks span (docs/forks.md).
package struct RoundPacing: Sendable {
    /// The time from the first round's start to the last round's, in nanoseconds.
    package let spreadNanoseconds: UInt64
    /// The monotonic clock, in nanoseconds; tests pass their own.
    let now: @Sendable () -> UInt64
    /// Pauses for a number of nanoseconds; tests pass their own.
    let sleep: @Sendable (UInt64) -> Void

    /// The longest single pause, so that a stop is seen within moments.
    static let slice: UInt64 = 100_000_000

    /// Pacing that spreads the rounds over `spreadNanoseconds`.
    package init(
        spreadNanoseconds: UInt64, now: @escaping @Sendable () -> UInt64 = { MonotonicClock.now() },
        sleep: @escaping @Sendable (UInt64) -> Void = { usleep(UInt32($0 / 1_000)) }
    ) {
        self.spreadNanoseconds = spreadNanoseconds
        self.now = now
        self.sleep = sleep
    }

    /// When round `round` (from 0) of `rounds` should start, after the first round's start.
    package func offset(ofRound round: Int, of rounds: Int) -> UInt64 {
        guard rounds > 1, round > 0 else { return 0 }
        return UInt64(Double(spreadNanoseconds) * Double(min(round, rounds - 1)) / Double(rounds - 1))
    }

    /// How long round `round` must still wait, when the run started at `start`; 0 when it is already due.
    func pause(beforeRound round: Int, of rounds: Int, since start: UInt64) -> UInt64 {
        let due = start + offset(ofRound: round, of: rounds)
        let current = now()
        return due > current ? due - current : 0
    }

    /// Waits `nanoseconds`, in slices, unless `stop` receives a signal first.
    func wait(_ nanoseconds: UInt64, stop: StopSignal) {
        let end = now() + nanoseconds
        while stop.reason == nil {
            let current = now()
            guard current < end else { return }
            sleep(min(Self.slice, end - current))
        }
    }
}
