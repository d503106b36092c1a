import Synchronization

/// The standard library's `Synchronization.Mutex` (Swift 6), held as a `let` in a final class.
///
/// On Linux (Swift 6.3) its word holds the owner's thread ID: an uncontended lock is one compare-and-swap,
/// a contended one spins briefly and then waits with `FUTEX_LOCK_PI`, a priority-inheritance futex
/// (a system call on every contended handoff). On Darwin it is an `os_unfair_lock`.
/// - Warning: not recursive (relocking on one thread is a fatal error), not fair.
public final class SynchronizationMutex: LockPrimitive, @unchecked Sendable {
    public static let name = "Mutex"
    public static let summary = "Synchronization.Mutex (Linux: owner-TID word, spin, then FUTEX_LOCK_PI; Darwin: os_unfair_lock)"
    public static let family = Family.spinAndMutex
    public static let contendedWaiting = ContendedWaiting.sleeps
    /// The mutex as a program keeps it: a value held inline (it cannot be moved, so never on its own).
    public static var footprint: Footprint { .inline(MemoryLayout<Mutex<Void>>.size) }

    @usableFromInline let mutex = Mutex<Void>(())

    public init() {}

    /// The mutex's word: the first stored property, after the 16 bytes of the object's header.
    public var stateAddress: UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) + 16
    }

    @inlinable
    public func withLock<R>(_ body: () throws -> R) rethrows -> R {
        try mutex.withLock { _ in try body() }
    }
}
