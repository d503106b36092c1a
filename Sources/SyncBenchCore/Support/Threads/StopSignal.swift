import Dispatch
import Synchronization

/// A request to stop a run early (Ctrl-C, SIGTERM), which every sleep of the controller wakes for.
///
/// The controller sleeps on it instead of the clock, so an interruption ends the current case within
/// moments, however long its windows; the windows themselves are timed by the clock either way.
@usableFromInline package final class StopSignal: Sendable {
    private let requested = Atomic<Int32>(0)
    private let wake = DispatchSemaphore(value: 0)

    /// A signal nobody has raised.
    package init() {}

    /// Asks the run to stop; `reason` is the signal number (or any non-zero code) reported back.
    package func request(reason: Int32) {
        if requested.compareExchange(expected: 0, desired: reason, ordering: .relaxed).exchanged {
            wake.signal()
        }
    }

    /// The reason given, or nil while nobody asked to stop.
    package var reason: Int32? {
        let value = requested.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// Sleeps for `nanoseconds` unless a stop is requested first.
    /// - Returns: false when it woke for a stop request.
    package func sleep(nanoseconds: UInt64) -> Bool {
        guard reason == nil else { return false }
        if wake.wait(timeout: .now() + .nanoseconds(Int(clamping: nanoseconds))) == .success {
            wake.signal()
            return false
        }
        return true
    }
}
