import Dispatch
import Platform
import SyncBench

/// Turns SIGINT and SIGTERM into a stop request while a run measures: the first stops the run at the
/// next safe point (its results so far are written); a second exits at once.
final class InterruptHandler {
    private let sources: [DispatchSourceSignal]
    private let signals: [Int32] = [SIGINT, SIGTERM]

    /// Starts handling the signals; `stop` receives the first one's number. The progress's live part, if
    /// any (a status line, a half-written line), is cut in the same step as the message is written, so that
    /// the message starts on a clean line and no redraw comes after it. `beforeExit` runs before a second
    /// signal exits at once: a command whose child would not see the signal ends the child there.
    init(stop: StopSignal, console: Console, statusLine: (any LiveProgress)? = nil, beforeExit: (@Sendable () -> Void)? = nil) {
        sources = signals.map { number in
            if !ProcessSignals.ignore(number) {
                console.err("bench: warning: cannot catch signal \(number) (errno \(errno)): it will end bench without saving the run's status\n")
            }
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                Self.interrupted(by: number, stop: stop, console: console, statusLine: statusLine, beforeExit: beforeExit)
            }
            source.resume()
            return source
        }
    }

    /// What the signal `number` does: the first asks `stop` to stop and says so; a second runs `beforeExit`
    /// and exits at once.
    static func interrupted(
        by number: Int32, stop: StopSignal, console: Console, statusLine: (any LiveProgress)?, beforeExit: (@Sendable () -> Void)? = nil
    ) {
        func say(_ message: String) {
            if let statusLine { statusLine.interrupt(with: message) } else { console.err(message) }
        }
        if stop.reason != nil {
            say("bench: second interrupt, exiting at once (the results file holds every case already measured)\n")
            beforeExit?()
            _exit(128 + number)
        }
        say("bench: interrupted; stopping now, keeping the cases already measured (interrupt again to exit at once)\n")
        stop.request(reason: number)
    }

    /// Stops handling the signals and gives them back their default action. Should that fail (it cannot for
    /// SIGINT and SIGTERM), the signals stay ignored, which only the command's own end follows.
    func restore() {
        for (source, number) in zip(sources, signals) {
            source.cancel()
            _ = ProcessSignals.restoreDefault(number)
        }
    }
}
