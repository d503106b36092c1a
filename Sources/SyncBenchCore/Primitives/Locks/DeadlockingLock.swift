import Dispatch

/// A lock that never lets anyone in: every `withLock` blocks forever.
///
/// Not part of any suite; `bench run --inject-deadlock` adds it to prove that the watchdog reports
/// a hung case, names its stuck threads and carries on with the next case.
/// - Warning: its threads never return; they stay blocked until the process exits.
@usableFromInline package final class DeadlockingLock: LockPrimitive, @unchecked Sendable {
    @usableFromInline package static let name = "deadlock_test"
    @usableFromInline package static let summary = "test only: a lock that never grants itself (proves the watchdog)"
    @usableFromInline package static let family = Family.control

    @usableFromInline let never = DispatchSemaphore(value: 0)

    @usableFromInline package init() {}

    @inlinable
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        never.wait()
        return try body()
    }
}
