import Platform
import SyncBench

/// `bench run --wait-steady`: waits for the host probe to hold still before measuring, saying how it goes.
enum SteadyWaiting {
    /// Waits up to `limit` nanoseconds, a line on `display` every window that was not steady and one at the
    /// end; a host that never held still is a warning on `console` whatever the progress.
    static func wait(_ limit: UInt64, stop: StopSignal, console: Console, display: ProgressDisplay) -> SteadyWait.Outcome {
        display.note(
            "waiting up to \(ClockText.minutesSeconds(Double(limit) / 1e9)) (m:ss) for the host probe to hold within "
                + "\(NumberText.percent(HostSteadiness.standardThreshold, places: 0)) for 5 s ..."
        )
        let outcome = SteadyWait.wait(
            limit: limit, stop: stop, probe: { HostProbe.measure().nanoseconds }, now: { MonotonicClock.now() },
            sleep: { usleep(UInt32($0 / 1_000)) },
            progress: { waited, steadiness in
                display.note("  \(ClockText.minutesSeconds(Double(waited) / 1e9)): still \(steadiness.description)")
            }
        )
        switch outcome {
        case .held: display.note("the host is steady: \(outcome.description); measuring")
        case .gaveUp: console.err("warning: the host never held still: \(outcome.description)\n")
        case .stopped: break
        }
        return outcome
    }
}
