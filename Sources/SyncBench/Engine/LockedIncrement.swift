/// The lock workload: take the lock, increment the shared counter, release.
public struct LockedIncrement<Lock: LockPrimitive>: Workload {
    @usableFromInline let lock: Lock
    @usableFromInline let counter = SharedCounter()

    /// Makes the workload around a fresh instance of `Lock`.
    public init(_ lock: Lock = Lock()) {
        self.lock = lock
    }

    @inlinable
    public func operation() {
        lock.withLock { counter.increment() }
    }

    public func verify(completedOperations: Int) -> InvariantCheck {
        counter.verify(expected: completedOperations)
    }
}
