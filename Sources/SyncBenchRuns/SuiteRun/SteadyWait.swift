import SyncBenchCore
import SyncBenchResults

/// Waits, up to a limit, until the host probe holds still: what `bench run --wait-steady` does before it
/// measures, so that a published run or a patient CI job measures on a steady host.
///
/// The probe is read every `interval`; the host counts as steady once the last `window` readings (five
/// seconds of them) are steady by `HostSteadiness`: the medians of their four blocks of five readings lie
/// within its threshold of each other.
package enum SteadyWait {
    /// How it ended.
    package enum Outcome: Sendable, Equatable {
        /// The probe held still after waiting this long, in nanoseconds, with this steadiness.
        case held(afterNanoseconds: UInt64, HostSteadiness)
        /// The limit passed first; the last window's steadiness, if there was a full one.
        case gaveUp(afterNanoseconds: UInt64, HostSteadiness?)
        /// A stop request ended the wait.
        case stopped

        /// A line for the results file's `wait_steady` metadata.
        package var description: String {
            switch self {
            case .held(let waited, let steadiness):
                "held after \(NumberText.figure(Double(waited) / 1e9)) s (spread \(NumberText.percent(steadiness.spread)))"
            case .gaveUp(let waited, let steadiness):
                "gave up after \(NumberText.figure(Double(waited) / 1e9)) s"
                    + (steadiness.map { " (spread \(NumberText.percent($0.spread)))" } ?? "") + "; measured anyway"
            case .stopped:
                "stopped while waiting"
            }
        }
    }

    /// The time between two readings, in nanoseconds.
    package static let interval: UInt64 = 250_000_000
    /// The readings that must hold still together: five seconds of them.
    package static let window = 20
    /// A window's length, in nanoseconds: the shortest limit worth waiting, since a shorter one passes before
    /// the first window is full (its last reading comes `window - 1` intervals after the first) and can never hold.
    package static let shortestLimit = UInt64(window) * interval

    /// Waits until the last `window` readings of `probe` are steady or `limit` nanoseconds have passed.
    /// - Parameters:
    ///   - probe: one reading of the host, in ns (`HostProbe.measure().nanoseconds`); tests pass fixed ones.
    ///   - now: the monotonic clock, in nanoseconds.
    ///   - sleep: pauses for a number of nanoseconds.
    ///   - progress: called after every full window that was not steady, with the time waited and its steadiness.
    package static func wait(
        limit: UInt64, stop: StopSignal, probe: () -> Double, now: () -> UInt64, sleep: (UInt64) -> Void,
        progress: (UInt64, HostSteadiness) -> Void
    ) -> Outcome {
        let start = now()
        var readings: [Double] = []
        var last: HostSteadiness?
        var sinceProgress = 0
        while stop.reason == nil {
            readings.append(probe())
            if readings.count > window { readings.removeFirst() }
            let waited = now() - start
            sinceProgress += 1
            if readings.count == window, let steadiness = HostSteadiness(readings) {
                if steadiness.isSteady { return .held(afterNanoseconds: waited, steadiness) }
                last = steadiness
                if sinceProgress >= window {
                    progress(waited, steadiness)
                    sinceProgress = 0
                }
            }
            if waited >= limit { return .gaveUp(afterNanoseconds: waited, last) }
            sleep(interval)
        }
        return .stopped
    }
}
