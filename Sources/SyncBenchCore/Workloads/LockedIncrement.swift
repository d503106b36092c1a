/// The lock workload: take the lock, increment the shared counter, optionally work inside the lock,
/// release, optionally think outside it.
///
/// A deliberately slowed lock (`--slowdown`, see `SlowdownWork`) is this same workload doing more of its own
/// operations than it counts: each batch runs a share more iterations of the very same loop, the fraction of an
/// operation carried to the worker's next batch. What the slowed lock adds is then more of the lock's own
/// operations, so it stays the same share of the lock's cost when that cost moves, and the loop is the
/// baseline's. (Earlier, a slowed lock was first a wrapper type with a count of its own, whose loop compiled
/// differently from the plain one and moved some locks by 3-5% in either direction before any work was added,
/// then busy work of a fixed length inside the lock on a share of the operations, whose share of the cost moved
/// with the lock's cost, and whose choosing cost every operation a check.)
@usableFromInline package struct LockedIncrement<Lock: LockPrimitive>: OperationWorkload {
    @usableFromInline let lock: Lock
    @usableFromInline let counter = SharedCounter()
    @usableFromInline let critical: BusyWork
    @usableFromInline let think: BusyWork
    @usableFromInline let repeatedShare: Int

    /// Makes the workload around a fresh instance of `Lock`.
    /// - Parameters:
    ///   - critical: work done while holding the lock, after the increment.
    ///   - think: work done after releasing it.
    ///   - slowdown: deliberate extra operations, a share of the counted ones; none by default.
    @usableFromInline package init(
        _ lock: Lock = Lock(), critical: BusyWork = BusyWork(iterations: 0), think: BusyWork = BusyWork(iterations: 0),
        slowdown: SlowdownWork = .none
    ) {
        self.lock = lock
        self.critical = critical
        self.think = think
        repeatedShare = slowdown.share
    }

    @inlinable
    package func operation() {
        lock.withLock {
            counter.increment()
            critical.run()
        }
        think.run()
    }

    /// `count` operations, and for a slowed lock the uncounted ones they owe.
    @inlinable
    package func run(batch count: Int, worker: inout WorkerState) {
        let total = repeatedShare > 0 ? count + repeats(owedBy: count, worker: &worker) : count
        for _ in 0..<total {
            operation()
        }
    }

    /// The whole operations a slowed lock owes for `count` counted ones, with the fraction the worker carried from
    /// its last batch; the fraction left is carried to its next, and the whole ones are added to the counter's
    /// second count, which the invariant check reads.
    @inlinable
    func repeats(owedBy count: Int, worker: inout WorkerState) -> Int {
        let owed = count &* repeatedShare &+ worker.repeatCarry
        worker.repeatCarry = owed & (SlowdownWork.scale - 1)
        let whole = owed / SlowdownWork.scale
        counter.addRepeats(whole)
        return whole
    }

    @inlinable
    package func timedOperation(worker: inout WorkerState) -> TimedAcquire? {
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

    @usableFromInline package var lockStateAddress: UnsafeRawPointer? { lock.stateAddress }

    /// `.held` when the counter equals the operations counted and, for a slowed lock, the uncounted ones done.
    @usableFromInline package func verify(_ totals: OperationTotals) -> InvariantCheck {
        counter.verify(expected: totals.operations + counter.repeatCount)
    }
}
