/// A lock as a kernel's operation holds it: an exclusive section, and a shared one for work that only reads.
///
/// A kernel is generic over it, so that its loop specializes for the lock (`SharedAccess`, `ExclusiveAccess`),
/// as the counter loop does for a `LockPrimitive`.
public protocol KernelLocking: Sendable {
    /// Runs `body` holding the lock alone.
    func withLock<R>(_ body: () throws -> R) rethrows -> R

    /// Runs `body` holding the lock in its shared mode, where it has one (readers overlap each other, never a
    /// writer); exclusively where it has none.
    func withReadLock<R>(_ body: () throws -> R) rethrows -> R
}

/// A `KernelLocking` made around a fresh lock of one type: what a subject hands its kernels.
@usableFromInline package protocol LockAccess: KernelLocking {
    /// The lock.
    associatedtype Lock: LockPrimitive

    /// The lock itself, for its layout facts and its way to wait.
    var lock: Lock { get }

    /// Access through `lock`.
    init(_ lock: Lock)
}

extension LockAccess {
    /// Runs `body` holding `lock` alone, whichever access it is.
    @inlinable
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        try lock.withLock(body)
    }
}

/// A lock with a shared mode, read through it: `pthread_rwlock` read-locks, a concurrent queue's plain `sync`.
@usableFromInline package struct SharedAccess<Lock: ReadWriteLockPrimitive>: LockAccess {
    @usableFromInline package let lock: Lock

    @inlinable
    package init(_ lock: Lock) {
        self.lock = lock
    }

    @inlinable
    package func withReadLock<R>(_ body: () throws -> R) rethrows -> R {
        try lock.withReadLock(body)
    }
}

/// A lock with no shared mode: reads take it as writes do.
@usableFromInline package struct ExclusiveAccess<Lock: LockPrimitive>: LockAccess {
    @usableFromInline package let lock: Lock

    @inlinable
    package init(_ lock: Lock) {
        self.lock = lock
    }

    @inlinable
    package func withReadLock<R>(_ body: () throws -> R) rethrows -> R {
        try lock.withLock(body)
    }
}
