import Dispatch
import SyncBench
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns SIGINT and SIGTERM into a stop request while a run measures: the first stops the run at the
/// next safe point (its results so far are written); a second exits at once.
final class InterruptHandler {
    private let sources: [DispatchSourceSignal]
    private let signals: [Int32] = [SIGINT, SIGTERM]

    /// Starts handling the signals; `stop` receives the first one's number. A status line, if any, is cleared
    /// before anything is said, so that the cursor is left on a clean line. `beforeExit` runs before a second
    /// signal exits at once: a command whose child would not see the signal ends the child there.
    init(stop: StopSignal, console: Console, statusLine: StatusLine? = nil, beforeExit: (@Sendable () -> Void)? = nil) {
        sources = signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                statusLine?.clear()
                if stop.reason != nil {
                    console.err("\nbench: second interrupt, exiting at once (the results file holds every case already measured)\n")
                    beforeExit?()
                    _exit(128 + number)
                }
                console.err("\nbench: interrupted; stopping now, keeping the cases already measured (interrupt again to exit at once)\n")
                stop.request(reason: number)
            }
            source.resume()
            return source
        }
    }

    /// Stops handling the signals and gives them back their default action.
    func restore() {
        for (source, number) in zip(sources, signals) {
            source.cancel()
            signal(number, SIG_DFL)
        }
    }
}
