#if canImport(os)
import os

/// Darwin's `os_unfair_lock` on the heap (never a Swift `var`, which Swift may move): a compare-and-swap
/// of the owner's thread port, then a wait in the kernel (`ulock`) that lends the waiter's priority.
/// Exists on Darwin only.
/// - Warning: not recursive, not fair (by name): a releasing thread may take it straight back.
@usableFromInline package final class UnfairLock: LockPrimitive, @unchecked Sendable {
    @usableFromInline package static let name = "os_unfair_lock"
    @usableFromInline package static let summary = "os_unfair_lock on the heap (Darwin: owner word, ulock wait with priority inheritance)"
    @usableFromInline package static let family = Family.spinAndMutex
    @usableFromInline package static let contendedWaiting = ContendedWaiting.sleeps
    @usableFromInline package static var footprint: Footprint { .pointer(to: os_unfair_lock.self) }

    @usableFromInline let lock: UnsafeMutablePointer<os_unfair_lock>

    @usableFromInline package init() {
        lock = CacheLineAllocation.allocate(os_unfair_lock.self)
        lock.initialize(to: os_unfair_lock())
    }

    @usableFromInline package var stateAddress: UnsafeRawPointer { UnsafeRawPointer(lock) }

    deinit {
        lock.deinitialize(count: 1)
        CacheLineAllocation.deallocate(lock)
    }

    @inlinable
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        os_unfair_lock_lock(lock)
        defer { os_unfair_lock_unlock(lock) }
        return try body()
    }
}

/// `OSAllocatedUnfairLock` (Darwin, macOS 13+): Apple's own heap-allocated wrapper of `os_unfair_lock`.
/// Exists on Darwin only.
/// - Warning: not recursive, not fair.
@usableFromInline package final class AllocatedUnfairLock: LockPrimitive, @unchecked Sendable {
    @usableFromInline package static let name = "OSAllocatedUnfairLock"
    @usableFromInline package static let summary = "OSAllocatedUnfairLock (Darwin: os_unfair_lock in a heap buffer it manages)"
    @usableFromInline package static let family = Family.spinAndMutex
    @usableFromInline package static let contendedWaiting = ContendedWaiting.sleeps
    @usableFromInline package static var footprint: Footprint { .measured { OSAllocatedUnfairLock() } }

    @usableFromInline let lock = OSAllocatedUnfairLock()

    @usableFromInline package init() {}

    @inlinable
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        try lock.withLockUnchecked { _ in try body() }
    }
}
#endif
