/// The lock workload: take the lock, increment the shared counter, optionally work inside the lock,
/// release, optionally think outside it.
///
/// A deliberately slowed lock (`--slowdown`, see `SlowdownWork`) is this same workload with more busy work
/// inside the lock on one increment in a period, picked from the counter's new value with a mask: the
/// baseline and the slowed lock then run the very same loop, differing only in data, so that nothing but the
/// work itself separates them. (Earlier, a slowed lock was a wrapper type with a count of its own; its loop
/// compiled differently from the plain one, which moved some locks by 3-5% in either direction before any
/// work was added.) Unslowed, the mask picks no increment and the check is one predicted branch.
public struct LockedIncrement<Lock: LockPrimitive>: OperationWorkload {
    @usableFromInline let lock: Lock
    @usableFromInline let counter = SharedCounter()
    @usableFromInline let critical: BusyWork
    @usableFromInline let think: BusyWork
    @usableFromInline let slowdown: BusyWork
    @usableFromInline let slowdownMask: Int

    /// Makes the workload around a fresh instance of `Lock`.
    /// - Parameters:
    ///   - critical: work done while holding the lock, after the increment.
    ///   - think: work done after releasing it.
    ///   - slowdown: deliberate extra work inside the lock on one increment in its period; none by default.
    public init(
        _ lock: Lock = Lock(), critical: BusyWork = BusyWork(iterations: 0), think: BusyWork = BusyWork(iterations: 0),
        slowdown: SlowdownWork = .none
    ) {
        self.lock = lock
        self.critical = critical
        self.think = think
        self.slowdown = BusyWork(iterations: slowdown.iterations)
        // A period is a power of two; a mask of all ones but the sign bit picks no increment a run can reach.
        slowdownMask = slowdown.iterations > 0 ? slowdown.period - 1 : Int.max
    }

    @inlinable
    public func operation() {
        lock.withLock {
            if counter.incremented() & slowdownMask == 0 { slowdown.run() }
            critical.run()
        }
        think.run()
    }

    @inlinable
    public func timedOperation(worker: inout WorkerState) -> TimedAcquire? {
        let asked = MonotonicClock.now()
        let held = lock.withLock {
            let held = MonotonicClock.now()
            if counter.incremented() & slowdownMask == 0 { slowdown.run() }
            critical.run()
            return held
        }
        think.run()
        return TimedAcquire(kind: .exclusive, nanoseconds: held &- asked)
    }

    public var lockStateAddress: UnsafeRawPointer? { lock.stateAddress }

    public func verify(_ totals: OperationTotals) -> InvariantCheck {
        counter.verify(expected: totals.operations)
    }
}
