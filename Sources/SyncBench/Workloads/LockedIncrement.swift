/// The lock workload: take the lock, increment the shared counter, optionally work inside the lock,
/// release, optionally think outside it.
public struct LockedIncrement<Lock: LockPrimitive>: OperationWorkload {
    @usableFromInline let lock: Lock
    @usableFromInline let counter = SharedCounter()
    @usableFromInline let critical: BusyWork
    @usableFromInline let think: BusyWork

    /// Makes the workload around a fresh instance of `Lock`.
    /// - Parameters:
    ///   - critical: work done while holding the lock, after the increment.
    ///   - think: work done after releasing it.
    public init(_ lock: Lock = Lock(), critical: BusyWork = BusyWork(iterations: 0), think: BusyWork = BusyWork(iterations: 0)) {
        self.lock = lock
        self.critical = critical
        self.think = think
    }

    @inlinable
    public func operation() {
        lock.withLock {
            counter.increment()
            critical.run()
        }
        think.run()
    }

    @inlinable
    public func timedOperation(worker: inout WorkerState) -> TimedAcquire? {
        let asked = MonotonicClock.now()
        let held = lock.withLock {
            let held = MonotonicClock.now()
            counter.increment()
            critical.run()
            return held
        }
        think.run()
        return TimedAcquire(kind: .exclusive, nanoseconds: held &- asked)
    }

    public func verify(_ totals: OperationTotals) -> InvariantCheck {
        counter.verify(expected: totals.operations)
    }
}
