/// The lock workload: take the lock, increment the shared counter, optionally work inside the lock,
/// release, optionally think outside it.
///
/// A deliberately slowed lock (`--slowdown`, see `SlowdownWork`) is this same workload doing more of its own
/// operations than it counts: now and then a batch runs the very same loop over again, uncounted, as often as its
/// share asks, the fraction of a batch carried to the worker's next. What the slowed lock adds is then more of the
/// lock's own operations, so it stays the same share of the lock's cost when that cost moves, and the loop is the
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

    /// `count` operations; for a slowed lock, `count` more, uncounted, for each whole batch it owes. One loop runs
    /// them all, the baseline's (a batch over again only lengthens its trip count, now and then), and an unslowed
    /// lock's loop is the one it always was.
    @inlinable
    package func run(batch count: Int, worker: inout WorkerState) {
        var total = count
        if repeatedShare > 0 {
            // Each batch owes `repeatedShare` / `SlowdownWork.scale` of one: an addition and a comparison, and only
            // now and then the whole batches owed, out of line.
            worker.repeatCarry &+= repeatedShare
            if worker.repeatCarry >= SlowdownWork.scale {
                total = count &* (1 &+ repeats(owedAfter: count, worker: &worker))
            }
        }
        for _ in 0..<total {
            operation()
        }
    }

    /// The whole batches a slowed lock owes, once its carry has reached one: taken from the carry, and their
    /// `count` operations each added to the counter's second count, which the invariant check reads. Out of line, so
    /// that the batch loop stays what it was; inlinable, so that a lock of another module gets it specialized.
    @inlinable
    @inline(never)
    func repeats(owedAfter count: Int, worker: inout WorkerState) -> Int {
        let whole = worker.repeatCarry / SlowdownWork.scale
        worker.repeatCarry &-= whole &* SlowdownWork.scale
        counter.addRepeats(whole &* count)
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
