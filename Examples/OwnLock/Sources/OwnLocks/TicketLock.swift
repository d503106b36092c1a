import Synchronization
import SyncBench
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A ticket lock on `Synchronization.Atomic`: each thread takes the next ticket and waits until it is served,
/// so the lock is granted strictly in the order it was asked for (fair, unlike a mutex).
///
/// A waiter spins on a load; after a while it yields its CPU on each turn, because the thread whose ticket is
/// next may be descheduled, and then nobody else can go first. That fairness is what the oversubscribed
/// thread counts punish: every handoff waits for one particular thread to run.
/// - Warning: not recursive; taking it twice on one thread deadlocks.
public final class TicketLock: LockPrimitive, @unchecked Sendable {
    public static let name = "own_ticket_lock"
    public static let summary = "OwnLock example: a fair ticket lock on two Atomic counters; spins, then yields"
    /// Yielding is no sleep: a waiter stays runnable and keeps taking CPU time, so the decision table does not
    /// recommend it for application code.
    public static let contendedWaiting = ContendedWaiting.spins

    /// How many times a waiter checks its ticket before it starts to yield its CPU on each check.
    @usableFromInline static let spinsBeforeYielding = 100

    /// The next ticket to hand out.
    @usableFromInline let next = Atomic<UInt>(0)
    /// The ticket being served: its holder has the lock.
    @usableFromInline let serving = Atomic<UInt>(0)

    public init() {}

    @inlinable
    public func withLock<R>(_ body: () throws -> R) rethrows -> R {
        let ticket = next.wrappingAdd(1, ordering: .relaxed).oldValue
        var spins = 0
        while serving.load(ordering: .acquiring) != ticket {
            spins += 1
            if spins > Self.spinsBeforeYielding {
                sched_yield()
            }
        }
        defer { serving.store(ticket &+ 1, ordering: .releasing) }
        return try body()
    }
}
