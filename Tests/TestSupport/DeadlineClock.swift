import Foundation
import SyncBench

/// The clock a fake fork's deadlines are read on: the monotonic clock, moved on when the fake is ready to be
/// found hung, so that the deadline of the wait in progress passes at once instead of being waited out. That
/// moment is forced, never hoped for: a test says it (`passDeadline`) once it has seen the fake's last event,
/// or the fake creates `marker` once it has done all it will do (started its children, closed its output).
///
/// The clock then moves an hour on at each of its next two reads. A wait reads it once to set its deadline
/// and again before each slice of waiting, so the wait that is under way, or that starts just then, finds its
/// deadline passed whichever read comes first; a deadline set after those two reads is as long as ever, so the
/// forks that follow are not rushed.
package final class DeadlineClock: @unchecked Sendable {
    private let marker: String?
    /// Guards the fields below: an NSLock (a pthread mutex, which the thread sanitizer understands).
    private let lock = NSLock()
    private var offset: UInt64 = 0
    private var movesLeft = 0
    private var markerSeen = false

    /// How far one move takes the clock, in nanoseconds: far beyond any deadline of a fake's round.
    package static let moveNanoseconds: UInt64 = 3_600_000_000_000

    /// A clock that moves when the test says so, or once `marker` exists.
    package init(movingWhenExists marker: String? = nil) {
        self.marker = marker
    }

    /// Nanoseconds on the monotonic clock, plus the moves made so far.
    @Sendable package func now() -> UInt64 {
        let appeared = marker.map { FileManager.default.fileExists(atPath: $0) } ?? false
        return lock.withLock {
            if appeared && !markerSeen {
                markerSeen = true
                movesLeft = 2
            }
            if movesLeft > 0 {
                movesLeft -= 1
                offset += Self.moveNanoseconds
            }
            return MonotonicClock.now() + offset
        }
    }

    /// Passes the deadline of the wait under way, or of the next one to start.
    package func passDeadline() {
        lock.withLock { movesLeft = 2 }
    }
}
